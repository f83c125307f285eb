// Disc counts (and, under reversi, the discs left in hand), with the side to move marked, and in a
// timed game each side's clock.
import type { Color, Reversi } from '@flank/reversi';
import { useMessages } from '../i18n/i18n-context.ts';
import type { ClockReading } from '../play/clock-lane.ts';
import { formatClock } from '../play/game-clock.ts';

/**
 * Each side's discs on the board, and in a timed game its time; while a position is set up
 * (`setUp`: its squares and side to move), that position's discs.
 */
export function Scoreboard({ game, clock, setUp = null }: { game: Reversi; clock: ClockReading | null; setUp?: { discs: (Color | null)[]; turn: Color } | null }) {
  const t = useMessages();
  const count = (color: Color) => setUp!.discs.filter((disc) => disc === color).length;
  const score = setUp ? { black: count('black'), white: count('white') } : game.score();
  const inHand = setUp ? null : game.discsInHand();
  // A side out of time has lost: nobody is to move.
  const over = !setUp && (game.isGameOver() || Boolean(clock?.flagged));
  const turn = setUp ? setUp.turn : game.turn();
  const side = (color: Color) => (
    <div class={`side${!over && turn === color ? ' to-move' : ''}`} data-side={color}>
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
