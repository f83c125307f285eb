import { describe, expect, it } from 'vitest';
import { statusLine } from './status-line.ts';

/** A terminal that keeps what is written to it. */
function terminal(isTTY: boolean, columns?: number) {
  const writes: string[] = [];
  return { writes, terminal: { isTTY, columns, write: (text: string) => void writes.push(text) } };
}

describe('statusLine', () => {
  it('is none where stderr is no terminal', () => {
    expect(statusLine(terminal(false).terminal)).toBeUndefined();
  });

  it('redraws one line in place, and erases it only once drawn', () => {
    const { writes, terminal: tty } = terminal(true, 80);
    const status = statusLine(tty)!;
    status.clear();
    expect(writes).toEqual([]);
    status.show('solving: 1.05 M nodes');
    status.show('solving: 2.10 M nodes');
    status.clear();
    status.clear();
    expect(writes).toEqual(['\r\x1b[Ksolving: 1.05 M nodes', '\r\x1b[Ksolving: 2.10 M nodes', '\r\x1b[K']);
  });

  it('cuts a line to the width of the terminal, which would otherwise wrap and not be redrawn', () => {
    const { writes, terminal: tty } = terminal(true, 10);
    statusLine(tty)!.show('0123456789abc');
    expect(writes).toEqual(['\r\x1b[K01234567…']);
    const { writes: unknown, terminal: wide } = terminal(true);
    statusLine(wide)!.show('0123456789abc');
    expect(unknown).toEqual(['\r\x1b[K0123456789abc']);
  });
});
