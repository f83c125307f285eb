// The FFO endgame suite, solved exactly on one core: each position's score and move checked against
// data/ffo.tsv; time, nodes and nodes per second per position and in total.
//   tsx bench/ffo.ts [first] [last] [--wld] [--weights network|linear] [--core OTHER.wasm] [--threads N]
// (default #40 to #59; totals per ten, as the targets are set; --wld: win, draw or loss only, the
// window (-1, 1); the shipped network unless --weights names the linear weights; --threads: the
// threaded build on N threads, CPU time then that of all of them; --core: another build, of this
// surface or one before issue 55's)
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { anyBuild } from '../host/any-build';
import { weightsKind } from '../host/eval-weights';
import { loadCore, readFfo, relativeBoard, solveOthello, squareName } from '../host/load-core';
import { loadThreadedCore } from '../host/threads';

const { values: options, positionals } = parseArgs({
  options: { wld: { type: 'boolean', default: false }, weights: { type: 'string', default: 'network' }, core: { type: 'string' }, threads: { type: 'string' } },
  allowPositionals: true,
});
const [first = 40, last = 59] = positionals.map(Number);
const [alpha, beta] = options.wld ? [-1, 1] : [-64, 64];
const weights = weightsKind('weights', options.weights);
const threaded = options.threads === undefined ? undefined : await loadThreadedCore(Number(options.threads), { weights, file: options.core ?? 'flank-threads.wasm' });
const core = threaded?.core ?? loadCore(options.core ?? 'flank.wasm', { weights });
// 32 MiB: larger tables are slower here, by the memory misses of their probes (docs/benchmarks.md).
// A build before issue 55 (--core) sizes it by its own call: anyBuild drives either.
anyBuild(core).setTableSize(20);

console.log(
  `FFO #${first}-#${last}, ${options.wld ? 'win-draw-loss' : 'exact'}, ${process.version}, ${options.core ?? 'wasm core'}, ${options.weights} evaluation, transposition table 2^20 entries, ${threaded?.threads ?? 1} thread(s)`,
);
console.log('  #  empties  score  move     seconds          nodes   M nodes/s');
let seconds = 0;
let nodes = 0;
let tenSeconds = 0;
let tenNodes = 0;
let tenFirst = first;
/** Totals per ten only when the run spans more than one. */
const severalTens = Math.floor(first / 10) !== Math.floor(last / 10);
const cpuStart = cpuUsage();
const total = (label: string, s: number, n: number) =>
  console.log(`${label} ${s.toFixed(1)} s, ${n} nodes, ${(n / s / 1e6).toFixed(1)} M nodes/s`);
for (const p of readFfo()) {
  if (p.id < first || p.id > last) continue;
  const { player, opponent } = relativeBoard(p.board, p.side);
  const started = performance.now();
  const answer = solveOthello(core, player, opponent, { alpha, beta });
  const elapsed = (performance.now() - started) / 1000;
  const { score } = answer;
  const move = squareName(answer.move);
  const searched = Number(answer.nodes);
  // Win-draw-loss: the outcome, and a move that keeps it (any move, in a lost position).
  const right = options.wld
    ? Math.sign(score) === Math.sign(p.score) && (p.score < 0 || Math.sign(p.moveScores.get(move) ?? -1) === Math.sign(p.score))
    : score === p.score && p.bestMoves.includes(move);
  if (!right) throw new Error(`FFO #${p.id}: got ${score} ${move}, expected ${p.score} ${p.bestMoves.join(' ')}`);
  seconds += elapsed;
  nodes += searched;
  tenSeconds += elapsed;
  tenNodes += searched;
  console.log(
    `${String(p.id).padStart(3)} ${String(p.empties).padStart(8)} ${String(score).padStart(6)}  ${move.padEnd(4)} ${elapsed.toFixed(2).padStart(11)} ${String(searched).padStart(14)} ${(searched / elapsed / 1e6).toFixed(1).padStart(11)}`,
  );
  if (p.id % 10 === 9 || p.id === last) {
    if (severalTens) total(`#${tenFirst}-#${p.id}:`, tenSeconds, tenNodes);
    tenSeconds = 0;
    tenNodes = 0;
    tenFirst = p.id + 1;
  }
}
total('total', seconds, nodes);
const cpu = cpuUsage(cpuStart);
console.log(`CPU time: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (the machine's other work aside)`);
await threaded?.close();
