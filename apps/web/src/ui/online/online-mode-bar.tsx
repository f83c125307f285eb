// Online play's mode bar: its name, and the way back to the page's own game. Part of the page's
// own script (the loader shows it while online play's chunk downloads), so online play's words
// are not needed here: the page's messages have them.
import { useMessages } from '../../i18n/i18n-context.ts';
import type { PageMode } from '../../play/page-mode.ts';

/**
 * The bar, over the page's messages.
 *
 * @example
 * <OnlineModeBar mode="play" onBack={() => online.leave('#')} />
 */
export function OnlineModeBar({ mode, onBack }: { mode: PageMode; onBack(): void }) {
  const t = useMessages();
  return (
    <div class="mode-bar online-bar" data-mode="online">
      <span class="mode-name" data-mode-name>
        <span class="sr-only">{t.pageMode}: </span>
        {t.onlineMode}
      </span>
      <button type="button" name="leave-online" onClick={onBack}>
        {t.backToGame(mode)}
      </button>
    </div>
  );
}
