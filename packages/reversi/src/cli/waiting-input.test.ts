import { describe, expect, it } from 'vitest';
import { stopsGtpSearch } from './gtp.ts';
import { stopsNBoardSearch } from './nboard.ts';
import { WaitingInput } from './waiting-input.ts';

const fresh = () => new WaitingInput(new Int32Array(new SharedArrayBuffer(4)), stopsGtpSearch);

describe('WaitingInput', () => {
  it('counts the lines that stop a search until the session takes them, and only those', () => {
    const input = fresh();
    input.read('play b f5');
    expect(input.waiting()).toBe(false);
    input.read('quit');
    input.read('2 quit');
    expect(Atomics.load(input.word, 0)).toBe(2);
    input.take('play b f5');
    input.take('quit');
    expect(input.waiting()).toBe(true);
    input.take('2 quit');
    expect(input.waiting()).toBe(false);
  });

  it('stays set once the input has ended, whatever the session takes', () => {
    const input = fresh();
    input.read('quit');
    input.end();
    input.take('quit');
    expect(input.waiting()).toBe(true);
  });
});

describe('the lines that stop a search', () => {
  it('GTP: a quit, with an id, spaces, tabs or a comment, and nothing else', () => {
    for (const line of ['quit', '7 quit', '  quit\t', '3\tquit # done', 'quit\r']) expect(stopsGtpSearch(line), line).toBe(true);
    for (const line of ['quitter', 'play b f5', '# quit', '', 'known_command quit']) expect(stopsGtpSearch(line), line).toBe(false);
  });

  it('NBoard: any command, not a blank line', () => {
    for (const line of ['ping 2', 'quit', 'move F5']) expect(stopsNBoardSearch(line), line).toBe(true);
    for (const line of ['', '   ', '\t\x07']) expect(stopsNBoardSearch(line), line).toBe(false);
  });
});
