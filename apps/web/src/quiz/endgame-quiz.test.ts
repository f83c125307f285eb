import { Reversi, init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/page-storage.ts';
import quizzes from './endgame-quizzes.json' with { type: 'json' };
import { type EndgameQuiz, judge, markSolved, nextQuiz, quizScores, solvedQuizzes } from './endgame-quiz.ts';

beforeAll(() => init());

const list = quizzes as EndgameQuiz[];

describe('endgame quizzes', () => {
  it('are positions of 10 to 20 empties where one move alone keeps the best result, every legal move scored exactly', () => {
    expect(list.length).toBe(200);
    expect(new Set(list.map((quiz) => quiz.id)).size).toBe(list.length);
    for (const quiz of list.slice(0, 40)) {
      const game = new Reversi(quiz.position);
      const { black, white } = game.score();
      expect(64 - black - white).toBeGreaterThanOrEqual(10);
      expect(64 - black - white).toBeLessThanOrEqual(20);
      expect(quiz.moves.map((move) => move.move).sort()).toEqual((game.moves() as string[]).sort());
      expect(quiz.moves[0]!.score).toBeGreaterThan(quiz.moves[1]!.score);
    }
    // The exact solver agrees, on the first few (quick: the fewest empties come first).
    for (const quiz of list.slice(0, 3)) {
      const solution = new Reversi(quiz.position).solve();
      expect(solution).toMatchObject({ solved: true, score: quiz.moves[0]!.score, bestMoves: [quiz.moves[0]!.move] });
    }
  });

  it('judges a move: the best is right, any other says what it loses', () => {
    const quiz = list[0]!;
    const [best, other] = quiz.moves;
    expect(judge(quiz, best!.move)).toEqual({ correct: true, score: best!.score });
    expect(judge(quiz, other!.move)).toEqual({ correct: false, loss: best!.score - other!.score, score: other!.score, best: best!.move, bestScore: best!.score });
    expect(() => judge(quiz, 'z9')).toThrow('z9 is not a legal move of this quiz');
  });

  it('shows the move played’s score, or every one once revealed, and draws as best only the best move’s score', () => {
    const quiz = list[0]!;
    const [best, wrong] = [quiz.moves[0]!, quiz.moves.at(-1)!];
    expect(wrong.score).toBeLessThan(best.score);
    expect(quizScores(quiz, null, false)).toEqual({ scores: [], top: best.score });
    // A wrong move's score alone on the board is not the best one.
    expect(quizScores(quiz, wrong.move, false)).toEqual({ scores: [wrong], top: best.score });
    expect(quizScores(quiz, best.move, false)).toEqual({ scores: [best], top: best.score });
    expect(quizScores(quiz, wrong.move, true)).toEqual({ scores: quiz.moves, top: best.score });
  });

  it('keeps the quizzes solved, and offers the next unsolved one', () => {
    const store = memoryStore();
    expect(solvedQuizzes(store).size).toBe(0);
    expect(nextQuiz(list, solvedQuizzes(store)).id).toBe(list[0]!.id);
    markSolved(store, list[0]!.id);
    markSolved(store, list[1]!.id);
    const solved = solvedQuizzes(store);
    expect([...solved]).toEqual([list[0]!.id, list[1]!.id]);
    expect(nextQuiz(list, solved).id).toBe(list[2]!.id);
    expect(nextQuiz(list, solved, list[2]!.id).id).toBe(list[3]!.id);
    store.setItem('flank.quizzes', 'not json');
    expect(solvedQuizzes(store).size).toBe(0);
  });
});
