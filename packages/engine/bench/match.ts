// A match between this build and another, as issue 16 measures progress: both colours from the
// first XOT openings, each side at its level (depth n, exact from the level's empties, as the
// wrapper's LEVELS), CPU time per move. The other build may be one of today's interface, one
// before issue 55's records (both through anyBuild), or b272916's (the baseline: `think(player,
// opponent, depth, endgame)` and an othello-only `solve`), which it tells apart by its exports.
//
//   tsx bench/match.ts --against OTHER.wasm [--level 8] [--against-level 8] [--games 200]
//                      [--weights FILE] [--against-weights FILE] [--probcut T10] [--first N]
//                      [--ms MS]
//
// --ms: equal wall time a move instead of equal depth (issue 36: an evaluation that costs more a
// node must win at the same time): each side deepens until MS milliseconds have passed, exact
// from its level's empties, one thread each, taking turns in this process (a quiet machine, or
// at least one that is as busy for both). Builds of today's interface only.
//
// --first: start from the XOT opening of that index (0: the first), so that two processes can
// share a match (--games 300 --first 0, and --games 300 --first 150, make the 600 games of 1-300).
//
// Each build plays with the shipped network, or with the linear weights if it cannot read it
// (builds before it), unless given a weights file.
//
// Build the baseline once: `git worktree add /tmp/base b272916`, then in its packages/engine
// `asc assembly/index.ts --target release -o /tmp/b272916.wasm` (with this repository's asc).
import { readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { anyBuild } from '../host/any-build';
import { type CoreExports, PASS, START } from '../host/core-interface';
import { loadWeightsInto } from '../host/eval-weights';
import { loadCore, loadOtherBuild, othelloPosition, readXot } from '../host/load-core';
import { MatchScore } from '../host/match-score';
import { playFromOpening } from '../host/play-from-opening';

const { values: args } = parseArgs({
  options: {
    against: { type: 'string' },
    level: { type: 'string', default: '8' },
    'against-level': { type: 'string' },
    games: { type: 'string', default: '200' },
    weights: { type: 'string' },
    'against-weights': { type: 'string' },
    probcut: { type: 'string' },
    first: { type: 'string', default: '0' },
    ms: { type: 'string' },
  },
});
const ms = args.ms === undefined ? 0 : Number(args.ms);
if (!(ms >= 0 && ms <= 60_000)) throw new Error(`--ms ${args.ms}: milliseconds a move, up to 60000, please`);
if (args.against === undefined) throw new Error('--against OTHER.wasm: the build to play against, please');
const level = Number(args.level);
const otherLevel = Number(args['against-level'] ?? args.level);
const games = Number(args.games);
if (!Number.isInteger(games) || games < 2 || games % 2 !== 0) throw new Error(`--games ${args.games}: an even number, please`);
const first = Number(args.first);
if (!Number.isInteger(first) || first < 0) throw new Error(`--first ${args.first}: an opening's index, 0 or more, please`);

/** The discs of a bitboard. */
const popcount64 = (board: bigint) => board.toString(2).replaceAll('0', '').length;

/** The exact horizon of a level, as packages/reversi/src/search/levels.ts has it. */
const exactEmpties = (n: number) => (n <= 10 ? 2 * n : 10 + n);

/** A player: the best move of a position whose side to move has a legal move. */
type Player = (player: bigint, opponent: bigint) => number;

function playerOf(core: CoreExports, n: number): Player {
  // b272916's core exported solveRules and took think(player, opponent, depth, endgame).
  const baseline = (core as unknown as Record<string, unknown>).solveRules !== undefined;
  const old = core as unknown as {
    limits(maxNodes: bigint, deadlineMs: number): void;
    think(p: bigint, o: bigint, d: number, e: number): number;
    solve(p: bigint, o: bigint, a: number, b: number): number;
    resultMove(): number;
  };
  if (baseline && ms > 0) throw new Error('--ms: the baseline build takes no deadline');
  const build = anyBuild(core);
  return (player, opponent) => {
    let move: number;
    if (!baseline) {
      const answer = build.think({ ...othelloPosition(player, opponent), maxDepth: ms > 0 ? 60 : n, exactEmpties: exactEmpties(n), deadline: ms > 0 ? performance.now() + ms : 0, start: START.FRESH });
      move = answer.move;
      depths.set(core, (depths.get(core) ?? 0) + answer.depth);
    } else {
      old.limits(0n, 0);
      if (64 - popcount64(player | opponent) <= exactEmpties(n)) old.solve(player, opponent, -64, 64);
      else old.think(player, opponent, n, exactEmpties(n));
      move = old.resultMove();
    }
    if (move === PASS) throw new Error('the engine passed in a position with a legal move');
    return move;
  };
}
/** Each core's depths (or empties solved) summed over its moves. */
const depths = new Map<CoreExports, number>();

const mine = loadCore();
const theirs = loadOtherBuild(args.against, args['against-weights']);
for (const core of [mine, theirs]) anyBuild(core).setTableSize(18);
// This build's Multi-ProbCut margin in tenths of a standard deviation (the core's default: 15).
if (args.probcut !== undefined) mine.setProbcutMargin(Number(args.probcut));
if (args.weights !== undefined && loadWeightsInto(mine, new Uint8Array(readFileSync(args.weights))) !== 0) throw new Error(`${args.weights}: the weights did not load`);
const sides = [
  { name: `this build, level ${level}${args.weights ? `, ${args.weights}` : ''}`, core: mine, play: playerOf(mine, level), ms: 0, moves: 0 },
  { name: `${args.against}, level ${otherLevel}${args['against-weights'] ? `, ${args['against-weights']}` : ''}`, core: theirs, play: playerOf(theirs, otherLevel), ms: 0, moves: 0 },
];

const score = new MatchScore();
for (const opening of readXot().slice(first, first + games / 2)) {
  for (const mineIsBlack of [true, false]) {
    const final = playFromOpening(mine, opening, (player, opponent, blackToMove) => {
      const side = sides[blackToMove === mineIsBlack ? 0 : 1]!;
      const before = cpuUsage();
      const square = side.play(player, opponent);
      const used = cpuUsage(before);
      side.ms += (used.user + used.system) / 1000;
      side.moves++;
      return square;
    });
    score.add((popcount64(final.black) - popcount64(final.white)) * (mineIsBlack ? 1 : -1));
  }
}
console.log(`match from XOT openings ${first + 1}-${first + games / 2}, both colours, ${ms > 0 ? `${ms} ms a move, ` : ''}${process.version}`);
console.log(`${sides[0]!.name} against ${sides[1]!.name}: ${score.summary()}`);
for (const side of sides) {
  console.log(`  ${side.name}: ${(side.ms / side.moves).toFixed(2)} ms of CPU a move, depth ${((depths.get(side.core) ?? 0) / side.moves).toFixed(2)} a move on average`);
}
