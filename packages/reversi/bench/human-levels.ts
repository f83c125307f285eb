// The human-like levels (bestMove's `style`), measured (figures in docs/benchmarks.md):
//   - what people do: in --wthor WTHOR games, how often a move lets the opponent take a corner it
//     could not take before, against how often a legal move drawn at random would;
//   - each style's loss: --games games of the style against itself from the start (book on, the
//     seed the game's number), every move measured by `analyze` at --deep (exact near the end):
//     the discs it loses against the deep search's best, summed for each player over a game;
//   - each style against the next stronger one: --match games, colours alternating;
//   - the opening: in --opening WTHOR games, at every position the book knows, how often people
//     and each style play the book's best move, leave the book, and what their book moves lose by
//     the book's scores;
//   - people's loss: in --people WTHOR games, each player's loss a game measured as the styles'
//     are (by `analyze` at --deep), in all and at the positions the book knows.
//
//   tsx bench/human-levels.ts [--losses 30,20,12,8] [--level 8] [--deep 10] [--games 20] [--match 100] [--wthor 2000] [--opening 0] [--people 0]
//
// (--games 0, --match 0, --wthor 0, --opening 0 or --people 0 leaves that part out, so that parts can run side by side.)
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { readDataText } from '@flank/engine/host/data-files';
import { Reversi, init } from '../src/node.ts';

const { values: args } = parseArgs({
  options: {
    losses: { type: 'string', default: '30,20,12,8' },
    level: { type: 'string', default: '8' },
    deep: { type: 'string', default: '10' },
    games: { type: 'string', default: '20' },
    match: { type: 'string', default: '100' },
    wthor: { type: 'string', default: '2000' },
    opening: { type: 'string', default: '0' },
    people: { type: 'string', default: '0' },
  },
});
const losses = args.losses.split(',').map(Number);
const [level, deep, games, match, wthor, opening, people] = [args.level, args.deep, args.games, args.match, args.wthor, args.opening, args.people].map(Number) as [number, number, number, number, number, number, number];
await init();

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const stderr = (values: number[]) => Math.sqrt(values.reduce((sum, v) => sum + (v - mean(values)) ** 2, 0) / (values.length - 1) / values.length);

const CORNERS = ['a1', 'h1', 'a8', 'h8'];
/** The corners the side to move's opponent could take, were it its turn. */
function opponentCorners(game: Reversi): Set<string> {
  const copy = new Reversi(game.toString());
  if (copy.isGameOver()) return new Set();
  const mover = copy.turn();
  const board = copy.toString();
  const other = new Reversi(`${board.slice(0, 65)}${mover === 'black' ? 'O' : 'X'}`);
  return new Set((other.moves() as string[]).filter((square) => CORNERS.includes(square)));
}
const givesCorner = (game: Reversi, square: string) => {
  const before = opponentCorners(game);
  const after = new Reversi(game.toString());
  after.move(square);
  return (after.moves() as string[]).some((corner) => CORNERS.includes(corner) && !before.has(corner));
};

/** `count` WTHOR transcripts, spread evenly over the file. */
function wthorTranscripts(count: number): string[] {
  const lines = readDataText('wthor-games.tsv.gz').split('\n');
  const all = lines.filter((line) => line && !line.startsWith('#')).map((line) => line.split('\t')[3]!);
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
}

// What people do: WTHOR's players against a random legal move.
if (wthor > 0) {
  const transcripts = wthorTranscripts(wthor);
  let moves = 0;
  let gifts = 0;
  let randomGifts = 0;
  for (const transcript of transcripts) {
    const game = new Reversi();
    for (const square of transcript.match(/../g)!) {
      if (game.moves().length === 0) game.pass();
      const legal = game.moves() as string[];
      if (game.history().length < 56) {
        moves++;
        if (givesCorner(game, square)) gifts++;
        randomGifts += legal.filter((move) => givesCorner(game, move)).length / legal.length;
      }
      game.move(square);
    }
  }
  console.log(`WTHOR, ${wthor} games, moves before the last 4 plies: ${moves}`);
  console.log(`  a corner handed over: people ${((100 * gifts) / moves).toFixed(2)}% of moves, a random legal move ${((100 * randomGifts) / moves).toFixed(2)}%`);
}

// The opening: people and styles where the book knows the position.
if (opening > 0) {
  const players = ['people', ...losses.map((loss) => `loss ${loss}`)];
  const tally = players.map(() => ({ moves: 0, best: 0, left: 0, lost: 0 }));
  const transcripts = wthorTranscripts(opening);
  for (const [index, transcript] of transcripts.entries()) {
    const game = new Reversi();
    for (const square of transcript.match(/../g)!) {
      if (game.moves().length === 0) game.pass();
      // The book's moves carry its scores; a depth-1 search gives the others, which are not used.
      const book = game.analyze({ depth: 1 }).moves.filter((move) => move.source === 'book');
      if (book.length === 0) break;
      const chosen = [square, ...losses.map((loss) => game.bestMove({ level, style: { loss, seed: index + 1 } }).move)];
      chosen.forEach((move, p) => {
        const entry = book.find((known) => known.move === move);
        tally[p]!.moves++;
        if (entry === undefined) tally[p]!.left++;
        else {
          tally[p]!.lost += book[0]!.score - entry.score;
          if (entry.score === book[0]!.score) tally[p]!.best++;
        }
      });
      game.move(square);
    }
  }
  console.log(`the opening, ${opening} WTHOR games: every position the book knows (its moves scored by the book), each style's move drawn at level ${level}`);
  for (const [p, { moves, best, left, lost }] of tally.entries()) {
    const inBook = moves - left;
    console.log(
      `  ${players[p]!.padEnd(8)} ${moves} moves: the book's best ${((100 * best) / moves).toFixed(1)}%, out of the book ${((100 * left) / moves).toFixed(1)}%, ${(lost / Math.max(1, inBook)).toFixed(2)} discs lost a book move, ${(lost / (2 * opening)).toFixed(1)} a player's game`,
    );
  }
}

/**
 * Adds what `move` loses to a player's tally, by `analyze` at --deep: [in all, where the book
 * knows the position].
 */
function count(tally: number[], game: Reversi, move: string): void {
  const booked = game.analyze({ depth: 1 }).moves.some((known) => known.source === 'book');
  const scored = game.analyze({ level: deep, book: false }).moves;
  const loss = scored[0]!.score - scored.find((known) => known.move === move)!.score;
  tally[0]! += loss;
  if (booked) tally[1]! += loss;
}

// People's loss a game, measured as the styles' is below.
if (people > 0) {
  const whole: number[] = [];
  const inBook: number[] = [];
  for (const transcript of wthorTranscripts(people)) {
    const game = new Reversi();
    const lost = { black: [0, 0], white: [0, 0] };
    for (const square of transcript.match(/../g)!) {
      if (game.moves().length === 0) game.pass();
      count(lost[game.turn()], game, square);
      game.move(square);
    }
    for (const [all, book] of [lost.black, lost.white]) {
      whole.push(all!);
      inBook.push(book!);
    }
  }
  console.log(`people, ${people} WTHOR games, every move measured by analyze at level ${deep}: ${mean(whole).toFixed(1)} ± ${stderr(whole).toFixed(1)} discs lost a game by each player, ${mean(inBook).toFixed(1)} ± ${stderr(inBook).toFixed(1)} of them where the book knows the position`);
}

/** A game of two styles (null: the plain search) from the start; each mover's loss (`count`) when `measure`. */
function play(black: number | null, white: number | null, seed: number, measure: boolean) {
  const game = new Reversi();
  const lost = { black: [0, 0], white: [0, 0] };
  const cpu = { black: 0, white: 0 };
  while (!game.isGameOver()) {
    if (game.moves().length === 0) {
      game.pass();
      continue;
    }
    const mover = game.turn();
    const loss = mover === 'black' ? black : white;
    const started = cpuUsage();
    const choice = game.bestMove({ level, ...(loss === null ? {} : { style: { loss, seed } }) });
    const used = cpuUsage(started);
    cpu[mover] += (used.user + used.system) / 1000;
    if (measure) count(lost[mover], game, choice.move);
    game.move(choice.move);
  }
  const { black: b, white: w } = game.score({ emptiesToWinner: true });
  return { margin: b - w, lost, cpu };
}


if (games > 0) console.log(`styles at level ${level}, losses measured by analyze at level ${deep}, ${games} games each against itself`);
for (const loss of games > 0 ? losses : []) {
  const perGame: number[] = [];
  const inBook: number[] = [];
  const cpuPerMove: number[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const { lost, cpu } = play(loss, loss, seed, true);
    perGame.push(lost.black[0]!, lost.white[0]!);
    inBook.push(lost.black[1]!, lost.white[1]!);
    cpuPerMove.push((cpu.black + cpu.white) / 60);
  }
  console.log(
    `  loss ${loss}: ${mean(perGame).toFixed(1)} ± ${stderr(perGame).toFixed(1)} discs lost a game by each player (${perGame.length} player-games), ${mean(inBook).toFixed(1)} ± ${stderr(inBook).toFixed(1)} of them where the book knows the position, ${mean(cpuPerMove).toFixed(0)} ms of CPU a move`,
  );
}

if (match > 0) console.log(`each style against the next stronger (the last against the plain search at level ${level}), ${match} games, colours alternating`);
const ladder: (number | null)[] = [...losses, null];
for (let i = 0; match > 0 && i + 1 < ladder.length; i++) {
  const [weaker, stronger] = [ladder[i]!, ladder[i + 1]!];
  let points = 0;
  for (let seed = 1; seed <= match; seed++) {
    const weakerBlack = seed % 2 === 1;
    const { margin } = play(weakerBlack ? weaker : stronger, weakerBlack ? stronger : weaker, seed, false);
    const forWeaker = weakerBlack ? margin : -margin;
    points += forWeaker > 0 ? 1 : forWeaker === 0 ? 0.5 : 0;
  }
  console.log(`  loss ${weaker} against ${stronger === null ? `the search at level ${level}` : `loss ${stronger}`}: ${((100 * points) / match).toFixed(1)}% for loss ${weaker}`);
}
