import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.ts';

/** The chunks of a PNG, each checked against its CRC. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const found = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    found.push({ type: body.subarray(0, 4).toString('latin1'), data: body.subarray(4) });
    at += length + 12;
  }
  return found;
}

describe('the PNG encoder', () => {
  it('writes the signature, a truecolour header, the rows behind filter 0, and the end', () => {
    const rgb = Uint8Array.from({ length: 3 * 2 * 3 }, (_, index) => index * 10);
    const png = encodePng(3, 2, rgb);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [header, data, end, ...rest] = chunks(png);
    expect(rest).toEqual([]);
    expect(header!.type).toBe('IHDR');
    expect([header!.data.readUInt32BE(0), header!.data.readUInt32BE(4), ...header!.data.subarray(8)]).toEqual([3, 2, 8, 2, 0, 0, 0]);
    expect(data!.type).toBe('IDAT');
    expect([...inflateSync(data!.data)]).toEqual([0, ...rgb.subarray(0, 9), 0, ...rgb.subarray(9)]);
    expect(end).toEqual({ type: 'IEND', data: Buffer.alloc(0) });
  });

  it('refuses a size its pixels do not fill, or no size at all', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow('2x2 RGB pixels take 12 bytes, not 11');
    expect(() => encodePng(0, 1, new Uint8Array(0))).toThrow('A PNG needs a positive whole size, not 0x1');
  });
});
