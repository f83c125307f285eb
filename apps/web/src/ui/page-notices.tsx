// What the page says above the board: that the game is not saved, a link's game waiting for the
// person's say, and what could not be read.
import { useMessages } from '../i18n/i18n-context.ts';
import type { Controller } from '../play/controller.ts';

/** The notices and errors above the board. */
export function PageNotices({ controller, saving, quizFailed }: { controller: Controller; saving: boolean; quizFailed: string | null }) {
  const t = useMessages();
  return (
    <>
      {!saving && (
        <p class="notice" data-not-saving>
          {t.notSaving}
        </p>
      )}
      {controller.links.linked && (
        <div class="notice link-offer" role="alert" data-link-offer>
          <p>{t.linkOffer(controller.links.linked.moves.length)}</p>
          <button type="button" name="open-linked" onClick={() => controller.links.open()}>
            {t.openLinked}
          </button>{' '}
          <button type="button" name="keep-game" onClick={() => controller.links.keep()}>
            {t.keepGame}
          </button>
        </div>
      )}
      {controller.saving.error && (
        <p class="error" role="alert" data-saved-game-error>
          {t.savedGameUnreadable} {controller.saving.error}
        </p>
      )}
      {controller.links.error && (
        <p class="error" role="alert" data-link-error>
          {t.linkFailed} {controller.links.error}
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
