import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './cli.ts';

const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';

async function flank(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (line) => out.push(line), (line) => err.push(line));
  return { code, out, err };
}

describe('files of positions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flank-files-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('refuse a file that holds no position, exiting 1', async () => {
    for (const text of ['', '% only a comment\n\n']) {
      const path = file('empty.obf', text);
      expect(await flank('best', path)).toEqual({ code: 1, out: [], err: [`flank: ${path} holds no position: expected a board string and side to move a line`] });
    }
    expect((await flank('solve', '/dev/null')).err).toEqual(['flank: /dev/null holds no position: expected a board string and side to move a line']);
  });

  it('name the file and the line of a bad position, and answer none', async () => {
    const path = file('bad.obf', `% two positions\n${FFO_1}; g8:+18;\n\n${FFO_1.slice(0, 30)}?${FFO_1.slice(31)};\n`);
    const { code, out, err } = await flank('best', path);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([`flank: ${path}, line 4: Invalid character "?" at character 31 of the board string: expected X or * (black), O (white), - or . (empty)`]);
  });

  it('exit 1, not as a command-line mistake, on a file that is missing or a directory', async () => {
    const missing = await flank('solve', '/no/such/file.obf');
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toMatch(/^flank: Cannot read \/no\/such\/file.obf: ENOENT/);
    const folder = join(dir, 'positions');
    mkdirSync(folder);
    const directory = await flank('analyze', folder);
    expect(directory.code).toBe(1);
    expect(directory.err[0]).toMatch(new RegExp(`^flank: Cannot read ${folder}: EISDIR`));
  });
});
