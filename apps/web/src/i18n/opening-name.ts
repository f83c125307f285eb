// An opening's name as the page shows it. The community's list writes one name in capitals
// (COMP'OTH, a program's name), which reads as shouting among the others: shown word-capitalised.

/**
 * The name, with a name written all in capitals capitalised word by word (after a space, a hyphen
 * or an apostrophe); every other name as it is.
 *
 * @example
 * ```ts
 * openingName("COMP'OTH"); // "Comp'Oth"
 * openingName('Tiger'); // 'Tiger'
 * ```
 */
export function openingName(name: string): string {
  if (name !== name.toUpperCase() || !/[A-Z]{2}/.test(name)) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
