import { describe, expect, it } from 'vitest';
import { printable } from './printable.ts';

describe('printable', () => {
  it('keeps what shows, and escapes what does not', () => {
    expect(printable('z９😀')).toBe('z９😀');
    expect(printable('\u0000')).toBe('\\u0000');
    expect(printable('a\tb\u200bc\u007f')).toBe('a\\u0009b\\u200bc\\u007f');
    expect(printable('\ud800')).toBe('\\ud800');
  });
});
