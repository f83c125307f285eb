// The few characters a board image writes (coordinates, scores, move numbers) drawn as strokes, so
// that the image needs no font: a rasteriser with no fonts at all (resvg in a Worker has none)
// draws it as a browser does, and the same text gives the same bytes everywhere.

/**
 * Each character as strokes (polylines of x, y pairs) in a box 4 wide and 6 high, y down, the
 * baseline at 6; `g` hangs below it to 8. Every character is 4 wide: digits line up in columns.
 */
const GLYPHS: Record<string, readonly (readonly number[])[]> = {
  '0': [[1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 1, 6, 0, 5, 0, 1, 1, 0]],
  '1': [[1, 1, 2, 0, 2, 6], [1, 6, 3, 6]],
  '2': [[0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 0, 6, 4, 6]],
  '3': [[0, 0, 4, 0, 2, 2.5, 3, 2.5, 4, 3.5, 4, 5, 3, 6, 1, 6, 0, 5]],
  '4': [[3, 6, 3, 0, 0, 4, 4, 4]],
  '5': [[4, 0, 0, 0, 0, 2.5, 3, 2.5, 4, 3.5, 4, 5, 3, 6, 0, 6]],
  '6': [[3.5, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 3.5, 3, 2.5, 0, 2.5]],
  '7': [[0, 0, 4, 0, 1.5, 6]],
  '8': [
    [1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 1, 3, 0, 2, 0, 1, 1, 0],
    [1, 3, 0, 4, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3],
  ],
  '9': [[4, 3.5, 1, 3.5, 0, 2.5, 0, 1, 1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 0.5, 6]],
  a: [[4, 2, 4, 6], [4, 3, 3, 2, 1, 2, 0, 3, 0, 5, 1, 6, 3, 6, 4, 5]],
  b: [[0, 0, 0, 6], [0, 3, 1, 2, 3, 2, 4, 3, 4, 5, 3, 6, 1, 6, 0, 5]],
  c: [[4, 2.5, 3.5, 2, 1, 2, 0, 3, 0, 5, 1, 6, 3.5, 6, 4, 5.5]],
  d: [[4, 0, 4, 6], [4, 3, 3, 2, 1, 2, 0, 3, 0, 5, 1, 6, 3, 6, 4, 5]],
  e: [[0, 4, 4, 4, 4, 3, 3, 2, 1, 2, 0, 3, 0, 5, 1, 6, 3.5, 6]],
  f: [[4, 0.5, 3.5, 0, 2.5, 0, 1.5, 1, 1.5, 6], [0, 2, 3.5, 2]],
  g: [[4, 2, 4, 7, 3, 8, 1, 8, 0.5, 7.5], [4, 3, 3, 2, 1, 2, 0, 3, 0, 4.5, 1, 5.5, 3, 5.5, 4, 4.5]],
  h: [[0, 0, 0, 6], [0, 3, 1, 2, 3, 2, 4, 3, 4, 6]],
  '+': [[2, 1.5, 2, 5.5], [0, 3.5, 4, 3.5]],
  '-': [[0, 3.5, 4, 3.5]],
};

const WIDTH = 4;
const HEIGHT = 6;
const GAP = 1.5;

/** The characters `strokeText` can write. */
export const STROKE_CHARACTERS = Object.keys(GLYPHS).join('');

/**
 * A number as an SVG attribute writes it: at most two decimals, no `-0`. JavaScript's number to
 * text is the same in every engine, so the same figures give the same bytes.
 *
 * @example
 * ```ts
 * svgNumber(12.3456); // '12.35'
 * ```
 */
export function svgNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * Path data (`d`) that writes `text` centred on (`x`, `y`), its digits and lower-case letters
 * `height` units tall (a digit's whole height; a letter's ascender). Draw it with a stroke and no
 * fill; a stroke of about height / 6 reads well.
 *
 * @example
 * ```ts
 * `<path d="${strokeText('+4', 150, 250, 30)}" fill="none" stroke="#fff" stroke-width="5"/>`
 * ```
 */
export function strokeText(text: string, x: number, y: number, height: number): string {
  const scale = height / HEIGHT;
  const width = (text.length * WIDTH + (text.length - 1) * GAP) * scale;
  const left = x - width / 2;
  const top = y - height / 2;
  const parts: string[] = [];
  [...text].forEach((character, i) => {
    const glyph = GLYPHS[character];
    if (!glyph) throw new Error(`strokeText has no glyph for ${JSON.stringify(character)}`);
    const offset = left + i * (WIDTH + GAP) * scale;
    for (const stroke of glyph) {
      for (let p = 0; p < stroke.length; p += 2) {
        parts.push(`${p === 0 ? 'M' : 'L'}${svgNumber(offset + stroke[p]! * scale)} ${svgNumber(top + stroke[p + 1]! * scale)}`);
      }
    }
  });
  return parts.join('');
}
