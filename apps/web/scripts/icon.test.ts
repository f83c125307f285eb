import { describe, expect, it } from 'vitest';
import { drawIcon } from './icon.ts';

const pixel = (rgb: Uint8Array, size: number, x: number, y: number) => [...rgb.subarray((y * size + x) * 3, (y * size + x) * 3 + 3)];

describe('the icon', () => {
  it('is a green board with a black disc above and left of a white one', () => {
    for (const size of [180, 192, 512]) {
      const rgb = drawIcon(size);
      expect(rgb.length).toBe(size * size * 3);
      const at = (x: number, y: number) => pixel(rgb, size, Math.floor(x * size), Math.floor(y * size));
      expect(at(0, 0)).toEqual([0x2e, 0x8b, 0x57]);
      expect(at(0.99, 0.99)).toEqual([0x2e, 0x8b, 0x57]);
      expect(at(0.35, 0.35)).toEqual([0x11, 0x11, 0x11]);
      expect(at(0.65, 0.65)).toEqual([0xf4, 0xf4, 0xf4]);
      // The other two squares of the block are empty board.
      expect(at(0.65, 0.35)).toEqual([0x2e, 0x8b, 0x57]);
      expect(at(0.35, 0.65)).toEqual([0x2e, 0x8b, 0x57]);
    }
  });

  it('keeps the discs inside the middle 80%, where a mask may cut: only board and lines outside', () => {
    const size = 200;
    const rgb = drawIcon(size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const distance = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / size;
        const onLine = [0.2, 0.5, 0.8].some((line) => Math.abs(x + 0.5 - line * size) < 3 || Math.abs(y + 0.5 - line * size) < 3);
        if (distance > 0.4 && !onLine) expect(pixel(rgb, size, x, y), `${x},${y}`).toEqual([0x2e, 0x8b, 0x57]);
      }
    }
  });
});
