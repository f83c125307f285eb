import { describe, expect, it } from 'vitest';
import { deleteLine, firstOwnPly, promoteLine, replaceLine, variationTree, withLine } from './variations.ts';

const MAIN = ['f5', 'd6', 'c3', 'd3'];
const BESIDE = ['f5', 'd6', 'c4'];
const DEEPER = ['f5', 'd6', 'c4', 'f4'];

describe('variations', () => {
  it('makes a tree in which each move belongs to the first line that plays it', () => {
    const tree = variationTree([MAIN, BESIDE, ['f5', 'f6']]);
    expect(tree).toHaveLength(1);
    const [f5] = tree;
    expect(f5).toMatchObject({ move: 'f5', line: 0, ply: 0 });
    expect(f5!.next.map((node) => [node.move, node.line, node.ply])).toEqual([
      ['d6', 0, 1],
      ['f6', 2, 1],
    ]);
    expect(f5!.next[0]!.next.map((node) => [node.move, node.line, node.ply])).toEqual([
      ['c3', 0, 2],
      ['c4', 1, 2],
    ]);
  });

  it('finds moves in a line that holds them, continues a line they lengthen, or adds a variation', () => {
    expect(withLine([MAIN], ['f5', 'd6'])).toEqual({ lines: [MAIN], line: 0 });
    expect(withLine([MAIN], [...MAIN, 'e3'])).toEqual({ lines: [[...MAIN, 'e3']], line: 0 });
    expect(withLine([MAIN], BESIDE)).toEqual({ lines: [MAIN, BESIDE], line: 1 });
    expect(withLine([MAIN, BESIDE], DEEPER)).toEqual({ lines: [MAIN, DEEPER], line: 1 });
  });

  it('drops a line that undo shortened into the beginning of another, the main line going on in its continuation', () => {
    expect(replaceLine([MAIN, BESIDE], 1, ['f5', 'd6'])).toEqual({ lines: [MAIN], line: 0 });
    expect(replaceLine([MAIN, BESIDE], 1, ['f5', 'd6', 'c5'])).toEqual({ lines: [MAIN, ['f5', 'd6', 'c5']], line: 1 });
    expect(replaceLine([['f5', 'd6'], ['f5', 'f6'], ['f5', 'd6', 'c3']], 0, ['f5'])).toEqual({ lines: [['f5', 'd6', 'c3'], ['f5', 'f6']], line: 0 });
    expect(replaceLine([MAIN, ['f5', 'f6'], BESIDE], 1, ['f5'])).toEqual({ lines: [MAIN, BESIDE], line: 0 });
  });

  it('promotes a variation to the main line, and deletes one with the variations that branch off it', () => {
    expect(promoteLine([MAIN, BESIDE, ['f5', 'f6']], 2)).toEqual([['f5', 'f6'], MAIN, BESIDE]);
    const lines = [MAIN, BESIDE, ['f5', 'd6', 'c4', 'e3'], ['f5', 'f6']];
    expect(firstOwnPly(lines, 1)).toBe(2);
    expect(firstOwnPly(lines, 2)).toBe(3);
    expect(deleteLine(lines, 1)).toEqual([MAIN, ['f5', 'f6']]);
    expect(deleteLine(lines, 2)).toEqual([MAIN, BESIDE, ['f5', 'f6']]);
    expect(() => deleteLine(lines, 0)).toThrow('The main line cannot be deleted');
  });
});
