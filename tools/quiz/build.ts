// pnpm quizzes: builds the page's endgame quizzes, apps/web/src/quiz/endgame-quizzes.json, from the
// WTHOR games: positions of real games with 10 to 20 empty squares where one move alone keeps the
// best result, every legal move's score proved by the exact solver.
//
//   pnpm quizzes [--count 200] [--seed 1]
//
// Games are taken in a fixed pseudo-random order (--seed), each at a number of empties drawn in
// 10..20; a position is kept when its side to move has at least MIN_MOVES moves, the best move is
// the only one that reaches the best score, and the second best loses at least MIN_LOSS discs.
// The same arguments write the same file.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Reversi, init } from '@flank/reversi';
import { readDataText } from '@flank/engine/host/data-files';
import { seeded } from '@flank/engine/host/seeded-random';

const OUT = fileURLToPath(new URL('../../apps/web/src/quiz/endgame-quizzes.json', import.meta.url));
/** A quiz offers a choice: at least this many legal moves. */
const MIN_MOVES = 4;
/** The second best move loses at least this many discs: the answer is worth finding. */
const MIN_LOSS = 2;
/** Exact from 20 empties: every move of a position with at most 21 is solved. */
const EXACT_LEVEL = 10;

const { values: args } = parseArgs({ options: { count: { type: 'string', default: '200' }, seed: { type: 'string', default: '1' } } });
const count = Number(args.count);
const random = seeded(Number(args.seed));
await init();

const games = readDataText('wthor-games.tsv.gz')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [year, , , moves] = line.split('\t');
    return { year: Number(year), moves: moves! };
  });

/** One quiz: the position, where it comes from, and every legal move's exact score for the side to move, best first. */
interface Quiz {
  id: string;
  position: string;
  year: number;
  /** The number of moves played before it in its game. */
  ply: number;
  moves: { move: string; score: number }[];
}

const quizzes: Quiz[] = [];
const started = performance.now();
let tried = 0;
while (quizzes.length < count) {
  const index = Math.floor(random() * games.length);
  const { year, moves } = games[index]!;
  const empties = 10 + Math.floor(random() * 11);
  const game = new Reversi();
  for (const square of moves.match(/../g)!) {
    const { black, white } = game.score();
    if (64 - black - white === empties) break;
    if (game.moves().length === 0) game.pass();
    game.move(square);
  }
  const { black, white } = game.score();
  if (64 - black - white !== empties || game.isGameOver() || game.moves().length < MIN_MOVES) continue;
  tried++;
  const scored = game.analyze({ level: EXACT_LEVEL, book: false }).moves;
  if (!scored.every((move) => move.exact)) throw new Error(`an inexact score at ${empties} empties`);
  if (scored[0]!.score - scored[1]!.score < MIN_LOSS) continue;
  const id = `${index}-${game.history().length}`;
  if (quizzes.some((quiz) => quiz.id === id)) continue;
  quizzes.push({ id, position: game.toString(), year, ply: game.history().length, moves: scored.map(({ move, score }) => ({ move, score })) });
  if (quizzes.length % 20 === 0) console.log(`${quizzes.length} quizzes of ${tried} positions tried, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
// Fewest empties first: the quizzes grow harder as the player goes on.
quizzes.sort((a, b) => a.position.split('-').length - b.position.split('-').length || (a.id < b.id ? -1 : 1));
writeFileSync(OUT, `${JSON.stringify(quizzes)}\n`);
console.log(`wrote ${OUT}: ${quizzes.length} quizzes (${tried} positions tried) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
