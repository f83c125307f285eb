// Midgame search speed: the best move of the first 30 XOT openings (../shared/data) at a fixed
// depth, exact solving kept out of reach; nodes per second over all of them.
import { START_BLACK, START_WHITE, loadCore, readXot, thinkOthello } from '../host/load-core';
import { RULES } from '../host/core-interface';

const DEPTH = Number(process.argv[2] ?? 10);
const core = loadCore();
core.tableSize(20);

function play(transcript: string): { player: bigint; opponent: bigint } {
  let player = START_BLACK;
  let opponent = START_WHITE;
  for (let i = 0; i < transcript.length; i += 2) {
    const square = (Number(transcript[i + 1]) - 1) * 8 + 'abcdefgh'.indexOf(transcript[i]!);
    const flipped = core.flips(RULES.OTHELLO, player, opponent, square);
    [player, opponent] = [opponent & ~flipped, player | flipped | (1n << BigInt(square))];
  }
  return { player, opponent };
}

const openings = readXot().slice(0, 30);
let nodes = 0;
let seconds = 0;
for (const opening of openings) {
  const { player, opponent } = play(opening);
  core.limits(0n, 0);
  const started = performance.now();
  thinkOthello(core, player, opponent, DEPTH, 0);
  seconds += (performance.now() - started) / 1000;
  nodes += Number(core.searchedNodes());
}
console.log(`midgame: depth ${DEPTH} on ${openings.length} XOT openings, ${process.version}: ${nodes} nodes in ${seconds.toFixed(2)} s, ${(nodes / seconds / 1e6).toFixed(2)} M nodes/s, ${(seconds / openings.length * 1000).toFixed(0)} ms a position`);
