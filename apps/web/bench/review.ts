// The review benchmark: the page's review of a finished game, one `analyze` at REVIEW_LEVEL per
// move (passes aside) of the position before it, as the controller sends it to the engine's Web
// Worker. First in Node, which runs the same flank.wasm through the same runJob as the worker,
// over WTHOR games of 60 moves with the light evaluation and the page's neural network; then the
// page's own review in Chromium (the built page, served by wrangler dev), from loading the game to
// the last move scored: with the network, and with the light evaluation (the network's download
// refused, as where it cannot be fetched).
//
// Budget: a 60-move game is reviewed in under 15 s on this machine.
//
//   tsx bench/review.ts [--games 20] [--rounds 2] [--chromium 2] [--threads 1]
//
// --threads: the threads of the engine in Node, and in Chromium the cores the page is told it has
// (navigator.hardwareConcurrency): its worker searches on every core where the page is
// cross-origin isolated, as wrangler dev serves it.
//
// Each evaluation runs in a child process of its own: init loads one evaluation per process, as
// the worker does, and process.cpuUsage then counts that review alone.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { init } from '@flank/reversi';
import type { Page } from 'playwright-core';
import type { JobPosition } from '../src/searcher/protocol.ts';
import { runJob } from '../src/searcher/run-job.ts';
import { importPosition } from '../src/game/position-import.ts';
import { REVIEW_LEVEL, REVIEW_MS } from '../src/review/game-review.ts';
import { openPage, startHarness } from '../test/e2e/harness.ts';
import { NETWORK_FILE, chooseSetting, load } from '../test/e2e/page-helpers.ts';
import { chromiumCpu } from './chromium-cpu.ts';
import { countOption } from './count-option.ts';
import { spread } from './spread.ts';
import { readWthorGames } from './wthor-games.ts';

const BUDGET_S = 15;
/** The worker's table (TABLE_MEGABYTES in src/searcher/search-worker.ts). */
const WORKER_TABLE_MEGABYTES = 32;
/** The weights files the page fetches for each evaluation (src/searcher/files.ts). */
const EVALUATIONS = {
  light: { file: '@flank/reversi/flank-eval.bin', name: 'light evaluation (linear patterns, until the network arrives)' },
  network: { file: '@flank/engine/flank-network-small.bin', name: 'neural network (the page’s, flank-network-small.bin)' },
} as const;
type EvaluationName = keyof typeof EVALUATIONS;

/** One game's review in Node. */
interface Timing {
  game: number;
  round: number;
  wall: number;
  cpu: number;
  nodes: number;
  /** Analyses the REVIEW_MS cap cut short. */
  capped: number;
}

const { values: args, positionals } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    chromium: { type: 'string', default: '2' },
    child: { type: 'string' },
    threads: { type: 'string', default: '1' },
  },
  allowPositionals: true,
});

/** The game as the page records it once imported: WTHOR leaves passes out, the record has them as 'pa'. */
const recordOf = (transcript: string): JobPosition => importPosition(transcript, { name: 'othello' });

/** Reviews one game as the controller's startReview asks for it, and times it. */
function review(record: JobPosition): Omit<Timing, 'game' | 'round'> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let nodes = 0;
  let capped = 0;
  record.moves.forEach((move, ply) => {
    if (move === 'pa') return;
    const position = { ...record, moves: record.moves.slice(0, ply) };
    const analysis = runJob({ kind: 'analyze', position, options: { level: REVIEW_LEVEL, timeMs: REVIEW_MS, book: false } });
    nodes += analysis.nodes;
    if (analysis.ms >= REVIEW_MS) capped++;
  });
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6, nodes, capped };
}

/** The child: reviews the games given, round after round, one JSON line per review. */
async function child(evaluation: EvaluationName, transcripts: string[], rounds: number, threads: number): Promise<void> {
  const weights = createRequire(import.meta.url).resolve(EVALUATIONS[evaluation].file);
  await init({ weights, tableMegabytes: WORKER_TABLE_MEGABYTES, threads });
  const records = transcripts.map(recordOf);
  for (let round = 0; round < rounds; round++) {
    records.forEach((record, game) => console.log(JSON.stringify({ game, round, ...review(record) } satisfies Timing)));
  }
}

/** Runs the child for one evaluation (evaluations one after the other: the machine has two cores). */
function reviewInChild(evaluation: EvaluationName, transcripts: string[], rounds: number): Promise<Timing[]> {
  const script = fileURLToPath(import.meta.url);
  const reviewer = spawn(process.execPath, [...process.execArgv, script, '--child', evaluation, '--rounds', String(rounds), '--threads', args.threads, ...transcripts], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const timings: Timing[] = [];
  let buffered = '';
  reviewer.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      const timing = JSON.parse(line) as Timing;
      timings.push(timing);
      if (process.stderr.isTTY) process.stderr.write(`\r  ${evaluation}: ${timings.length} of ${transcripts.length * rounds} reviews`);
    }
  });
  return new Promise((resolve, reject) =>
    reviewer.on('exit', (code) => {
      if (process.stderr.isTTY) process.stderr.write('\n');
      if (code === 0) resolve(timings);
      else reject(new Error(`the ${evaluation} review exited with ${code}`));
    }),
  );
}

const seconds = (value: number) => value.toFixed(2).padStart(7);
const underBudget = (walls: number[]) => {
  const under = walls.filter((wall) => wall < BUDGET_S).length;
  return `${under}/${walls.length} (${((100 * under) / walls.length).toFixed(0)}%)`;
};

function printNode(evaluation: EvaluationName, timings: Timing[]): void {
  const wall = spread(timings.map((timing) => timing.wall));
  const cpu = spread(timings.map((timing) => timing.cpu));
  const nodes = spread(timings.map((timing) => timing.nodes / 1e6));
  const capped = timings.reduce((sum, timing) => sum + timing.capped, 0);
  const slowest = timings.reduce((a, b) => (b.wall > a.wall ? b : a));
  console.log(`${EVALUATIONS[evaluation].name}, ${timings.length} reviews:`);
  console.log('                 median      min      max');
  console.log(`  wall s        ${seconds(wall.median)}  ${seconds(wall.min)}  ${seconds(wall.max)}   under ${BUDGET_S} s: ${underBudget(timings.map((timing) => timing.wall))}`);
  console.log(`  CPU s         ${seconds(cpu.median)}  ${seconds(cpu.min)}  ${seconds(cpu.max)}   under ${BUDGET_S} s: ${underBudget(timings.map((timing) => timing.cpu))}`);
  console.log(`  M nodes       ${seconds(nodes.median)}  ${seconds(nodes.min)}  ${seconds(nodes.max)}`);
  console.log(`  slowest: game ${slowest.game + 1}, ${slowest.wall.toFixed(2)} s; analyses stopped by the ${REVIEW_MS} ms cap: ${capped}`);
}

/**
 * Run in the page before the game is loaded: `window.reviewMs` becomes a promise of the
 * milliseconds from the import form's submit to the review marked done. As text: tsx would wrap a
 * function's inner arrows in a helper the page lacks.
 */
const REVIEW_TIMER = `window.reviewMs = new Promise((resolve) => {
  let start;
  document.addEventListener('submit', () => { start ??= performance.now(); }, true);
  const observer = new MutationObserver(() => {
    if (start === undefined || document.querySelector('[data-review="done"]') === null) return;
    observer.disconnect();
    resolve(performance.now() - start);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-review'] });
});
undefined;`;

/** The page's review in Chromium: load the finished game in a two-player game, wait for the review's end. */
async function reviewInChromium(transcripts: string[], threads: number): Promise<void> {
  const harness = await startHarness();
  try {
    console.log(`\nthe page in Chromium (${harness.browser.version()}, built page from wrangler dev, ${threads} thread(s)), review from loading the game to its end:`);
    console.log('  game  evaluation   wall s   Chromium CPU s');
    for (const [game, transcript] of transcripts.entries()) {
      for (const evaluation of ['light', 'network'] as const) {
        // The page searches on as many threads as the browser says it has cores; the light
        // evaluation: the network's download refused, so that the page keeps it.
        const prepare = async (opened: Page) => {
          // As text: tsx would wrap a function's inner arrow in a helper the page lacks.
          await opened.addInitScript({ content: `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${threads} });` });
          if (evaluation === 'light') await opened.route(NETWORK_FILE, (route) => route.abort());
        };
        const { page, context, errors } = await openPage(harness, { prepare, ...(evaluation === 'light' ? { serviceWorkers: 'block' as const } : {}) });
        await chooseSetting(page, 'mode', 'human-human');
        await page.waitForSelector(`[data-evaluation="${evaluation === 'light' ? 'failed' : 'network'}"]`, { timeout: 60_000 });
        await page.waitForSelector(`.engine-threads[data-threads="${threads}"]`, { state: 'attached' });
        // Timed in the page, from the import's submit to the review marked done: Playwright's
        // waits poll at up to 500 ms, too coarse for a review of a few seconds.
        await page.evaluate(REVIEW_TIMER);
        const cpu = chromiumCpu();
        await load(page, transcript);
        await page.waitForSelector('.review[data-review="running"]');
        await page.waitForSelector('[data-review="done"]', { timeout: 600_000 });
        const wall = (await page.evaluate<number>('window.reviewMs')) / 1000;
        console.log(`  ${String(game + 1).padStart(4)}  ${evaluation.padEnd(10)} ${seconds(wall)}   ${seconds(cpu())}${wall < BUDGET_S ? '' : '   over budget'}`);
        // The refused download is the browser's own report, not the page's.
        const reported = errors.filter((error) => evaluation === 'network' || !error.includes('net::ERR_FAILED'));
        if (reported.length > 0) throw new Error(`the page reported errors: ${reported.join('; ')}`);
        await context.close();
      }
    }
  } finally {
    await harness.close();
  }
}

if (args.child !== undefined) {
  if (!(args.child in EVALUATIONS)) throw new Error(`--child: light or network, not ${args.child}`);
  await child(args.child as EvaluationName, positionals, countOption('--rounds', args.rounds, 1), countOption('--threads', args.threads, 1));
} else {
  const [count, rounds, inChromium] = [countOption('--games', args.games, 1), countOption('--rounds', args.rounds, 1), countOption('--chromium', args.chromium)];
  // Games of 60 moves, evenly spread over the file (so over the years): the same picks every run.
  const full = readWthorGames().filter((game) => game.moves.length === 120);
  const picked = Array.from({ length: count }, (_, i) => full[Math.floor(((i + 0.5) * full.length) / count)]!);
  const transcripts = picked.map((game) => game.moves);
  await init(); // the rules only, to find the passes
  const years = picked.map((game) => game.year);
  const passes = transcripts.reduce((sum, transcript) => sum + recordOf(transcript).moves.filter((move) => move === 'pa').length, 0);
  // The machine is shared: its load says how far wall time strays from CPU time.
  console.log(`review of a game at REVIEW_LEVEL ${REVIEW_LEVEL} (each move's analysis capped at ${REVIEW_MS} ms), budget ${BUDGET_S} s a 60-move game; load average ${loadavg()[0]!.toFixed(2)}`);
  console.log(
    `Node ${process.version} runs the page worker's engine and runJob, ${args.threads} thread(s); ${count} WTHOR games of 60 moves ` +
      `(${Math.min(...years)}-${Math.max(...years)}, ${passes} passes among them), ${rounds} rounds, ${WORKER_TABLE_MEGABYTES} MiB table`,
  );
  const results: { evaluation: EvaluationName; timings: Timing[] }[] = [];
  for (const evaluation of ['light', 'network'] as const) results.push({ evaluation, timings: await reviewInChild(evaluation, transcripts, rounds) });
  console.log('\n  game  year   light wall s (CPU)   network wall s (CPU)   (median of the rounds)');
  picked.forEach((game, i) => {
    const cells = results.map(({ timings }) => {
      const mine = timings.filter((timing) => timing.game === i);
      return `${seconds(spread(mine.map((timing) => timing.wall)).median)} (${spread(mine.map((timing) => timing.cpu)).median.toFixed(2)})`;
    });
    console.log(`  ${String(i + 1).padStart(4)}  ${game.year}   ${cells[0]!.padEnd(18)}   ${cells[1]}`);
  });
  console.log('');
  for (const { evaluation, timings } of results) printNode(evaluation, timings);
  if (inChromium > 0) await reviewInChromium(transcripts.slice(0, inChromium), countOption('--threads', args.threads, 1));
  console.log(`load average at the end: ${loadavg()[0]!.toFixed(2)}`);
}
