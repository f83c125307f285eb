// The page's *Analyse* with 3 lines, as this build does it against a build before issue 55, one
// thread, both in one run, interleaved position by position, CPU time beside wall time:
//   tsx bench/analysis.ts --old /tmp/old/flank.wasm [--positions 20] [--depths 16,20]
// This build: one think of 3 lines, deepening on one table to the depth. The earlier build, as
// its page did: a step every two levels from 4 (ANALYSIS_LEVELS, then two more a step), each on an
// emptied table: the batch search of every move's position a ply shallower (queue, thinkQueued),
// then the position after each of the best 3 moves searched again for its line, a ply shallower
// still (the page capped each such search at 300 ms; here it runs whole, so that the figures do
// not depend on the machine). The time to reach a depth is the sum of its steps up to it. The
// positions: XOT openings played on by depth-4 searches of this build to 40 and to 30 empties.
// Midgame only (exactEmpties 0), Multi-ProbCut 1.5 in both, as the levels play.
import { parseArgs } from 'node:util';
import { cpuUsage } from 'node:process';
import { type CoreExports, RULES, UNLIMITED_STOCK } from '../host/core-interface';
import { afterPlacement, loadCore, loadOtherBuild, playedFromStart, readXot, thinkOthello } from '../host/load-core';
import type { Board } from '../host/load-core';

const { values: args } = parseArgs({ options: { old: { type: 'string' }, positions: { type: 'string', default: '20' }, depths: { type: 'string', default: '16,20' } } });
if (args.old === undefined) throw new Error('--old: the .wasm of a build before issue 55 (its queue and thinkQueued)');
const depths = args.depths.split(',').map(Number);
const deepest = Math.max(...depths);

const mine = loadCore();
const theirs = loadOtherBuild(args.old);
mine.setTableSize(20);
mine.setProbcutMargin(15);
/** The earlier surface's calls this bench makes. */
const old = theirs as unknown as {
  tableSize(bits: number): void;
  probcut(t10: number): void;
  limits(maxNodes: bigint, deadline: number): void;
  queue(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number): number;
  thinkQueued(maxDepth: number, exactEmpties: number): void;
  queuedDone(): number;
  queuedResult(index: number): number;
  think(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, maxDepth: number, exactEmpties: number, avoided: bigint): number;
};
if (!('thinkQueued' in theirs)) throw new Error(`${args.old} has no thinkQueued: the earlier page's analysis needs a build before issue 55`);
old.tableSize(20);
old.probcut(15);

/** An opening played on by depth-4 searches to `empties` empties (passes where forced). */
function playedTo(core: CoreExports, opening: string, empties: number): Board {
  let board = playedFromStart(core, opening);
  while (64 - popcount(board.player | board.opponent) > empties) {
    if (core.moves(RULES.OTHELLO, board.player, board.opponent, UNLIMITED_STOCK) === 0n) {
      board = { player: board.opponent, opponent: board.player };
      continue;
    }
    board = afterPlacement(core, board, thinkOthello(core, board.player, board.opponent, 4).move);
  }
  return board;
}

function popcount(bits: bigint): number {
  let n = 0;
  for (; bits !== 0n; bits &= bits - 1n) n++;
  return n;
}

/** The children of a position (its moves' positions, for the side to move there). */
function children(core: CoreExports, board: Board): Board[] {
  const out: Board[] = [];
  for (let moves = core.moves(RULES.OTHELLO, board.player, board.opponent, UNLIMITED_STOCK); moves !== 0n; moves &= moves - 1n) {
    out.push(afterPlacement(core, board, (moves & -moves).toString(2).length - 1));
  }
  return out;
}

/** CPU and wall ms of `run`. */
function timed(run: () => void): { cpu: number; wall: number } {
  const cpu = cpuUsage();
  const wall = performance.now();
  run();
  const used = cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall };
}

/** The earlier page's step at `level`: the batch of every move's position, then the best 3 again. */
function oldStep(board: Board, level: number): void {
  const kids = children(mine, board);
  old.limits(0n, 0);
  for (const kid of kids) old.queue(RULES.OTHELLO, kid.player, kid.opponent, UNLIMITED_STOCK, UNLIMITED_STOCK, 0);
  old.thinkQueued(level - 1, 0);
  const scored = kids.map((kid, i) => ({ kid, score: -old.queuedResult(i) })).sort((a, b) => b.score - a.score);
  for (const { kid } of scored.slice(0, 3)) {
    old.limits(0n, 0);
    old.think(RULES.OTHELLO, kid.player, kid.opponent, UNLIMITED_STOCK, UNLIMITED_STOCK, 0, Math.max(1, level - 2), 0, 0n);
  }
}

const sets = [40, 30].map((empties) => ({ empties, boards: readXot().slice(0, Number(args.positions)).map((opening) => playedTo(mine, opening, empties)) }));
for (const { empties, boards } of sets) {
  const totals = new Map<string, { cpu: number; wall: number }>();
  const add = (key: string, t: { cpu: number; wall: number }) => {
    const sum = totals.get(key) ?? { cpu: 0, wall: 0 };
    totals.set(key, { cpu: sum.cpu + t.cpu, wall: sum.wall + t.wall });
  };
  for (const board of boards) {
    for (const depth of depths) add(`this build, depth ${depth}`, timed(() => thinkOthello(mine, board.player, board.opponent, depth, { lines: 3 })));
    let reached = { cpu: 0, wall: 0 };
    for (let level = 4; level <= deepest; level += 2) {
      const t = timed(() => oldStep(board, level));
      reached = { cpu: reached.cpu + t.cpu, wall: reached.wall + t.wall };
      if (depths.includes(level)) add(`earlier build, depth ${level}`, reached);
    }
  }
  console.log(`${boards.length} positions at ${empties} empties, 3 lines, one thread:`);
  for (const depth of depths) {
    const now = totals.get(`this build, depth ${depth}`)!;
    const before = totals.get(`earlier build, depth ${depth}`)!;
    console.log(
      `  depth ${depth}: this build ${(now.cpu / 1000).toFixed(1)} s CPU (${(now.wall / 1000).toFixed(1)} s wall), earlier ${(before.cpu / 1000).toFixed(1)} s CPU (${(before.wall / 1000).toFixed(1)} s wall): ${(now.cpu / before.cpu).toFixed(2)}x CPU, ${(now.wall / before.wall).toFixed(2)}x wall`,
    );
  }
}
