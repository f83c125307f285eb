import { readDataText } from '@flank/engine/host/data-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { Reversi, init } from '../node.ts';
import { formatSquare, parseSquare } from '../notation/square.ts';
import { namedOpenings } from './opening.ts';
import { OPENING_NAMES_TSV } from './opening-names.ts';
import { transformSquare } from './symmetry.ts';

beforeAll(() => init());

/** A transcript under symmetry `s`. */
const image = (transcript: string, s: number) => (transcript.match(/../g) ?? []).map((move) => formatSquare(transformSquare(parseSquare(move), s))).join('');

describe('named openings', () => {
  it('are the list of data/opening-names.tsv, all 71, each position once', () => {
    const listed = readDataText('opening-names.tsv')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('board\t'));
    expect(OPENING_NAMES_TSV.split('\n').filter((line) => line !== '')).toEqual(listed);
    expect(namedOpenings().size).toBe(71);
  });

  it('name a game by the longest opening it passes through, under each symmetry of the start', () => {
    // The four symmetries that keep the start as it is (the others swap its colours).
    for (const s of [0, 3, 4, 7]) {
      expect(new Reversi(image('f5d6', s)).opening()).toEqual({ name: 'Perpendicular Opening', plies: 2 });
      expect(new Reversi(image('f5d6c3d3c4', s)).opening()).toEqual({ name: 'Tiger', plies: 5 });
      expect(new Reversi(image('f5d6c3d3c4f4', s)).opening()).toEqual({ name: 'Tiger', plies: 5 });
      expect(new Reversi(image('f5d6c3d3c4f4f6f3e6e7', s)).opening()).toEqual({ name: "COMP'OTH", plies: 8 });
      expect(new Reversi(image('f5f4', s)).opening()).toEqual({ name: 'Parallel Opening', plies: 2 });
      expect(new Reversi(image('f5f6', s)).opening()).toEqual({ name: 'Diagonal Opening', plies: 2 });
    }
    expect(new Reversi('f5').opening()).toBeNull(); // no name has one move
    expect(new Reversi().opening()).toBeNull();
  });

  it('follow undo, load and reset', () => {
    const game = new Reversi('f5d6c3d3c4');
    game.undo();
    expect(game.opening()).toEqual({ name: 'Perpendicular Opening', plies: 2 });
    game.move('c4');
    expect(game.opening()).toEqual({ name: 'Tiger', plies: 5 });
    game.load(game.toString());
    expect(game.opening()).toBeNull(); // a board string has no moves to name
    game.load('f5d6c3d3c4');
    expect(game.opening()).toEqual({ name: 'Tiger', plies: 5 });
    game.reset();
    game.play('f5f6');
    expect(game.opening()).toEqual({ name: 'Diagonal Opening', plies: 2 });
  });

  it('are null under reversi and free placement', () => {
    expect(new Reversi('f5d6c3d3c4', { rules: 'free-placement' }).opening()).toBeNull();
    const reversi = new Reversi('e4d4d5e5', { rules: 'reversi' });
    reversi.play('f5d6c3d3c4');
    expect(reversi.opening()).toBeNull();
  });
});
