import { describe, expect, it } from 'vitest';
import { type CoreExports, type CoreLine, type CorePosition, PASS, RULES, START, STATUS, search, statusOf } from '../host/core-interface';
import { loadCore, othelloPosition, playedFromStart, readFfo, readXot, relativeBoard, squareName } from '../host/load-core';

// A think of several lines (ranked-moves.ts, proved-lines.ts): its lines' scores are the scores
// their moves have when searched alone, each proved line is legal and runs to its depth (or to
// the end of the game) under every rule set, and an exact think's lines are the moves' exact scores.

const core = loadCore();
core.setTableSize(18);

/** The position after a move (a square or PASS), as the core plays it (assembly/position.ts). */
function after(core: CoreExports, at: CorePosition, move: number): CorePosition {
  if (move === PASS) return { ...at, player: at.opponent, opponent: at.player, playerStock: at.opponentStock, opponentStock: at.playerStock, passes: at.passes + 1 };
  const flipped = core.flips(at.rules, at.player, at.opponent, move);
  return { ...at, player: at.opponent & ~flipped, opponent: at.player | flipped | (1n << BigInt(move)), playerStock: at.opponentStock, opponentStock: at.playerStock - 1, passes: 0 };
}

/** How many of a line's moves are legal where they are played, and whether they end the game. */
function playOut(core: CoreExports, root: CorePosition, line: CoreLine): { legal: number; over: boolean } {
  let at = root;
  let legal = 0;
  for (const move of line.moves) {
    const status = statusOf(core, at);
    if ((status & STATUS.GAME_OVER) !== 0) break;
    const ok = move === PASS ? (status & STATUS.CAN_PASS) !== 0 : ((core.moves(at.rules, at.player, at.opponent, at.playerStock) >> BigInt(move)) & 1n) === 1n;
    if (!ok) break;
    legal++;
    at = after(core, at, move);
  }
  return { legal, over: (statusOf(core, at) & STATUS.GAME_OVER) !== 0 };
}

const proved = (lines: CoreLine[], count: number) => lines.filter((line) => !line.atMost).slice(0, count);
const openings = readXot().slice(0, 8);

describe('the scores of several lines', () => {
  it.each([3, 4, 5])('at full width and depth %i, each of the best 3 is its move searched alone a ply shallower', (depth) => {
    core.setProbcutMargin(0);
    try {
      for (const opening of openings) {
        const root = othelloPosition(playedFromStart(core, opening).player, playedFromStart(core, opening).opponent);
        const answer = search(core, 'think', { ...root, maxDepth: depth, lines: 3, start: START.FRESH });
        const lines = proved(answer.lines, 3);
        expect(lines).toHaveLength(3);
        for (const line of lines) {
          const child = after(core, root, line.moves[0]!);
          const alone = search(core, 'think', { ...child, maxDepth: depth - 1, lines: 1, start: START.FRESH });
          expect({ opening, move: squareName(line.moves[0]!), score: line.score }).toEqual({ opening, move: squareName(line.moves[0]!), score: 0 - alone.score });
        }
        // Every other move is proved no better than the third.
        for (const line of answer.lines.filter((l) => l.atMost)) expect(line.score).toBeLessThanOrEqual(lines[2]!.score);
        expect(answer.lines[0]!.score).toBe(answer.score);
      }
    } finally {
      core.setProbcutMargin(15);
    }
  });

  it('with one line, the best move and score of the search of all moves', () => {
    for (const opening of openings) {
      const { player, opponent } = playedFromStart(core, opening);
      const one = search(core, 'think', { ...othelloPosition(player, opponent), maxDepth: 6, lines: 1, start: START.FRESH });
      const all = search(core, 'think', { ...othelloPosition(player, opponent), maxDepth: 6, lines: 64, start: START.FRESH });
      expect(all.lines[0]!.score).toBe(one.score);
      expect(all.lines.find((line) => line.moves[0] === one.move)!.score).toBe(one.score);
    }
  });
});

describe('the lines of several lines', () => {
  const FREE = RULES.FREE_PLACEMENT;
  it.each([
    ['othello, Multi-ProbCut', RULES.OTHELLO, 15, 8],
    ['othello, full width', RULES.OTHELLO, 0, 8],
    ['reversi', RULES.REVERSI, 15, 5],
    ['free-placement', FREE, 15, 3],
    ['free-placement must-capture voluntary-pass', FREE | RULES.MUST_CAPTURE | RULES.VOLUNTARY_PASS, 15, 5],
  ] as const)('under %s, legal and as long as their depth, or to the end of the game', (_name, rules, t10, depth) => {
    core.setProbcutMargin(t10);
    try {
      for (const opening of openings) {
        const { player, opponent } = playedFromStart(core, opening);
        const root: CorePosition = { rules, player, opponent, playerStock: 26, opponentStock: 26, passes: 0 };
        const answer = search(core, 'think', { ...root, maxDepth: depth, lines: 3, start: START.FRESH });
        for (const line of proved(answer.lines, 3)) {
          const { legal, over } = playOut(core, root, line);
          expect(legal).toBe(line.moves.length);
          if (!over) expect(line.moves.length, `${opening}: ${line.moves.map(squareName).join(' ')}`).toBe(depth);
          expect(line.depth).toBe(depth);
        }
      }
    } finally {
      core.setProbcutMargin(15);
    }
  });

  it('deep, with Multi-ProbCut: every line as long as its depth, where the lines kept outnumber the table of lines', () => {
    // Past depth 15 the ordering searches keep lines by the thousand; with one entry a slot, the
    // third line of this position (the page's e2e game) stopped after two moves at depths 16-19.
    const { player, opponent } = playedFromStart(core, 'd3c3b3d2d1b2');
    const root = othelloPosition(player, opponent);
    for (const depth of [16, 17, 18, 19]) {
      const answer = search(core, 'think', { ...root, maxDepth: depth, exactEmpties: 32, lines: 3, start: START.FRESH });
      for (const line of proved(answer.lines, 3)) {
        expect(playOut(core, root, line).legal).toBe(depth);
        expect(line.moves, `depth ${depth}: ${line.moves.map(squareName).join(' ')}`).toHaveLength(depth);
      }
    }
  });

  it('a line of one move: a root move that ends the game', () => {
    // Black's last move fills the board.
    const board = 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO-';
    const { player, opponent } = relativeBoard(board, 'X');
    const answer = search(core, 'think', { ...othelloPosition(player, opponent), maxDepth: 4, lines: 3, start: START.FRESH });
    expect(answer.lines).toHaveLength(1);
    expect(answer.lines[0]).toMatchObject({ moves: [63], exact: true });
  });
});

describe('exact lines', () => {
  // Positions of up to 18 empties with their moves' exact scores (data/ffo.tsv).
  const small = readFfo().filter((p) => p.empties <= 18).slice(0, 4);
  it.each(small.map((p) => [p.id, p] as const))('FFO #%i: each of the best 3 lines is its move\'s exact score, and every other move at most the third', (_id, p) => {
    const { player, opponent } = relativeBoard(p.board, p.side);
    const answer = search(core, 'think', { ...othelloPosition(player, opponent), maxDepth: 60, exactEmpties: 64, lines: 3, start: START.FRESH });
    expect(answer).toMatchObject({ exact: true, score: p.score, spent: false });
    const lines = proved(answer.lines, 3);
    const best = [...p.moveScores.values()].sort((a, b) => b - a).slice(0, 3);
    expect(lines.map((line) => line.score)).toEqual(best);
    for (const line of lines) {
      expect(line).toMatchObject({ exact: true, depth: p.empties });
      expect(p.moveScores.get(squareName(line.moves[0]!))).toBe(line.score);
    }
    for (const line of answer.lines.filter((l) => l.atMost)) expect(p.moveScores.get(squareName(line.moves[0]!))).toBeLessThanOrEqual(best[2]!);
  });
});
