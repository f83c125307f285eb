import { expect } from 'vitest';

// chai's deep equality walks a typed array entry by entry: a network's rows (millions of entries)
// took seconds a comparison, minutes of the suite on a loaded machine. These compare bytes.

/** Whether two typed arrays are of one kind and hold the same bytes. */
export function sameBytes(a: ArrayBufferView, b: ArrayBufferView): boolean {
  return a.constructor === b.constructor && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

/**
 * Expects `actual` to equal `expected` key by key, as `toEqual` would: typed arrays (and arrays of
 * them) by their bytes, anything else by `toEqual`. A failure names the key.
 */
export function expectSameContents(actual: object, expected: object): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, want] of Object.entries(expected)) {
    const got: unknown = (actual as Record<string, unknown>)[key];
    if (ArrayBuffer.isView(want)) {
      expect(ArrayBuffer.isView(got) && sameBytes(got, want), key).toBe(true);
    } else if (Array.isArray(want) && want.some((x) => ArrayBuffer.isView(x))) {
      expect(Array.isArray(got) && got.length === want.length, `${key}: its length`).toBe(true);
      want.forEach((x: ArrayBufferView, i) => expect(sameBytes((got as ArrayBufferView[])[i]!, x), `${key}[${i}]`).toBe(true));
    } else {
      expect(got, key).toEqual(want);
    }
  }
}
