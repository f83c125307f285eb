// Play like a person: a move drawn among the searched ones, each weighted by how much it loses
// (exp(-loss / T)), so that the player loses about `loss` discs a game on average against deep
// search, as people of that strength do. The temperature T of each target comes from calibration
// games (docs/benchmarks.md, "Human-like levels"). A move that hands the opponent a corner for
// nothing is never drawn: WTHOR's players almost never make one (the same section counts them).
import { described, isObjectLiteral } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
import { seededHash } from '../core/seeded-hash.ts';
import { type CorePosition, afterMove, afterPass, placements } from '../core/position.ts';
import { parseSquare } from '../notation/square.ts';

/** How a human-like player chooses: about `loss` discs lost a game on average, the draw made by `seed`. */
export interface StyleOption {
  /** Discs lost a game on average against deep search, from MIN_STYLE_LOSS to MAX_STYLE_LOSS. */
  loss: number;
  /** The same seed draws the same move in the same position (default 0). */
  seed?: number;
}

export const MIN_STYLE_LOSS = 8;
export const MAX_STYLE_LOSS = 40;

/**
 * The temperature (discs) that loses a given number of discs a game, measured by
 * `bench/human-levels.ts` (moves searched at level 8, losses measured by level 10): pairs of
 * (loss, temperature), loss rising. Other losses take the temperature between, on a log scale.
 * Level 8's own best moves lose about 6.5 discs a game by level 10's measure: the least a style
 * can ask for is a little above that.
 */
const CALIBRATION: readonly (readonly [number, number])[] = [
  [8, 0.55],
  [12, 0.85],
  [20, 1.3],
  [30, 1.95],
  [40, 2.6],
];

/** A move hands a corner over "for nothing" when it loses more than this, by the search's own measure. */
const GIFT_LOSS = 4;
const CORNERS = [0, 7, 56, 63];

/** The style option checked, or an error naming what is wrong; undefined where none was given. */
export function styleOptionOf(value: unknown): Required<StyleOption> | undefined {
  if (value === undefined) return undefined;
  if (!isObjectLiteral(value)) throw new ReversiError('INVALID_ARGUMENT', `style must be an object like { loss: 12 }, got ${described(value)}`);
  const { loss, seed, ...other } = value as Record<string, unknown>;
  const unknown = Object.keys(other);
  if (unknown.length > 0) throw new ReversiError('INVALID_ARGUMENT', `style takes loss and seed, not ${unknown.join(', ')}`);
  if (typeof loss !== 'number' || !Number.isFinite(loss) || loss < MIN_STYLE_LOSS || loss > MAX_STYLE_LOSS) {
    throw new ReversiError('INVALID_ARGUMENT', `style.loss must be a number of discs from ${MIN_STYLE_LOSS} to ${MAX_STYLE_LOSS}, got ${described(loss)}`);
  }
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)) {
    throw new ReversiError('INVALID_ARGUMENT', `style.seed must be a whole number from 0 to 4294967295, got ${described(seed)}`);
  }
  return { loss, seed: seed ?? 0 };
}

/** The temperature of a loss a game, between the calibrated ones on a log scale. */
export function styleTemperature(loss: number): number {
  const above = CALIBRATION.findIndex(([calibrated]) => calibrated >= loss);
  if (above <= 0) return CALIBRATION[Math.max(above, 0)]![1];
  const [lossLow, low] = CALIBRATION[above - 1]!;
  const [lossHigh, high] = CALIBRATION[above]!;
  const at = Math.log(loss / lossLow) / Math.log(lossHigh / lossLow);
  return Math.exp(Math.log(low) + at * Math.log(high / low));
}

/** Whether `square` lets the opponent take a corner that it could not take before. */
function givesCorner(position: CorePosition, square: number): boolean {
  const before = placements(afterPass(position));
  const after = placements(afterMove(position, square));
  return CORNERS.some((corner) => after.includes(corner) && !before.includes(corner));
}

/**
 * The move a human-like player draws among `moves` (every legal move with its score, best first,
 * as `analyze` gives them), the same for the same seed and position.
 */
export function styledChoice<Move extends { move: string; score: number }>(position: CorePosition, moves: readonly Move[], style: Required<StyleOption>): Move {
  const best = moves[0]!.score;
  const temperature = styleTemperature(style.loss);
  const gift = (move: Move) => move.move !== 'pa' && best - move.score > GIFT_LOSS && givesCorner(position, parseSquare(move.move));
  const candidates = moves.some((move) => !gift(move)) ? moves.filter((move) => !gift(move)) : moves;
  const weights = candidates.map((move) => Math.exp(-(best - move.score) / temperature));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const key = (position.player << 64n) | position.opponent;
  let drawn = (seededHash(style.seed, key) / 2 ** 32) * total;
  for (const [i, weight] of weights.entries()) {
    drawn -= weight;
    if (drawn < 0) return candidates[i]!;
  }
  return candidates.at(-1)!;
}
