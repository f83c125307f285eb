// The human-like levels (bestMove's `style`), measured (figures in docs/benchmarks.md):
//   - what people do: in --wthor WTHOR games, how often a move lets the opponent take a corner it
//     could not take before, against how often a legal move drawn at random would;
//   - each style's loss: --games games of the style against itself from the start (book on, the
//     seed the game's number), every move measured by `analyze` at --deep (exact near the end):
//     the discs it loses against the deep search's best, summed for each player over a game;
//   - each style against the next stronger one: --match games, colours alternating.
//
//   tsx bench/human-levels.ts [--losses 30,20,12,8] [--level 8] [--deep 10] [--games 20] [--match 100] [--wthor 2000]
//
// (--games 0, --match 0 or --wthor 0 leaves that part out, so that parts can run side by side.)
import { readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { Reversi, init } from '../src/node.ts';

const { values: args } = parseArgs({
  options: {
    losses: { type: 'string', default: '30,20,12,8' },
    level: { type: 'string', default: '8' },
    deep: { type: 'string', default: '10' },
    games: { type: 'string', default: '20' },
    match: { type: 'string', default: '100' },
    wthor: { type: 'string', default: '2000' },
  },
});
const losses = args.losses.split(',').map(Number);
const [level, deep, games, match, wthor] = [args.level, args.deep, args.games, args.match, args.wthor].map(Number) as [number, number, number, number, number];
await init();

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

// What people do: WTHOR's players against a random legal move.
if (wthor > 0) {
  const lines = gunzipSync(readFileSync(new URL('../../../../shared/data/wthor-games.tsv.gz', import.meta.url))).toString('utf8').split('\n');
  const transcripts = lines.filter((line) => line && !line.startsWith('#')).map((line) => line.split('\t')[3]!);
  let moves = 0;
  let gifts = 0;
  let randomGifts = 0;
  const step = Math.max(1, Math.floor(transcripts.length / wthor));
  for (let i = 0; i < transcripts.length && i / step < wthor; i += step) {
    const game = new Reversi();
    for (const square of transcripts[i]!.match(/../g)!) {
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

/** A game of two styles (null: the plain search) from the start; each mover's loss by the deep search when `measure`. */
function play(black: number | null, white: number | null, seed: number, measure: boolean) {
  const game = new Reversi();
  const lost = { black: 0, white: 0 };
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
    if (measure) {
      const scored = game.analyze({ level: deep, book: false }).moves;
      lost[mover] += scored[0]!.score - scored.find((move) => move.move === choice.move)!.score;
    }
    game.move(choice.move);
  }
  const { black: b, white: w } = game.score({ emptiesToWinner: true });
  return { margin: b - w, lost, cpu };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const stderr = (values: number[]) => Math.sqrt(values.reduce((sum, v) => sum + (v - mean(values)) ** 2, 0) / (values.length - 1) / values.length);

if (games > 0) console.log(`styles at level ${level}, losses measured by analyze at level ${deep}, ${games} games each against itself`);
for (const loss of games > 0 ? losses : []) {
  const perGame: number[] = [];
  const cpuPerMove: number[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const { lost, cpu } = play(loss, loss, seed, true);
    perGame.push(lost.black, lost.white);
    cpuPerMove.push((cpu.black + cpu.white) / 60);
  }
  console.log(`  loss ${loss}: ${mean(perGame).toFixed(1)} ± ${stderr(perGame).toFixed(1)} discs lost a game by each player (${perGame.length} player-games), ${mean(cpuPerMove).toFixed(0)} ms of CPU a move`);
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
