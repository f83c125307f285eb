// The buttons that step through the game (the keys do the same), and where the board stands in it.
import { useMessages } from '../i18n/i18n-context.ts';
import type { Controller } from '../play/controller.ts';

/** Start, back, forward and end, around "Move 12 of 40". */
export function Navigation({ controller }: { controller: Controller }) {
  const t = useMessages();
  const ply = controller.viewedPly();
  const plies = controller.record.moves.length;
  return (
    <nav class={`navigation${controller.isViewing() ? ' viewing' : ''}`} aria-label={t.navigation}>
      <button type="button" name="start" aria-label={t.toStart} title={t.toStart} disabled={ply === 0} onClick={() => controller.goTo(0)}>
        «
      </button>
      <button type="button" name="back" aria-label={t.back} title={t.back} disabled={ply === 0} onClick={() => controller.step(-1)}>
        ‹
      </button>
      <span class="at-move" data-at-move>
        {t.atMove(ply, plies)}
      </span>
      <button type="button" name="forward" aria-label={t.forward} title={t.forward} disabled={ply === plies} onClick={() => controller.step(1)}>
        ›
      </button>
      <button type="button" name="end" aria-label={t.toEnd} title={t.toEnd} disabled={ply === plies} onClick={() => controller.goTo(plies)}>
        »
      </button>
    </nav>
  );
}
