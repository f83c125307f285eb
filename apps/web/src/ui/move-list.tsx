// The moves of the game in a1..h8 notation, numbered, passes as "pa", under the name of the opening.
import type { Move, Opening } from '@flank/reversi';
import { useEffect, useRef } from 'preact/hooks';
import { useMessages } from '../i18n/i18n-context.ts';

/** The game's moves, the latest kept in view, and its named opening (names stay in English, as the community writes them). */
export function MoveList({ moves, opening }: { moves: Move[]; opening: Opening | null }) {
  const t = useMessages();
  const list = useRef<HTMLOListElement>(null);
  // The list scrolls itself to its end; scrollIntoView would scroll the page too, and on a phone
  // (the list under the board) take the board off the screen at every move.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [moves.length]);
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
          {moves.map((move, i) => (
            <li key={i} data-ply={i + 1}>
              <span class={`dot ${move.color}`} aria-label={t.color(move.color)} />
              {move.square}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
