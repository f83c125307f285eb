// pnpm bench: perft leaves per second in the wasm core under this Node, one core, with bulk
// counting at the last ply. Each depth runs after a warm-up, several times; the best run counts
// (the least disturbed by the machine), the median is printed beside it.
import { START_BLACK, START_WHITE, loadCore, othelloPosition } from '../host/load-core';
import { perftOf } from '../host/core-interface';

const core = loadCore();
const EXPECTED: Record<string, number> = { '9': 3005288, '10': 24571284, '11': 212258800, '11 no-pass': 212260880 };

function time(depth: number, passMoves: boolean): { leaves: number; ms: number } {
  const started = performance.now();
  const leaves = Number(perftOf(core, othelloPosition(START_BLACK, START_WHITE), depth, passMoves));
  return { leaves, ms: performance.now() - started };
}

// Warm-up: lets V8 tier the module up from its baseline compiler before anything is timed.
for (let i = 0; i < 3; i++) time(9, true);

console.log(`perft from the othello start, ${process.version}, wasm core (packages/engine/build/flank.wasm)`);
console.log('depth        leaves      best ms   best M leaves/s   median M leaves/s');
for (const [label, depth, passMoves, runs] of [
  ['9', 9, true, 7],
  ['10', 10, true, 5],
  ['11', 11, true, 5],
  ['11 no-pass', 11, false, 3],
] as const) {
  const times: number[] = [];
  let leaves = 0;
  for (let i = 0; i < runs; i++) {
    const run = time(depth, passMoves);
    leaves = run.leaves;
    times.push(run.ms);
  }
  if (leaves !== EXPECTED[label]) throw new Error(`perft ${label} gave ${leaves}, expected ${EXPECTED[label]}`);
  times.sort((a, b) => a - b);
  const rate = (ms: number) => (leaves / ms / 1000).toFixed(1);
  console.log(
    `${label.padEnd(11)} ${String(leaves).padStart(10)} ${times[0]!.toFixed(1).padStart(11)} ${rate(times[0]!).padStart(17)} ${rate(times[times.length >> 1]!).padStart(19)}`,
  );
}
