import { engine, now } from '../core/engine.ts';
import { ReversiError } from '../errors.ts';
import { formatSquare, parseSquare } from '../notation/square.ts';
import { DEFAULT_LEVEL, type Level, levelOf } from './levels.ts';
import {
  type CorePosition,
  OTHELLO,
  afterMove,
  afterPass,
  canMove,
  canPass,
  emptiesOf,
  finalScore,
  isOver,
  placements,
} from './position.ts';

/** How long and how deep a search may go. */
export interface SearchOptions {
  /** 1 (weakest) to 20 (strongest), default 8: the midgame depth and where exact solving starts (see levels.ts). */
  level?: number;
  /** Midgame depth in plies, instead of the level's. */
  depth?: number;
  /** At most this many nodes (positions searched): the budget that works in every runtime, Workers included. */
  nodes?: number;
  /** At most this many milliseconds (not in a Worker, whose clock stands still while code runs). */
  timeMs?: number;
}

/** The best move found by a search. */
export interface BestMove {
  /** A square like `'d3'`, or `'pa'` when the side to move must pass. */
  move: string;
  /**
   * The disc difference at the end of the game for the side to move: exact when `exact`, else the
   * evaluation's prediction. Empty squares count for the winner.
   */
  score: number;
  /** Whether `score` is the exact result of perfect play. */
  exact: boolean;
  /** Plies of midgame search completed, or the empties solved when exact (0 when not even one ply finished). */
  depth: number;
  /** The expected continuation, `move` first. */
  pv: string[];
  nodes: number;
  ms: number;
}

/** One legal move with its score, as `analyze` reports it. */
export interface MoveScore {
  move: string;
  score: number;
  exact: boolean;
  depth: number;
}

/** Every legal move with its score, best first. */
export interface Analysis {
  moves: MoveScore[];
  nodes: number;
  ms: number;
}

/** The exact solution of a position, or the news that its budget was not enough. */
export type Solution =
  | { solved: true; score: number; bestMoves: string[]; pv: string[]; nodes: number; ms: number }
  | { solved: false; nodes: number; ms: number };

interface Plan {
  level: Level;
  depth: number;
  maxNodes: bigint;
  deadline: number;
}

function planOf(options: SearchOptions): Plan {
  if (typeof options !== 'object' || options === null) {
    throw new ReversiError('INVALID_ARGUMENT', 'Search options must be an object like { level: 8 }');
  }
  const level = levelOf(options.level ?? DEFAULT_LEVEL);
  const whole = (name: string, value: unknown, max: number) => {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
      throw new ReversiError('INVALID_ARGUMENT', `${name} must be a whole number from 1 to ${max}, got ${JSON.stringify(value)}`);
    }
    return value;
  };
  const depth = whole('depth', options.depth, 60) ?? level.depth;
  const nodes = whole('nodes', options.nodes, Number.MAX_SAFE_INTEGER);
  const timeMs = whole('timeMs', options.timeMs, 86_400_000);
  return {
    level,
    depth,
    maxNodes: nodes === undefined ? 0n : BigInt(nodes),
    deadline: timeMs === undefined ? 0 : now() + timeMs,
  };
}

function mustNotBeOver(position: CorePosition): void {
  if (isOver(position)) throw new ReversiError('GAME_OVER', 'The game is over: there is no move to search');
}

/** The core's answer for the side to move, which must have a legal placement. */
function searchPlacements(position: CorePosition, plan: Plan): { move: number; score: number; exact: boolean; depth: number } {
  const core = engine();
  const { rules, player, opponent, playerStock, opponentStock, passes } = position;
  const empties = emptiesOf(position);
  let score: number;
  if (empties <= plan.level.exactEmpties) {
    score = solveExact(position, -64, 64);
    // A solve cut short by the budget has no root move to stand by (the core reports none, or one
    // half searched): answer as a midgame search stopped inside its first ply does.
    if (core.budgetSpent()) return { move: placements(position)[0]!, score: 0, exact: false, depth: 0 };
  } else if (rules === OTHELLO) {
    score = core.think(player, opponent, plan.depth, plan.level.exactEmpties);
  } else {
    score = core.thinkRules(rules, player, opponent, playerStock, opponentStock, passes, plan.depth);
  }
  return { move: core.resultMove(), score, exact: core.resultExact() === 1, depth: core.resultDepth() };
}

/** The exact score of a position for its side to move (within the window), under its rule set. */
function solveExact(position: CorePosition, alpha: number, beta: number): number {
  const { rules, player, opponent, playerStock, opponentStock, passes } = position;
  return rules === OTHELLO
    ? engine().solve(player, opponent, alpha, beta)
    : engine().solveRules(rules, player, opponent, playerStock, opponentStock, passes, alpha, beta);
}

/**
 * The line of perfect play from a position to the end of the game, solved move by move (the
 * table makes each step cheap). Stops early if the budget runs out.
 */
function perfectLine(position: CorePosition): string[] {
  const line: string[] = [];
  let next = position;
  while (!isOver(next) && line.length < 120) {
    solveExact(next, -64, 64);
    if (engine().budgetSpent()) break;
    const move = engine().resultMove();
    line.push(move === 64 ? 'pa' : formatSquare(move));
    next = move === 64 ? afterPass(next) : afterMove(next, move);
  }
  return line;
}

/**
 * The expected continuation after `first`: the line of perfect play when the score is exact, else
 * the moves the table remembers (othello; the other rule sets keep no table).
 */
function principalVariation(position: CorePosition, first: string, exact: boolean): string[] {
  const next = first === 'pa' ? afterPass(position) : afterMove(position, parseSquare(first));
  if (exact) return [first, ...perfectLine(next)];
  const pv = [first];
  if (position.rules !== OTHELLO) return pv;
  let line = next;
  while (pv.length < 60 && !isOver(line)) {
    if (!canMove(line)) {
      pv.push('pa');
      line = afterPass(line);
      continue;
    }
    const square = engine().tableMove(line.player, line.opponent);
    if (square === 64 || !placements(line).includes(square)) break;
    pv.push(formatSquare(square));
    line = afterMove(line, square);
  }
  return pv;
}

/** The best move of a position whose game is not over. */
export function bestMove(position: CorePosition, options: SearchOptions = {}): BestMove {
  const plan = planOf(options);
  mustNotBeOver(position);
  const core = engine();
  const started = now();
  core.limits(plan.maxNodes, plan.deadline);
  let move: string;
  let found: { score: number; exact: boolean; depth: number };
  if (canMove(position)) {
    const result = searchPlacements(position, plan);
    // Under voluntaryPass the best move may be a pass (64) though a disc could be placed.
    move = result.move === 64 ? 'pa' : formatSquare(result.move);
    found = result;
  } else {
    // A forced pass: the value is the opponent's, negated.
    const result = searchPlacements(afterPass(position), plan);
    move = 'pa';
    found = { ...result, score: 0 - result.score };
  }
  return {
    move,
    score: found.score,
    exact: found.exact,
    depth: found.depth,
    pv: principalVariation(position, move, found.exact),
    nodes: Number(core.searchedNodes()),
    ms: now() - started,
  };
}

/** The value of a position for its side to move, as deep as the plan allows. */
function valueOf(position: CorePosition, plan: Plan, depth: number): { score: number; exact: boolean; depth: number } {
  if (isOver(position)) return { score: finalScore(position), exact: true, depth: 0 };
  if (!canMove(position)) {
    const value = valueOf(afterPass(position), plan, depth);
    return { ...value, score: 0 - value.score };
  }
  return searchPlacements(position, { ...plan, depth });
}

/**
 * Every legal move with its score, best first: each move's position is searched a ply shallower
 * than `bestMove` would search the root, with one budget for all. Deepening goes move by move,
 * iteration by iteration, so that a spent budget leaves every move with its last finished score.
 */
export function analyze(position: CorePosition, options: SearchOptions = {}): Analysis {
  const plan = planOf(options);
  mustNotBeOver(position);
  const core = engine();
  const started = now();
  core.limits(plan.maxNodes, plan.deadline);
  const children: { move: string; position: CorePosition }[] = placements(position).map((square) => ({
    move: formatSquare(square),
    position: afterMove(position, square),
  }));
  if (canPass(position)) children.push({ move: 'pa', position: afterPass(position) });
  const scores = new Map<string, MoveScore>();
  const deepest = Math.max(1, plan.depth - 1);
  for (let depth = 1; depth <= deepest; depth++) {
    const iteration = new Map<string, MoveScore>();
    for (const child of children) {
      const known = scores.get(child.move);
      if (known?.exact) {
        iteration.set(child.move, known);
        continue;
      }
      const value = valueOf(child.position, plan, depth);
      if (core.budgetSpent()) break;
      iteration.set(child.move, { move: child.move, score: 0 - value.score, exact: value.exact, depth: value.exact ? value.depth : depth + 1 });
    }
    for (const [move, score] of iteration) scores.set(move, score);
    if (core.budgetSpent() || [...scores.values()].every((score) => score.exact)) break;
  }
  const moves = [...scores.values()].sort((a, b) => b.score - a.score || (a.move < b.move ? -1 : 1));
  return { moves, nodes: Number(core.searchedNodes()), ms: now() - started };
}

/**
 * The exact score of a position and every move that reaches it, or `solved: false` when the
 * budget (`nodes`, `timeMs`) ran out first. Never a guess.
 */
export function solve(position: CorePosition, options: Pick<SearchOptions, 'nodes' | 'timeMs'> = {}): Solution {
  const plan = planOf(options);
  mustNotBeOver(position);
  const core = engine();
  const started = now();
  core.limits(plan.maxNodes, plan.deadline);
  const spent = (): Solution => ({ solved: false, nodes: Number(core.searchedNodes()), ms: now() - started });
  const score = solveExact(position, -64, 64);
  if (core.budgetSpent()) return spent();
  const first = core.resultMove() === 64 ? 'pa' : formatSquare(core.resultMove());
  // Every other move reaches the score when its position is worth at most -score to the opponent.
  const bestMoves = [first];
  const others = placements(position)
    .map((square) => ({ move: formatSquare(square), next: afterMove(position, square) }))
    .concat(canPass(position) && canMove(position) ? [{ move: 'pa', next: afterPass(position) }] : []);
  for (const { move, next } of others) {
    if (move === first) continue;
    const value = isOver(next) ? finalScore(next) : solveExact(next, -score, -score + 1);
    if (core.budgetSpent()) return spent();
    if (-value >= score) bestMoves.push(move);
  }
  bestMoves.sort();
  const pv = principalVariation(position, first, true);
  return { solved: true, score, bestMoves, pv, nodes: Number(core.searchedNodes()), ms: now() - started };
}
