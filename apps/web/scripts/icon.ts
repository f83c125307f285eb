// The page's icon, drawn at build for the web manifest and the home screen: a corner of the green
// board (the light palette's colours, src/styles.css) with a black and a white disc on a diagonal,
// as a game starts. The discs lie within the middle 80%, which a masking platform keeps.

type Rgb = readonly [number, number, number];

const BOARD: Rgb = [0x2e, 0x8b, 0x57];
const LINE: Rgb = [0x1d, 0x5e, 0x3a];
const BLACK: Rgb = [0x11, 0x11, 0x11];
const WHITE: Rgb = [0xf4, 0xf4, 0xf4];

/** The grid's lines, as fractions of the side: a 2x2 block of squares in the middle. */
const LINES = [0.2, 0.5, 0.8];
const LINE_WIDTH = 0.014;
/** The discs: centre (x, y) and radius, as fractions of the side. */
const DISCS: { x: number; y: number; r: number; colour: Rgb }[] = [
  { x: 0.35, y: 0.35, r: 0.125, colour: BLACK },
  { x: 0.65, y: 0.65, r: 0.125, colour: WHITE },
];

/** Samples a pixel takes along each axis: smooth edges on discs and lines. */
const SAMPLES = 4;

/** The colour at a point of the unit square. */
function colourAt(x: number, y: number): Rgb {
  for (const disc of DISCS) if ((x - disc.x) ** 2 + (y - disc.y) ** 2 <= disc.r ** 2) return disc.colour;
  if (LINES.some((line) => Math.abs(x - line) <= LINE_WIDTH / 2 || Math.abs(y - line) <= LINE_WIDTH / 2)) return LINE;
  return BOARD;
}

/**
 * The icon at `size` x `size` pixels, as RGB bytes (rows top to bottom), opaque.
 *
 * @example
 * writeFileSync('icon-192.png', encodePng(192, 192, drawIcon(192)));
 */
export function drawIcon(size: number): Uint8Array {
  const rgb = new Uint8Array(size * size * 3);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size);
          for (let channel = 0; channel < 3; channel++) sum[channel]! += colour[channel]!;
        }
      }
      for (let channel = 0; channel < 3; channel++) rgb[(py * size + px) * 3 + channel] = Math.round(sum[channel]! / SAMPLES ** 2);
    }
  }
  return rgb;
}
