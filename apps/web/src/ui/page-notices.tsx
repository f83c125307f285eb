// What the page says above the board: that the game is not saved, a link's game waiting for the
// person's say, and what could not be read.
import { useMessages } from '../i18n/i18n-context.ts';
import type { PageActions } from '../play/page-actions.ts';
import type { LinksView } from '../play/page-view.ts';

/** What the page has to say above the board, and the link offer's two answers. */
export interface PageNoticesProps {
  /** Whether the game lasts beyond the page (the browser may refuse storage). */
  saving: boolean;
  /** Why the saved game could not be read, a link's game waiting, and why a link or the quizzes failed. */
  savedGameError: string | null;
  links: Pick<LinksView, 'linked' | 'error'>;
  quizFailed: string | null;
  actions: Pick<PageActions, 'openLinked' | 'keepGame'>;
}

/** The notices and errors above the board. */
export function PageNotices({ saving, savedGameError, links, quizFailed, actions }: PageNoticesProps) {
  const t = useMessages();
  return (
    <>
      {!saving && (
        <p class="notice" data-not-saving>
          {t.notSaving}
        </p>
      )}
      {links.linked && (
        <div class="notice link-offer" role="alert" data-link-offer>
          <p>{t.linkOffer(links.linked.moves.length)}</p>
          <button type="button" name="open-linked" onClick={() => actions.openLinked()}>
            {t.openLinked}
          </button>{' '}
          <button type="button" name="keep-game" onClick={() => actions.keepGame()}>
            {t.keepGame}
          </button>
        </div>
      )}
      {savedGameError && (
        <p class="error" role="alert" data-saved-game-error>
          {t.savedGameUnreadable} {savedGameError}
        </p>
      )}
      {links.error && (
        <p class="error" role="alert" data-link-error>
          {t.linkFailed} {links.error}
        </p>
      )}
      {quizFailed && (
        <p class="error" role="alert">
          {t.quizFailed} {quizFailed}
        </p>
      )}
    </>
  );
}
