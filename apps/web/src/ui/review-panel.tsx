// The game's review: a button to start it, its progress with a way to stop it, the thresholds, and
// each player's summary once every move is scored.
import type { Color } from '@flank/reversi';
import { useMessages } from '../i18n/i18n-context.ts';
import type { PageActions } from '../play/page-actions.ts';
import type { ReviewView } from '../play/page-view.ts';
import { BLUNDER_DISCS, MISTAKE_DISCS } from '../review/review.ts';

const COLORS: readonly Color[] = ['black', 'white'];

/** The review card of the side panel; `onSelect` shows a move's position. */
export function ReviewPanel({ review: { state: review, canStart }, actions, onSelect }: { review: ReviewView; actions: Pick<PageActions, 'startReview' | 'cancelReview'>; onSelect(ply: number): void }) {
  const t = useMessages();
  return (
    <section class="card review" data-review={review?.status ?? 'none'}>
      <h2>{t.review}</h2>
      {review?.status === 'running' ? (
        <div class="review-progress">
          <progress max={review.total} value={review.moves.size} aria-label={t.reviewing(review.moves.size, review.total)} />
          <span>{t.reviewing(review.moves.size, review.total)}</span>
          <button type="button" name="cancel-review" onClick={() => actions.cancelReview()}>
            {t.cancel}
          </button>
        </div>
      ) : (
        <button type="button" name="review" disabled={!canStart} onClick={() => actions.startReview()}>
          {t.reviewGame}
        </button>
      )}
      <p class="muted small">{t.reviewThresholds(MISTAKE_DISCS, BLUNDER_DISCS)}</p>
      {review?.summary && (
        <ul class="review-summary">
          {COLORS.map((color) => {
            const summary = review.summary![color];
            return (
              <li key={color} data-summary={color}>
                <span class={`dot ${color}`} aria-hidden="true" />
                {t.reviewSummary(color, summary.averageLoss, summary.mistakes, summary.blunders)}
                {summary.largest && (
                  <>
                    {'. '}
                    <button type="button" class="link" onClick={() => onSelect(summary.largest!.ply)}>
                      {t.reviewLargest(summary.largest.loss, summary.largest.ply + 1, summary.largest.move, summary.largest.best)}
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
