// What a board image shows, read from `toSVG`'s options and checked against the game: each bad
// option gets an error that names it, before anything is drawn.
import { described, flag, isObjectLiteral, optionsOf } from '../arguments.ts';
import type { ResolvedRules } from '../core/rules.ts';
import { ReversiError } from '../errors.ts';
import type { Color } from '../notation/board-string.ts';
import type { Move } from '../move.ts';

/** Options of `game.toSVG()`. */
export interface BoardSvgOptions {
  /** Width and height in pixels, 64 to 4096 (default 400); the image scales without loss. */
  size?: number;
  /** Letters a..h above the board and digits 1..8 beside it (default true). */
  coordinates?: boolean;
  /** A red dot on the last disc placed (default true), or on the square named (`'d3'`), which must hold a disc. */
  lastMove?: boolean | string;
  /** A dot, of the colour of the side to move, on each legal square (default false). */
  legalMoves?: boolean;
  /**
   * Scores to write on empty squares, by square: a `Map` or an object like `{ d3: 4, c4: -2 }`,
   * whole numbers of discs (as `analyze()` gives them). The best are written in gold. A pass
   * (`'pa'`) has no square and is left out.
   */
  hints?: ReadonlyMap<string, number> | Readonly<Record<string, number>>;
  /**
   * A line of moves from this position (a transcript like `'f4e3f6'`, or an array like a `pv`),
   * which must be legal: each disc it places is drawn small, numbered 1, 2, .. in its colour.
   */
  line?: string | readonly string[];
  /** `'light'` (default) or `'dark'`: the colours around the board. */
  theme?: 'light' | 'dark';
}

/** Everything a board image shows, checked: what `boardSvg` draws. */
export interface BoardSvgPlan {
  size: number;
  coordinates: boolean;
  theme: 'light' | 'dark';
  /** Rows 1..8 of columns a..h, as `board()` gives them. */
  discs: (Color | null)[][];
  turn: Color;
  rules: ResolvedRules;
  gameOver: boolean;
  score: { black: number; white: number };
  lastMove: string | null;
  legalMoves: string[];
  hints: Map<string, number>;
  line: { square: string; color: Color }[];
}

/** What the plan reads from a game: `Reversi`'s public methods. */
export interface PlannedGame {
  board(): (Color | null)[][];
  turn(): Color;
  moves(): string[];
  history(options: { verbose: true }): Move[];
  rules(): ResolvedRules;
  isGameOver(): boolean;
  score(): { black: number; white: number };
}

const OPTIONS = ['size', 'coordinates', 'lastMove', 'legalMoves', 'hints', 'line', 'theme'] as const;
const MIN_SIZE = 64;
const MAX_SIZE = 4096;
const DEFAULT_SIZE = 400;
const SQUARE = /^[a-h][1-8]$/i;
const MOVE = /^([a-h][1-8]|pa)$/i;

const invalid = (message: string) => new ReversiError('INVALID_ARGUMENT', message);

const squareAt = (discs: (Color | null)[][], square: string) => discs[Number(square[1]) - 1]![square.charCodeAt(0) - 97]!;

function lastMoveOf(value: unknown, game: PlannedGame, discs: (Color | null)[][]): string | null {
  if (value === undefined || value === true) {
    const last = game.history({ verbose: true }).at(-1);
    return last === undefined || last.square === 'pa' ? null : last.square;
  }
  if (value === false) return null;
  if (typeof value !== 'string' || !SQUARE.test(value)) throw invalid(`lastMove must be true, false or a square like "d3", got ${described(value)}`);
  const square = value.toLowerCase();
  if (squareAt(discs, square) === null) throw invalid(`lastMove must be a square with a disc on it, got "${square}" (empty)`);
  return square;
}

function hintsOf(value: unknown, discs: (Color | null)[][]): Map<string, number> {
  const hints = new Map<string, number>();
  if (value === undefined) return hints;
  if (!(value instanceof Map) && !isObjectLiteral(value)) throw invalid(`hints must be a Map or an object of scores by square, like { d3: 4 }, got ${described(value)}`);
  const entries: [unknown, unknown][] = value instanceof Map ? [...value] : Object.entries(value as object);
  for (const [key, score] of entries) {
    if (typeof key !== 'string' || !MOVE.test(key)) throw invalid(`hints must be keyed by squares like "d3", got the key ${described(key)}`);
    const square = key.toLowerCase();
    if (!Number.isInteger(score) || (score as number) < -64 || (score as number) > 64) {
      throw invalid(`hints.${square} must be a whole number of discs from -64 to 64, got ${described(score)}`);
    }
    if (square === 'pa') continue; // analyze() scores the pass too, which has no square to write it on
    if (hints.has(square)) throw invalid(`hints gives ${square} twice`);
    if (squareAt(discs, square) !== null) throw invalid(`hints.${square} must be on an empty square: ${square} holds a disc`);
    hints.set(square, score as number);
  }
  return hints;
}

function lineOf(value: unknown, playLine: (transcript: string) => Move[]): { square: string; color: Color }[] {
  if (value === undefined) return [];
  let transcript: string;
  if (typeof value === 'string') {
    transcript = value;
  } else if (Array.isArray(value)) {
    value.forEach((move: unknown, i) => {
      if (typeof move !== 'string' || !MOVE.test(move.trim())) throw invalid(`line[${i}] must be a square like "d3" or "pa", got ${described(move)}`);
    });
    // Each move is a whole square or pass: joined, they are a transcript of the same moves.
    transcript = value.map((move: string) => move.trim()).join('');
  } else {
    throw invalid(`line must be a transcript like "f4e3f6" or an array of moves, got ${described(value)}`);
  }
  let played: Move[];
  try {
    played = playLine(transcript);
  } catch (error) {
    // The wrapper's own message (which move, and why), said to be the line's.
    if (error instanceof ReversiError) error.message = `line: ${error.message}`;
    throw error;
  }
  return played.filter((move) => move.square !== 'pa').map((move) => ({ square: move.square, color: move.color }));
}

/**
 * What a board image of `game` shows, from `toSVG`'s options: defaults filled in, and every
 * option checked, with a `ReversiError` naming the first bad one. `playLine` plays a transcript
 * from the game's position without changing the game, and returns the moves played.
 *
 * @example
 * ```ts
 * const plan = planBoardSvg(game, { legalMoves: true }, (line) => copy.play(line));
 * plan.legalMoves; // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function planBoardSvg(game: PlannedGame, options: unknown, playLine: (transcript: string) => Move[]): BoardSvgPlan {
  // Read as unknown: a caller's types are not checked at run time.
  const given: Partial<Record<(typeof OPTIONS)[number], unknown>> = optionsOf<BoardSvgOptions>(options, 'toSVG', OPTIONS, '{ size: 400 }');
  const size = given.size === undefined ? DEFAULT_SIZE : given.size;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw invalid(`size must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}, got ${described(size)}`);
  }
  const theme = given.theme === undefined ? 'light' : given.theme;
  if (theme !== 'light' && theme !== 'dark') throw invalid(`theme must be "light" or "dark", got ${described(theme)}`);
  const discs = game.board();
  return {
    size,
    coordinates: flag(given.coordinates, 'coordinates', true),
    theme,
    discs,
    turn: game.turn(),
    rules: game.rules(),
    gameOver: game.isGameOver(),
    score: game.score(),
    lastMove: lastMoveOf(given.lastMove, game, discs),
    legalMoves: flag(given.legalMoves, 'legalMoves', false) ? game.moves() : [],
    hints: hintsOf(given.hints, discs),
    line: lineOf(given.line, playLine),
  };
}
