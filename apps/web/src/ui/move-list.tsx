// The moves of the game in a1..h8 notation, numbered, passes as "pa", under the name of the opening.
// Each move is a button that shows the position after it; a reviewed move shows the discs it lost.
import type { Move, Opening } from '@flank/reversi';
import { useEffect, useRef } from 'preact/hooks';
import { useMessages } from '../i18n/i18n-context.ts';
import type { MoveReview } from '../review/review.ts';

export interface MoveListProps {
  moves: Move[];
  opening: Opening | null;
  /** The number of moves up to the position on the board. */
  viewed: number;
  /** The review's moves so far, by index. */
  reviewed: Map<number, MoveReview>;
  /** Shows the position after this many moves. */
  onSelect(ply: number): void;
}

/** The game's moves, the one shown kept in view, and its named opening (names stay in English, as the community writes them). */
export function MoveList({ moves, opening, viewed, reviewed, onSelect }: MoveListProps) {
  const t = useMessages();
  const list = useRef<HTMLOListElement>(null);
  // The list scrolls itself; scrollIntoView would scroll the page too, and on a phone (the list
  // under the board) take the board off the screen.
  useEffect(() => {
    const box = list.current;
    if (!box) return;
    if (viewed === moves.length) box.scrollTop = box.scrollHeight;
    else {
      const item = box.querySelector<HTMLElement>(`[data-ply="${Math.max(1, viewed)}"]`);
      if (item && (item.offsetTop < box.scrollTop || item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight)) box.scrollTop = item.offsetTop - box.clientHeight / 2;
    }
  }, [moves.length, viewed]);
  return (
    <section class="card">
      <h2>{t.moveList}</h2>
      {opening && (
        <p class="opening" data-opening>
          {t.opening}: <span lang="en">{opening.name}</span>
        </p>
      )}
      {moves.length === 0 ? (
        <p class="muted">{t.noMoves}</p>
      ) : (
        <ol class="move-list" ref={list}>
          {moves.map((move, i) => {
            const review = reviewed.get(i);
            return (
              <li key={i} data-ply={i + 1} data-mark={review?.mark ?? undefined} aria-current={viewed === i + 1 ? 'step' : undefined}>
                <button type="button" class="move" onClick={() => onSelect(i + 1)} aria-label={`${t.color(move.color)} ${move.square}${review ? `, ${t.moveLoss(review.loss, review.mark)}` : ''}`}>
                  <span class={`dot ${move.color}`} aria-hidden="true" />
                  {move.square}
                  {review && review.loss > 0 && (
                    <span class="loss" data-loss={review.loss}>
                      −{review.loss}
                      {review.mark === 'blunder' ? '??' : review.mark === 'mistake' ? '?' : ''}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
