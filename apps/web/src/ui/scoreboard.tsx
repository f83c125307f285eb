// Disc counts (and, under reversi, the discs left in hand), with the side to move marked, and in a
// timed game each side's clock.
import type { Color, Reversi } from '@flank/reversi';
import { useMessages } from '../i18n/i18n-context.ts';
import type { ClockReading } from '../play/controller.ts';
import { formatClock } from '../play/game-clock.ts';

/** Each side's discs on the board, and in a timed game its time. */
export function Scoreboard({ game, clock }: { game: Reversi; clock: ClockReading | null }) {
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
      {clock && (
        <span
          class={`clock${clock.running === color ? ' running' : ''}${clock.flagged === color ? ' flagged' : ''}`}
          data-clock={color}
          data-running={clock.running === color ? '' : undefined}
          role="timer"
          aria-label={t.clockLabel(color, formatClock(clock[color]))}
        >
          {formatClock(clock[color])}
        </span>
      )}
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
