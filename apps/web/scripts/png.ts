// A PNG encoder for opaque RGB images, the little the page's icons need (node:zlib does the
// compression and the checksums): no image library for three small files made at build.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** One chunk: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/**
 * Encodes `rgb` (3 bytes a pixel, rows top to bottom) as a PNG of 8-bit truecolour.
 *
 * @example
 * writeFileSync('red.png', encodePng(1, 1, Uint8Array.of(255, 0, 0)));
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError(`A PNG needs a positive whole size, not ${width}x${height}`);
  if (rgb.length !== width * height * 3) throw new RangeError(`${width}x${height} RGB pixels take ${width * height * 3} bytes, not ${rgb.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, truecolour, deflate, no filter method but 0, no interlace
  // Each row behind its filter byte: 0, none (flat colours compress well without one).
  const rows = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array())]);
}
