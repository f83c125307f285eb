import { ReferenceGame } from './reference-game.ts';

/**
 * The exact value of a position by plain minimax over the reference rules: the final disc
 * difference for the side to move with perfect play, empty squares to the winner. No pruning, no
 * ordering: obviously right and exponentially slow, for positions a few moves from the end.
 */
export function referenceValue(game: ReferenceGame): number {
  if (game.isOver()) {
    const { black, white } = game.counts();
    const mine = game.toMove === 1 ? black : white;
    const theirs = game.toMove === 1 ? white : black;
    const empties = 64 - mine - theirs;
    return mine > theirs ? mine - theirs + empties : mine < theirs ? mine - theirs - empties : 0;
  }
  let best = -Infinity;
  for (const [, value] of referenceMoveValues(game)) best = Math.max(best, value);
  return best;
}

/** The exact value of each legal move ('pa' for a pass) for the side to move. */
export function referenceMoveValues(game: ReferenceGame): Map<number | 'pa', number> {
  const values = new Map<number | 'pa', number>();
  for (const square of game.legalMoves()) {
    const next = game.clone();
    next.play(square);
    values.set(square, 0 - referenceValue(next));
  }
  if (game.canPass()) {
    const next = game.clone();
    next.pass();
    values.set('pa', 0 - referenceValue(next));
  }
  return values;
}
