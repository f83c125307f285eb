// The README's NBoard and GTP examples (a printf piped into `flank nboard` or `flank gtp`) run as
// written: their input, fed to the same sessions in-process, gets answers and no error.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Protocol, exchange } from '../../test/support/engine-protocols.ts';
import { init } from '../node.ts';

beforeAll(() => init());

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
const EXAMPLE = /^printf '([^']*)' \| npx -y pnpm@10\.34\.9 --silent flank (nboard|gtp)((?: \S+)*)$/;
const examples = readme.split('\n').flatMap((line) => {
  const match = EXAMPLE.exec(line);
  return match ? [{ input: match[1]!.split('\\n').filter((command) => command !== ''), command: match[2] as Protocol, argv: match[3]!.split(' ').filter((word) => word !== '') }] : [];
});

describe('the README’s engine examples', () => {
  it('are there, one for each protocol', () => {
    expect(examples.map((example) => example.command).sort()).toEqual(['gtp', 'nboard']);
  });

  it.each(examples.map((example) => [example.command, example]))('%s', async (command, { input, argv }) => {
    const { out } = await exchange(command, input, ...argv);
    if (command === 'gtp') {
      const replies = out.filter((line) => /^[=?]/.test(line));
      expect(replies).toHaveLength(input.length);
      expect(replies.every((reply) => reply.startsWith('='))).toBe(true);
    } else {
      expect(out.some((line) => line.startsWith('status Error'))).toBe(false);
      expect(out).toContainEqual(expect.stringMatching(/^=== [A-H][1-8]\//));
    }
  });
});
