// The one model of a position the package plays and searches on: relative bitboards, as the core
// takes them, and the rules' answers about it from the core (what may be played, what follows).
import { STATUS, loadedCore } from './engine.ts';
import { type CorePosition, statusOf as coreStatus } from './core-interface.ts';
import { countSquares, squaresOf } from '../notation/square.ts';

export type { CorePosition } from './core-interface.ts';

export const statusOf = (position: CorePosition): number => coreStatus(loadedCore(), position);

export const canMove = (position: CorePosition) => (statusOf(position) & STATUS.CAN_MOVE) !== 0;
export const canPass = (position: CorePosition) => (statusOf(position) & STATUS.CAN_PASS) !== 0;
export const isOver = (position: CorePosition) => (statusOf(position) & STATUS.GAME_OVER) !== 0;

/** The squares where the side to move may place a disc, in square order (none once the game is over). */
export function placements(position: CorePosition): number[] {
  if (!canMove(position)) return [];
  const { rules, player, opponent, playerStock } = position;
  return squaresOf(loadedCore().moves(rules, player, opponent, playerStock));
}

/** The discs a placement on `square` flips (which must be legal). */
export function flipsOf(position: CorePosition, square: number): bigint {
  return loadedCore().flips(position.rules, position.player, position.opponent, square);
}

/** The position after the side to move places a disc on `square` (which must be legal). */
export function afterMove(position: CorePosition, square: number): CorePosition {
  const { rules, player, opponent, playerStock, opponentStock } = position;
  const flipped = flipsOf(position, square);
  return {
    rules,
    player: opponent & ~flipped,
    opponent: player | flipped | (1n << BigInt(square)),
    playerStock: opponentStock,
    opponentStock: playerStock - 1,
    passes: 0,
  };
}

export function afterPass(position: CorePosition): CorePosition {
  return {
    rules: position.rules,
    player: position.opponent,
    opponent: position.player,
    playerStock: position.opponentStock,
    opponentStock: position.playerStock,
    passes: position.passes + 1,
  };
}

/** The final disc difference of a finished game for the side to move, empty squares to the winner. */
export function finalScore(position: CorePosition): number {
  const mine = countSquares(position.player);
  const theirs = countSquares(position.opponent);
  const empties = 64 - mine - theirs;
  return mine > theirs ? mine - theirs + empties : mine < theirs ? mine - theirs - empties : 0;
}
