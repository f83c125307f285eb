// The FFO endgame suite, solved exactly on one core: each position's score and move checked against
// ../shared/data/ffo.tsv; time, nodes and nodes per second per position and in total.
//   tsx bench/ffo.ts [first] [last]    (default #40 to #49)
import { loadCore, readFfo, relativeBoard, squareName } from '../host/load-core';

const [first = 40, last = 49] = process.argv.slice(2).map(Number);
const core = loadCore();
core.tableSize(22); // 128 MiB

console.log(`FFO #${first}-#${last}, exact, ${process.version}, wasm core, transposition table 2^22 entries`);
console.log('  #  empties  score  move     seconds          nodes   M nodes/s');
let seconds = 0;
let nodes = 0;
for (const p of readFfo(new URL('../../../../shared/data/ffo.tsv', import.meta.url).pathname)) {
  if (p.id < first || p.id > last) continue;
  const { player, opponent } = relativeBoard(p.board, p.side);
  core.limits(0n, 0);
  const started = performance.now();
  const score = core.solve(player, opponent, -64, 64);
  const elapsed = (performance.now() - started) / 1000;
  const move = squareName(core.resultMove());
  const searched = Number(core.searchedNodes());
  if (score !== p.score || !p.bestMoves.includes(move)) {
    throw new Error(`FFO #${p.id}: got ${score} ${move}, expected ${p.score} ${p.bestMoves.join(' ')}`);
  }
  seconds += elapsed;
  nodes += searched;
  console.log(
    `${String(p.id).padStart(3)} ${String(p.empties).padStart(8)} ${String(score).padStart(6)}  ${move.padEnd(4)} ${elapsed.toFixed(2).padStart(11)} ${String(searched).padStart(14)} ${(searched / elapsed / 1e6).toFixed(1).padStart(11)}`,
  );
}
console.log(`total ${seconds.toFixed(1)} s, ${nodes} nodes, ${(nodes / seconds / 1e6).toFixed(1)} M nodes/s`);
