import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { newRecord } from './record.ts';
import { Session } from './session.ts';

/** Seven moves after which white's f8 leaves black without a move. */
const BEFORE_PASS = ['e6', 'f6', 'd3', 'e7', 'e8', 'd8', 'g7'];

beforeAll(() => init());

describe('Session', () => {
  it('plays, undoes and redoes, keeping the record in step with the game', () => {
    const session = new Session(newRecord({ name: 'othello' }));
    expect(session.play('f5')).toEqual([{ color: 'black', square: 'f5', flips: ['e5'] }]);
    session.play('d6');
    expect(session.record.moves).toEqual(['f5', 'd6']);
    expect(session.undo().map((move) => move.square)).toEqual(['d6']);
    expect(session.record).toMatchObject({ moves: ['f5'], undone: ['d6'] });
    expect(session.game.turn()).toBe('white');
    expect(session.redo().map((move) => move.square)).toEqual(['d6']);
    expect(session.record).toMatchObject({ moves: ['f5', 'd6'], undone: [] });
  });

  it('keeps the redo line when the same move is played again, and drops it for another', () => {
    const session = new Session(newRecord({ name: 'othello' }));
    for (const square of ['f5', 'd6', 'c3']) session.play(square);
    session.undo();
    session.undo();
    session.play('d6');
    expect(session.record.undone).toEqual(['c3']);
    session.undo();
    session.play('f6');
    expect(session.record.undone).toEqual([]);
    expect(session.canRedo()).toBe(false);
  });

  it('plays a forced pass at once, and undo takes it back with the move that forced it', () => {
    const session = new Session({ ...newRecord({ name: 'othello' }), moves: BEFORE_PASS });
    expect(session.play('f8').map((move) => move.square)).toEqual(['f8', 'pa']);
    expect(session.game.turn()).toBe('white');
    expect(session.undo().map((move) => move.square)).toEqual(['pa', 'f8']);
    expect(session.record.moves).toEqual(BEFORE_PASS);
    expect(session.redo().map((move) => move.square)).toEqual(['f8', 'pa']);
  });

  it('never undoes behind passes forced at the start of a loaded position', () => {
    // The position after BEFORE_PASS and f8, black to move: black must pass at once.
    const session = new Session({ ...newRecord({ name: 'othello' }), start: '-------------------X-------XX------XX-------XX------O-X----OOO-- X' });
    expect(session.record.moves).toEqual(['pa']);
    expect(session.canUndo()).toBe(false);
    expect(session.undo()).toEqual([]);
    session.play(session.game.moves()[0]!);
    expect(session.undo()).toHaveLength(1);
    expect(session.record.moves).toEqual(['pa']);
  });

  it('passes by choice under voluntaryPass, and undo takes back that pass alone', () => {
    const session = new Session(newRecord({ name: 'free-placement', mustCapture: false, voluntaryPass: true }));
    session.play('pa');
    expect(session.game.turn()).toBe('white');
    expect(session.undo().map((move) => move.square)).toEqual(['pa']);
    expect(session.game.turn()).toBe('black');
  });

  it('throws the wrapper’s error for an illegal move and changes nothing', () => {
    const session = new Session(newRecord({ name: 'othello' }));
    session.play('f5');
    expect(() => session.play('a1')).toThrow(/a1/);
    expect(session.record.moves).toEqual(['f5']);
    expect(() => new Session({ ...newRecord({ name: 'othello' }), moves: ['f5', 'a1'] })).toThrow(/a1/);
  });

  it('refuses a record whose redo line does not replay, so that redo never meets a bad move', () => {
    const record = { ...newRecord({ name: 'othello' }), moves: ['f5', 'd6'] };
    expect(() => new Session({ ...record, undone: ['c3', 'zz'] })).toThrow('The redo line: Invalid square "zz"');
    expect(() => new Session({ ...record, undone: ['pa'] })).toThrow('The redo line: Illegal move pa: black has a legal move and may not pass');
    // A redo line with the passes it forces replays.
    const session = new Session({ ...newRecord({ name: 'othello' }), moves: BEFORE_PASS });
    session.play('f8');
    session.undo();
    expect(new Session(session.record).redo().map((move) => move.square)).toEqual(['f8', 'pa']);
  });
});
