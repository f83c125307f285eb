import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { newRecord } from './record.ts';
import { PlayedLine } from './played-line.ts';

/** Seven moves after which white's f8 leaves black without a move. */
const BEFORE_PASS = ['e6', 'f6', 'd3', 'e7', 'e8', 'd8', 'g7'];

beforeAll(() => init());

describe('PlayedLine', () => {
  it('plays, undoes and redoes, keeping the record in step with the game', () => {
    const playedLine = new PlayedLine(newRecord({ name: 'othello' }));
    expect(playedLine.play('f5')).toEqual([{ color: 'black', square: 'f5', flips: ['e5'] }]);
    playedLine.play('d6');
    expect(playedLine.record.moves).toEqual(['f5', 'd6']);
    expect(playedLine.undo().map((move) => move.square)).toEqual(['d6']);
    expect(playedLine.record).toMatchObject({ moves: ['f5'], undone: ['d6'] });
    expect(playedLine.game.turn()).toBe('white');
    expect(playedLine.redo().map((move) => move.square)).toEqual(['d6']);
    expect(playedLine.record).toMatchObject({ moves: ['f5', 'd6'], undone: [] });
  });

  it('keeps the redo line when the same move is played again, and drops it for another', () => {
    const playedLine = new PlayedLine(newRecord({ name: 'othello' }));
    for (const square of ['f5', 'd6', 'c3']) playedLine.play(square);
    playedLine.undo();
    playedLine.undo();
    playedLine.play('d6');
    expect(playedLine.record.undone).toEqual(['c3']);
    playedLine.undo();
    playedLine.play('f6');
    expect(playedLine.record.undone).toEqual([]);
    expect(playedLine.canRedo()).toBe(false);
  });

  it('plays a forced pass at once, and undo takes it back with the move that forced it', () => {
    const playedLine = new PlayedLine({ ...newRecord({ name: 'othello' }), moves: BEFORE_PASS });
    expect(playedLine.play('f8').map((move) => move.square)).toEqual(['f8', 'pa']);
    expect(playedLine.game.turn()).toBe('white');
    expect(playedLine.undo().map((move) => move.square)).toEqual(['pa', 'f8']);
    expect(playedLine.record.moves).toEqual(BEFORE_PASS);
    expect(playedLine.redo().map((move) => move.square)).toEqual(['f8', 'pa']);
  });

  it('never undoes behind passes forced at the start of a loaded position', () => {
    // The position after BEFORE_PASS and f8, black to move: black must pass at once.
    const playedLine = new PlayedLine({ ...newRecord({ name: 'othello' }), start: '-------------------X-------XX------XX-------XX------O-X----OOO-- X' });
    expect(playedLine.record.moves).toEqual(['pa']);
    expect(playedLine.canUndo()).toBe(false);
    expect(playedLine.undo()).toEqual([]);
    playedLine.play(playedLine.game.moves()[0]!);
    expect(playedLine.undo()).toHaveLength(1);
    expect(playedLine.record.moves).toEqual(['pa']);
  });

  it('passes by choice under voluntaryPass, and undo takes back that pass alone', () => {
    const playedLine = new PlayedLine(newRecord({ name: 'free-placement', mustCapture: false, voluntaryPass: true }));
    playedLine.play('pa');
    expect(playedLine.game.turn()).toBe('white');
    expect(playedLine.undo().map((move) => move.square)).toEqual(['pa']);
    expect(playedLine.game.turn()).toBe('black');
  });

  it('throws the wrapper’s error for an illegal move and changes nothing', () => {
    const playedLine = new PlayedLine(newRecord({ name: 'othello' }));
    playedLine.play('f5');
    expect(() => playedLine.play('a1')).toThrow(/a1/);
    expect(playedLine.record.moves).toEqual(['f5']);
    expect(() => new PlayedLine({ ...newRecord({ name: 'othello' }), moves: ['f5', 'a1'] })).toThrow(/a1/);
  });

  it('refuses a record whose redo line does not replay, so that redo never meets a bad move', () => {
    const record = { ...newRecord({ name: 'othello' }), moves: ['f5', 'd6'] };
    expect(() => new PlayedLine({ ...record, undone: ['c3', 'zz'] })).toThrow('The redo line: Invalid square "zz"');
    expect(() => new PlayedLine({ ...record, undone: ['pa'] })).toThrow('The redo line: Illegal move pa: black has a legal move and may not pass');
    // A redo line with the passes it forces replays.
    const playedLine = new PlayedLine({ ...newRecord({ name: 'othello' }), moves: BEFORE_PASS });
    playedLine.play('f8');
    playedLine.undo();
    expect(new PlayedLine(playedLine.record).redo().map((move) => move.square)).toEqual(['f8', 'pa']);
  });
});
