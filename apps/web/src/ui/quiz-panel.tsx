// The endgame quiz beside the board: the task, where the position comes from, the verdict on the
// move played (the loss of any move but the best), the count of quizzes solved, and the way on.
import { blackScore } from '../game/black-score.ts';
import { useMessages } from '../i18n/i18n-context.ts';
import type { QuizState } from '../quiz/use-quiz.ts';

/** The quiz card, while the page is in quiz mode. */
export function QuizPanel({ state, onRetry, onReveal, onNext, onClose }: { state: QuizState; onRetry(): void; onReveal(): void; onNext(): void; onClose(): void }) {
  const t = useMessages();
  const { quiz, game, verdict, solved, quizzes } = state;
  const { black, white } = game.score();
  return (
    <section class="card quiz" aria-label={t.quiz} data-quiz={quiz.id}>
      <div class="card-head">
        <h2>{t.quiz}</h2>
        <span class="muted" data-quiz-progress>
          {t.quizProgress(solved.size, quizzes.length)}
        </span>
      </div>
      <p class="quiz-task">{t.quizTask(game.turn(), 64 - black - white)}</p>
      <p class="muted small">{t.quizSource(quiz.year, quiz.ply)}</p>
      {verdict && (
        <p class={verdict.correct ? 'notice quiz-right' : 'error quiz-wrong'} role="status" data-verdict={verdict.correct ? 'right' : 'wrong'}>
          {verdict.correct
            ? t.quizRight(verdict.move, blackScore(verdict.score, game.turn()))
            : t.quizWrong(verdict.move, verdict.loss, blackScore(verdict.score, game.turn()), blackScore(verdict.bestScore, game.turn()))}
        </p>
      )}
      {state.revealed && !verdict?.correct && (
        <p class="notice" data-quiz-answer>
          {t.quizAnswer(quiz.moves[0]!.move)}
        </p>
      )}
      <div class="controls">
        {verdict && !verdict.correct && !state.revealed && (
          <button type="button" name="quiz-retry" onClick={onRetry}>
            {t.quizRetry}
          </button>
        )}
        {!state.revealed && (
          <button type="button" name="quiz-reveal" onClick={onReveal}>
            {t.quizReveal}
          </button>
        )}
        <button type="button" name="quiz-next" class={verdict?.correct ? 'primary' : undefined} onClick={onNext}>
          {t.quizNext}
        </button>
        <button type="button" name="quiz-close" onClick={onClose}>
          {t.quizClose}
        </button>
      </div>
    </section>
  );
}
