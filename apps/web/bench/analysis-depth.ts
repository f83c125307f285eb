// The analysis benchmark: how long *Analyse* takes, in Chromium on the built page served by
// wrangler dev, from the load of a game to each depth of its analysis of the position shown (the
// depth the page says, `data-analysis-depth`). The position: a 1986 WTHOR game after 20 moves, 40
// empties, no exact answer near. Each run in a fresh context, once the page plays its network.
//
//   tsx bench/analysis-depth.ts [--runs 3] [--depths 14,16,18]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startHarness } from '../test/e2e/harness.ts';
import { load, networkArrived } from '../test/e2e/page-helpers.ts';
import { countOption } from './count-option.ts';
import { spread } from './spread.ts';

/** A 60-move WTHOR game of 1986, to its 20th move. */
const POSITION = 'f5f6e6f4g6c5g4g5f3e3c4g3h5f7e7d3c2b4d2f2';
/** A depth not reached in this long is reported as a failure of the run. */
const GUARD_MS = 300_000;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, depths: { type: 'string', default: '14,16,18' } } });
const runs = countOption('--runs', args.runs, 1);
const depths = args.depths.split(',').map((depth) => countOption('--depths', depth, 1));

const harness = await startHarness();
try {
  console.log(`the analysis of the position after 20 moves (40 empties) in Chromium ${harness.browser.version()}, ${runs} runs; load average ${loadavg()[0]!.toFixed(2)}`);
  const seconds: number[][] = depths.map(() => []);
  for (let run = 0; run < runs; run++) {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${harness.origin}/`);
    await page.waitForSelector('[data-square]');
    await networkArrived(page);
    const started = Date.now();
    await load(page, POSITION);
    for (const [i, depth] of depths.entries()) {
      await page.waitForFunction((d) => Number(document.querySelector('[data-analysis-depth]')?.getAttribute('data-analysis-depth')) >= d, depth, { timeout: GUARD_MS, polling: 50 });
      seconds[i]!.push((Date.now() - started) / 1000);
    }
    console.log(`  run ${run + 1}: ${depths.map((depth, i) => `depth ${depth} at ${seconds[i]!.at(-1)!.toFixed(1)} s`).join(', ')}`);
    await context.close();
  }
  for (const [i, depth] of depths.entries()) {
    const { median, min, max } = spread(seconds[i]!);
    console.log(`depth ${depth}: median ${median.toFixed(1)} s (${min.toFixed(1)}-${max.toFixed(1)})`);
  }
  console.log(`load average at the end: ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await harness.close();
}
