// The opening book, measured (issue 17; figures in docs/benchmarks.md):
//   - its size: positions, plies, bytes raw and gzipped;
//   - its quality: for --positions book positions (every Nth of the file), whether the book's move
//     is the move of a deeper search (--depth plies, without the book) than the one that scored
//     its leaves, and how far apart their scores are;
//   - what it gives in play: --games games at --level from the standard start, Flank with the book
//     (--variety 2, seed = the game's number) against Flank without, colours alternating; points,
//     disc margin, and the CPU time each side spends a game.
//
//   tsx bench/book.ts [--book FILE] [--positions 200] [--depth 20] [--games 200] [--level 8] [--variety 2]
import { readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { Reversi, init } from '../src/node.ts';
import { decodeBook } from '../src/core/book-file.ts';
import { formatBoardString } from '../src/notation/board-string.ts';

const { values: args } = parseArgs({
  options: {
    book: { type: 'string', default: new URL('../book/flank-book.bin', import.meta.url).pathname },
    positions: { type: 'string', default: '200' },
    depth: { type: 'string', default: '20' },
    games: { type: 'string', default: '200' },
    level: { type: 'string', default: '8' },
    variety: { type: 'string', default: '2' },
  },
});
const [positions, depth, games, level, variety] = [args.positions, args.depth, args.games, args.level, args.variety].map(Number) as [number, number, number, number, number];

const bytes = readFileSync(args.book);
await init({ book: bytes });
const book = decodeBook(bytes);
const count = book.players.length;
const discs = (i: number) => (book.players[i]! | book.opponents[i]!).toString(2).replaceAll('0', '').length;
const plies = Array.from({ length: count }, (_, i) => discs(i) - 4);
console.log(`opening book ${args.book}, v${process.versions.node}`);
console.log(`  ${count} positions, ${Math.min(...plies)}-${Math.max(...plies)} plies from the start (leaves searched ${book.depth} plies deep; ${book.minGames} expert games or more each)`);
console.log(`  ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`);

/** A book position as a game: the side to move is black (the book is relative to it). */
const gameAt = (i: number) => new Reversi(formatBoardString({ black: book.players[i]!, white: book.opponents[i]! }, 'black'));

if (positions > 0) {
  const step = Math.max(1, Math.floor(count / positions));
  let agree = 0;
  let gap = 0;
  let checked = 0;
  const started = cpuUsage();
  for (let i = 0; i < count && checked < positions; i += step, checked++) {
    const booked = gameAt(i).bestMove();
    const deep = gameAt(i).bestMove({ depth, level: 20, book: false });
    if (booked.move === deep.move) agree++;
    gap += Math.abs(booked.score - deep.score);
  }
  const used = cpuUsage(started);
  const seconds = (used.user + used.system) / 1e6;
  console.log(`quality: ${checked} book positions against a depth-${depth} search (${seconds.toFixed(0)} s of CPU)`);
  console.log(`  the same move in ${agree} (${((100 * agree) / checked).toFixed(1)}%); book score and the search's ${(gap / checked).toFixed(2)} discs apart on average`);
}

if (games > 0) {
  let points = 0;
  let margin = 0;
  let bookMoves = 0;
  const cpu = { book: 0, search: 0 };
  const openings = new Set<string>();
  for (let g = 0; g < games; g++) {
    const game = new Reversi();
    const bookColor = g % 2 === 0 ? 'black' : 'white';
    while (!game.isGameOver()) {
      if (game.moves().length === 0) {
        game.pass();
        continue;
      }
      const side = game.turn() === bookColor ? 'book' : 'search';
      const started = cpuUsage();
      const best = game.bestMove(side === 'book' ? { level, book: { variety, seed: g } } : { level, book: false });
      const used = cpuUsage(started);
      cpu[side] += (used.user + used.system) / 1000;
      if (best.source === 'book') bookMoves++;
      game.move(best.move);
    }
    openings.add(game.history().slice(0, 12).join(''));
    const { black, white } = game.score({ emptiesToWinner: true });
    const diff = bookColor === 'black' ? black - white : white - black;
    points += diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
    margin += diff;
  }
  console.log(`play: level ${level}, ${games} games from the start, with the book (variety ${variety}) against without`);
  console.log(`  with the book: ${((100 * points) / games).toFixed(1)}% of the points, ${(margin / games).toFixed(1)} discs a game, ${(bookMoves / games).toFixed(1)} book moves a game`);
  console.log(`  ${openings.size} different games in their first 12 moves`);
  console.log(`  CPU a game: ${(cpu.book / games).toFixed(0)} ms with the book, ${(cpu.search / games).toFixed(0)} ms without`);
}
