import { describe, expect, it } from 'vitest';
import { positionKey } from '../searcher/protocol.ts';
import type { ReviewedGame } from './game-review.ts';
import type { MoveReview } from './review.ts';
import { type SavedReview, reviewedMoves, savedReviewOf } from './saved-review.ts';

/** Black's f5, white's forced pass, black's d3 (a made-up game: the module checks shapes, not rules). */
const GAME: ReviewedGame = { position: { rules: { name: 'othello' }, start: null, moves: ['f5', 'pa', 'd3'] }, colors: ['black', 'white', 'black'] };
const move = (ply: number, changes: Partial<MoveReview> = {}): MoveReview => ({
  ply, color: 'black', move: GAME.position.moves[ply]!, best: ['d3'], bestScore: 4, score: -2, loss: 6, exact: false, mark: 'mistake', ...changes,
});
const SAVED: SavedReview = { key: positionKey(GAME.position), evaluation: '0.1.0/light', level: 10, moves: [move(0, { best: ['f5'], score: 4, loss: 0, mark: null }), move(2)] };

describe('the saved review', () => {
  it('reads back what was saved, through JSON', () => {
    expect(savedReviewOf(JSON.parse(JSON.stringify(SAVED)))).toEqual(SAVED);
  });

  it('is undefined, never an error, when missing or damaged in any part', () => {
    const damaged: unknown[] = [
      undefined, null, 'review', 3, [], { ...SAVED, key: 1 }, { ...SAVED, evaluation: null }, { ...SAVED, level: 1.5 }, { ...SAVED, moves: {} },
      { ...SAVED, moves: [null] }, { ...SAVED, moves: [move(2, { ply: -1 })] }, { ...SAVED, moves: [move(2, { color: 'red' as never })] },
      { ...SAVED, moves: [move(2, { best: [] })] }, { ...SAVED, moves: [move(2, { score: Number.NaN })] },
      // A loss or a mark that its scores do not give.
      { ...SAVED, moves: [move(2, { loss: 5 })] }, { ...SAVED, moves: [move(2, { mark: 'blunder' })] }, { ...SAVED, moves: [move(2, { score: 6, loss: -2, mark: null })] },
    ];
    for (const value of damaged) expect(savedReviewOf(value), JSON.stringify(value)).toBeUndefined();
  });

  it('gives its moves by ply for the game it reviewed, and nothing for another', () => {
    expect([...reviewedMoves(SAVED, GAME)!.keys()]).toEqual([0, 2]);
    const other = (moves: string[]): ReviewedGame => ({ ...GAME, position: { ...GAME.position, moves } });
    expect(reviewedMoves(SAVED, other(['f5', 'pa', 'c4']))).toBeUndefined(); // another main line
    // The same key, but moves that are not the game's one for one.
    expect(reviewedMoves({ ...SAVED, moves: SAVED.moves.slice(1) }, GAME)).toBeUndefined();
    expect(reviewedMoves({ ...SAVED, moves: [SAVED.moves[0]!, move(1)] }, GAME)).toBeUndefined();
    expect(reviewedMoves({ ...SAVED, moves: [SAVED.moves[0]!, move(2, { color: 'white' })] }, GAME)).toBeUndefined();
  });
});
