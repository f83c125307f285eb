// The rules of a game's life keep each record's position beside it (`replayed`): a move plays on
// the record's board and hands it to the record it makes, so these hold the positions to fresh
// replays of the records' moves, before and after, whatever was asked first.
import { Reversi, init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StoredGame, afterMessage, newGame, replayed, seated } from './online-game.ts';

beforeAll(() => init({ book: false }));

const seat = { name: 'bot', playerId: null, rating: null, secretHash: 'hash' };

/** A fresh replay of the record's moves, as the object did for every question before. */
function freshly(game: StoredGame): string {
  const board = new Reversi(undefined, { rules: game.rules });
  for (const { move } of game.moves) board.move(move === 'pass' ? 'pa' : move);
  return board.toString();
}

function started(): StoredGame {
  const rules = new Reversi().rules();
  return seated(newGame({ id: 'game', rules, clock: { initialMs: 60_000, incrementMs: 0 }, rated: false, open: false, color: 'black', seat, owner: 'owner' }, 0), seat, 0);
}

describe('replayed', () => {
  it('gives every record of a game played to its end its own position, the records before a move included', () => {
    let game = started();
    const records: StoredGame[] = [game];
    for (let ply = 0; game.status === 'playing'; ply++) {
      const board = replayed(game);
      const move = (board.moves() as string[])[0] ?? 'pass';
      game = afterMessage(game, board.turn(), { type: 'move', ply: game.moves.length, move }, ply * 10);
      records.push(game);
      // The record before the move still replays to its own position, not to the moved-on board.
      expect(replayed(records.at(-2)!).toString()).toBe(freshly(records.at(-2)!));
    }
    expect(game.result?.reason).toBe('score');
    for (const record of records) expect(replayed(record).toString()).toBe(freshly(record));
  });

  it('leaves the position of a record whose move was refused as it was', () => {
    const game = started();
    const before = replayed(game).toString();
    expect(() => afterMessage(game, 'black', { type: 'move', ply: 0, move: 'a1' }, 5)).toThrow('a1 is not a legal move');
    expect(() => afterMessage(game, 'white', { type: 'move', ply: 0, move: 'f5' }, 5)).toThrow("black's turn");
    expect(replayed(game).toString()).toBe(before);
    const next = afterMessage(game, 'black', { type: 'move', ply: 0, move: 'f5' }, 5);
    expect(replayed(next).toString()).toBe(freshly(next));
    expect(replayed(game).toString()).toBe(before);
  });
});
