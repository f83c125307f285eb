// Endgame quizzes: positions of WTHOR games with 10 to 20 empty squares where one move alone keeps
// the best result, every move's score proved by the exact solver (tools/quiz/build.ts makes the
// list). The player finds the move; any other is told what it loses. The quizzes solved are kept
// in the page's storage, so that the count goes on across visits.
import type { KeyValueStore } from '../storage/saved-game.ts';

/** One quiz: a position (board string with the side to move) and each legal move's exact score, best first. */
export interface EndgameQuiz {
  id: string;
  position: string;
  /** The year of the game it comes from, and the moves played before it. */
  year: number;
  ply: number;
  moves: { move: string; score: number }[];
}

/** What a move answers: the best move, or how much it loses against it. */
export type QuizVerdict = { correct: true; score: number } | { correct: false; loss: number; score: number; best: string; bestScore: number };

/**
 * The verdict on `move` (a legal move of the quiz's position); throws on a move that is not one.
 *
 * @example
 * ```ts
 * judge(quiz, 'a2'); // { correct: true, score: 38 }
 * judge(quiz, 'h7'); // { correct: false, loss: 12, score: 26, best: 'a2', bestScore: 38 }
 * ```
 */
export function judge(quiz: EndgameQuiz, move: string): QuizVerdict {
  const played = quiz.moves.find((scored) => scored.move === move);
  if (!played) throw new Error(`${move} is not a legal move of this quiz`);
  const best = quiz.moves[0]!;
  if (played.score === best.score) return { correct: true, score: played.score };
  return { correct: false, loss: best.score - played.score, score: played.score, best: best.move, bestScore: best.score };
}

/**
 * The scores the quiz's board shows: the move played's once judged, every move's once revealed;
 * and `top`, the best move's score, which alone is drawn as best (a wrong move's score is not,
 * though it is the only one shown).
 *
 * @example
 * ```ts
 * quizScores(quiz, 'h7', false); // { scores: [{ move: 'h7', score: 26 }], top: 38 }
 * ```
 */
export function quizScores(quiz: EndgameQuiz, played: string | null, revealed: boolean): { scores: { move: string; score: number }[]; top: number } {
  const scores = revealed ? quiz.moves : quiz.moves.filter((move) => move.move === played);
  return { scores, top: quiz.moves[0]!.score };
}

const KEY = 'flank.quizzes';

/** The ids of the quizzes solved, as the store keeps them (an unreadable value counts as none). */
export function solvedQuizzes(store: KeyValueStore): Set<string> {
  try {
    const saved = JSON.parse(store.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Keeps quiz `id` among the solved ones; a refused storage only loses the count. */
export function markSolved(store: KeyValueStore, id: string): Set<string> {
  const solved = solvedQuizzes(store);
  solved.add(id);
  try {
    store.setItem(KEY, JSON.stringify([...solved]));
  } catch {
    // Private browsing or a full quota: the count lasts as long as the page.
  }
  return solved;
}

/** The quiz to offer after `current` (none: the first): the next one not solved yet, else the next one. */
export function nextQuiz(quizzes: readonly EndgameQuiz[], solved: ReadonlySet<string>, current?: string): EndgameQuiz {
  const from = current === undefined ? 0 : quizzes.findIndex((quiz) => quiz.id === current) + 1;
  for (let i = 0; i < quizzes.length; i++) {
    const quiz = quizzes[(from + i) % quizzes.length]!;
    if (!solved.has(quiz.id)) return quiz;
  }
  return quizzes[from % quizzes.length]!;
}

/** The quizzes, fetched as a chunk of their own the first time they are asked for. */
export const loadQuizzes = (): Promise<EndgameQuiz[]> => import('./endgame-quizzes.json').then((module) => module.default as EndgameQuiz[]);
