// One othello game from an XOT opening to its end, as the benches that play matches need: the
// opening's moves, then each move from `choose`, passes made where the side to move has none.
import { type CoreExports, RULES, UNLIMITED_STOCK } from './core-interface';
import { START_BLACK, START_WHITE, afterPlacement } from './load-core';

/**
 * Plays `opening` (a transcript such as "f5d6c3") from the start, then `choose`'s moves to the end;
 * `rules` computes the flips and legal moves. The final discs of each colour.
 *
 * @example
 * const { black, white } = playFromOpening(core, 'f5d6c3', (player, opponent) => bestSquare(player, opponent));
 */
export function playFromOpening(
  rules: CoreExports,
  opening: string,
  choose: (player: bigint, opponent: bigint, blackToMove: boolean) => number,
): { black: bigint; white: bigint } {
  let player = START_BLACK;
  let opponent = START_WHITE;
  let blackToMove = true;
  const apply = (square: number) => {
    ({ player, opponent } = afterPlacement(rules, { player, opponent }, square));
    blackToMove = !blackToMove;
  };
  for (let i = 0; i < opening.length; i += 2) apply((opening.charCodeAt(i + 1) - 49) * 8 + opening.charCodeAt(i) - 97);
  for (;;) {
    if (rules.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) === 0n) {
      if (rules.moves(RULES.OTHELLO, opponent, player, UNLIMITED_STOCK) === 0n) break;
      [player, opponent, blackToMove] = [opponent, player, !blackToMove];
      continue;
    }
    apply(choose(player, opponent, blackToMove));
  }
  return blackToMove ? { black: player, white: opponent } : { black: opponent, white: player };
}
