// The page's mode, named, and the one click to the other: "Analyse this game" while playing,
// "Play from here" (against the computer, with the side chosen) while analysing; and online play.
import type { Color, Reversi } from '@flank/reversi';
import { useState } from 'preact/hooks';
import { useMessages } from '../i18n/i18n-context.ts';
import type { PageActions } from '../play/page-actions.ts';
import type { PageMode } from '../play/page-mode.ts';

/** The mode bar above the board. */
export function ModeBar({ mode, shown, actions }: { mode: PageMode; shown: Reversi; actions: Pick<PageActions, 'analyse' | 'playFrom'> }) {
  const t = useMessages();
  const [side, setSide] = useState<Color>(() => shown.turn());
  return (
    <div class="mode-bar" data-mode={mode}>
      <span class="mode-name" data-mode-name>
        <span class="sr-only">{t.pageMode}: </span>
        {mode === 'play' ? t.playMode : t.analyseMode}
      </span>
      {mode === 'play' ? (
        <button type="button" name="analyse" onClick={() => actions.analyse()}>
          {t.analyseGame}
        </button>
      ) : (
        <span class="play-from">
          <button type="button" name="play-from-here" disabled={shown.isGameOver()} onClick={() => actions.playFrom(side)}>
            {t.playFromHere}
          </button>{' '}
          <label>
            {t.playAs}{' '}
            <select name="play-side" value={side} onChange={(event) => setSide((event.currentTarget as HTMLSelectElement).value as Color)}>
              <option value="black">{t.color('black')}</option>
              <option value="white">{t.color('white')}</option>
            </select>
          </label>
        </span>
      )}
      <a class="mode-link" href="#online" data-online-link>
        {t.onlineMode}
      </a>
    </div>
  );
}
