// Disc counts (and, under reversi, the discs left in hand), with the side to move marked.
import type { Color, Reversi } from '@flank/reversi';
import { useMessages } from '../i18n/i18n-context.ts';

/** Each side's discs on the board. */
export function Scoreboard({ game }: { game: Reversi }) {
  const t = useMessages();
  const score = game.score();
  const inHand = game.discsInHand();
  const over = game.isGameOver();
  const side = (color: Color) => (
    <div class={`side${!over && game.turn() === color ? ' to-move' : ''}`} data-side={color}>
      <span class={`disc ${color}`} aria-hidden="true" />
      <span class="side-name">{t.color(color)}</span>
      <strong class="count" data-count={color}>
        {score[color]}
      </strong>
      {inHand && (
        <span class="in-hand">
          {inHand[color]} {t.discsInHand}
        </span>
      )}
    </div>
  );
  return (
    <div class="scoreboard">
      {side('black')}
      {side('white')}
    </div>
  );
}
