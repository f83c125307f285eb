// The quiz mode of the page: the list (fetched once), the quiz on the board, the verdict on the
// move played, and the quizzes solved. The game in progress is left as it was meanwhile.
import { Reversi } from '@flank/reversi';
import { useState } from 'preact/hooks';
import type { KeyValueStore } from '../storage/saved-game.ts';
import { type EndgameQuiz, type QuizVerdict, judge, loadQuizzes, markSolved, nextQuiz, solvedQuizzes } from './endgame-quiz.ts';

/** A quiz on the board: its position as a game, and once a move is played, the verdict on it. */
export interface QuizState {
  quizzes: EndgameQuiz[];
  quiz: EndgameQuiz;
  game: Reversi;
  verdict: (QuizVerdict & { move: string }) | null;
  /** Whether the answer and every move's score are shown. */
  revealed: boolean;
  solved: Set<string>;
}

/** The quiz mode's state and actions; `failed` says why the list could not be fetched. */
export function useQuiz(store: KeyValueStore) {
  const [state, setState] = useState<QuizState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const show = (quizzes: EndgameQuiz[], quiz: EndgameQuiz, solved: Set<string>) => setState({ quizzes, quiz, game: new Reversi(quiz.position), verdict: null, revealed: false, solved });
  return {
    state,
    failed,
    /** Opens the quizzes at the first one not solved yet. */
    open(): void {
      setFailed(null);
      loadQuizzes().then(
        (quizzes) => {
          const solved = solvedQuizzes(store);
          show(quizzes, nextQuiz(quizzes, solved), solved);
        },
        (error: unknown) => setFailed((error as Error).message),
      );
    },
    /** The player's move: judged, and counted as solved when it is the best. */
    answer(move: string): void {
      if (!state || state.verdict) return;
      const verdict = judge(state.quiz, move);
      const solved = verdict.correct ? markSolved(store, state.quiz.id) : state.solved;
      setState({ ...state, verdict: { ...verdict, move }, revealed: verdict.correct, solved });
    },
    reveal(): void {
      if (state) setState({ ...state, revealed: true });
    },
    retry(): void {
      if (state) setState({ ...state, verdict: null });
    },
    next(): void {
      if (state) show(state.quizzes, nextQuiz(state.quizzes, state.solved, state.quiz.id), state.solved);
    },
    close(): void {
      setState(null);
    },
  };
}
