/** What each unit the docs write sizes in is worth, in bytes (KB and MB decimal, as the benches print them). */
const UNITS: Record<string, number> = { KB: 1e3, MB: 1e6, KiB: 1024, MiB: 1024 * 1024 };

/**
 * Whether a size as the docs write it (`5.95 MB`, `2,277 KB`, `85 KB`, `2,690 KiB`) says `bytes`:
 * within one unit of its last digit, so that a figure rounded or cut short holds, and a stale one
 * (a file grown by more than that) does not. The tests that hold the READMEs to the built files use
 * it (through staleFigures), so that a figure cannot go stale.
 *
 * @example
 * saysSize('5.95 MB', 5_952_744); // true
 * saysSize('4.3 MB', 5_952_744); // false
 */
export function saysSize(stated: string, bytes: number): boolean {
  const match = /^([\d,]+(?:\.(\d+))?) (KB|MB|KiB|MiB)$/.exec(stated);
  if (match === null) throw new Error(`"${stated}" is not a size like 85 KB, 2,277 KB or 5.95 MB`);
  const value = Number(match[1]!.replaceAll(',', ''));
  const step = 10 ** -(match[2]?.length ?? 0);
  return Math.abs(bytes / UNITS[match[3]!]! - value) < step;
}

/**
 * A size as the docs write it, as a group of a pattern's source.
 *
 * @example
 * new RegExp(`the engine \\(${SIZE}\\)`).exec('the engine (85 KB)')?.[1]; // '85 KB'
 */
export const SIZE = '([\\d,.]+ (?:KB|MB|KiB|MiB))';

/**
 * Figures a doc gives, found by the words around them: `words` has a group for each figure, and
 * `says` what each must say, a size its bytes (saysSize), a count (`{ count }`) exactly that.
 */
export interface FigureClaim {
  words: RegExp;
  says: (number | { count: number })[];
}

/**
 * The claims a doc fails, each said in a line: its words not found (a figure reworded away), or
 * a figure that is not what the build has. The doc's line breaks and indents read as single
 * spaces, so that a figure may be split across lines.
 *
 * @example
 * staleFigures('README.md', 'the engine (70 KB)', [{ words: /the engine \((\S+ KB)\)/, says: [85_370] }]);
 * // ['README.md: "the engine (70 KB)" says 70 KB, the build has 85370 bytes']
 */
export function staleFigures(doc: string, text: string, claims: FigureClaim[]): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return claims.flatMap(({ words, says }) => {
    const found = words.exec(flat);
    if (found === null) return [`${doc}: no longer says ${words.source}`];
    return says.flatMap((actual, i) => {
      const stated = found[i + 1]!;
      const holds = typeof actual === 'number' ? saysSize(stated, actual) : Number(stated) === actual.count;
      return holds ? [] : [`${doc}: "${found[0]}" says ${stated}, the build has ${typeof actual === 'number' ? `${actual} bytes` : actual.count}`];
    });
  });
}
