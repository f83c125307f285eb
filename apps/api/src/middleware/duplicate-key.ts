// JSON leaves open what a key given twice in one object means (RFC 8259: "unpredictable"), and
// JSON.parse keeps the last silently: the API refuses such a body instead of guessing.

/**
 * The first key given twice in one object of valid JSON text, as a dotted path ("book.seed"), or
 * null when there is none.
 *
 * @example
 * ```ts
 * duplicateKey('{"level": 1, "level": 20}'); // 'level'
 * duplicateKey('{"a": {"b": 1}, "c": {"b": 2}}'); // null
 * ```
 */
export function duplicateKey(text: string): string | null {
  // One frame per open object or array: the keys seen (null for an array) and the key being read.
  const frames: { keys: Set<string> | null; key: string | null }[] = [];
  // The last character outside strings and white space: in an object, a string after `{` or `,`
  // is a key (a value follows a colon), however much white space stands before its colon.
  let last = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      const end = stringEnd(text, i);
      const frame = frames.at(-1);
      if (frame?.keys && (last === '{' || last === ',')) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (frame.keys.has(key)) return [...frames.slice(0, -1).map((outer) => outer.key), key].filter((part) => part !== null).join('.');
        frame.keys.add(key);
        frame.key = key;
      }
      i = end;
      last = '"';
      continue;
    }
    if (char === '{') frames.push({ keys: new Set(), key: null });
    else if (char === '[') frames.push({ keys: null, key: null });
    else if (char === '}' || char === ']') frames.pop();
    if (!/\s/.test(char)) last = char;
  }
  return null;
}

/** The index of the quote that closes the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i;
}
