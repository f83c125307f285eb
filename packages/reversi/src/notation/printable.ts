// Text that a message echoes back: characters that would not show (controls such as NUL, format
// characters, unpaired surrogates) are written as escapes, so that an error reads the same in a
// terminal, a log or JSON.

/**
 * A character or text as an error message quotes it, invisible characters escaped.
 *
 * @example
 * ```ts
 * printable('z'); // 'z'
 * printable('\u0000'); // '\\u0000'
 * ```
 */
export function printable(text: string): string {
  return text.replace(/[\p{C}]/gu, (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}
