// The page's header: its title, and the buttons that open the quizzes and the settings.
import { useMessages } from '../i18n/i18n-context.ts';

/** The header; `quizOpen`: the quizzes are on the page (their button closes them). */
export function PageHeader({ quizOpen, onQuiz, onSettings }: { quizOpen: boolean; onQuiz(): void; onSettings(): void }) {
  const t = useMessages();
  return (
    <header class="top">
      <h1>{t.title}</h1>
      <p class="tagline">{t.tagline}</p>
      <div class="top-actions">
        <button type="button" name="open-quizzes" aria-pressed={quizOpen} onClick={onQuiz}>
          {t.quizButton}
        </button>
        <button type="button" name="open-settings" aria-haspopup="dialog" onClick={onSettings}>
          <span aria-hidden="true">⚙</span> {t.settingsButton}
        </button>
      </div>
    </header>
  );
}
