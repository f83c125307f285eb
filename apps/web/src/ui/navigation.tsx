// The buttons that step through the game (the keys do the same), and where the board stands in it.
import { useMessages } from '../i18n/i18n-context.ts';
import type { PageActions } from '../play/page-actions.ts';
import type { GameView } from '../play/page-view.ts';

/** Start, back, forward and end, around "Move 12 of 40". */
export function Navigation({ game, actions }: { game: Pick<GameView, 'ply' | 'plies' | 'viewing'>; actions: Pick<PageActions, 'goTo' | 'step'> }) {
  const t = useMessages();
  const { ply, plies } = game;
  return (
    <nav class={`navigation${game.viewing ? ' viewing' : ''}`} aria-label={t.navigation}>
      <button type="button" name="start" aria-label={t.toStart} title={t.toStart} disabled={ply === 0} onClick={() => actions.goTo(0)}>
        «
      </button>
      <button type="button" name="back" aria-label={t.back} title={t.back} disabled={ply === 0} onClick={() => actions.step(-1)}>
        ‹
      </button>
      <span class="at-move" data-at-move>
        {t.atMove(ply, plies)}
      </span>
      <button type="button" name="forward" aria-label={t.forward} title={t.forward} disabled={ply === plies} onClick={() => actions.step(1)}>
        ›
      </button>
      <button type="button" name="end" aria-label={t.toEnd} title={t.toEnd} disabled={ply === plies} onClick={() => actions.goTo(plies)}>
        »
      </button>
    </nav>
  );
}
