import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/differential/random.ts';
import { canonical, inverse, transform, transformSquare } from './symmetry.ts';

const randomBoard = (random: (n: number) => number) => BigInt(random(2 ** 32)) | (BigInt(random(2 ** 32)) << 32n);

describe('the 8 symmetries', () => {
  it('move each square as its bitboard moves it, and are undone by their inverse', () => {
    for (let s = 0; s < 8; s++) {
      for (let square = 0; square < 64; square++) {
        expect(transform(1n << BigInt(square), s)).toBe(1n << BigInt(transformSquare(square, s)));
        expect(transformSquare(transformSquare(square, s), inverse(s))).toBe(square);
      }
    }
  });

  it('are 8 different maps: b1 goes to 8 squares, and a1 only to the corners', () => {
    const b1 = new Set(Array.from({ length: 8 }, (_, s) => transformSquare(1, s)));
    expect(b1.size).toBe(8);
    const a1 = new Set(Array.from({ length: 8 }, (_, s) => transformSquare(0, s)));
    expect([...a1].sort((a, b) => a - b)).toEqual([0, 7, 56, 63]);
  });

  it('give every image of a position the same canonical form, the image its symmetry names', () => {
    const random = seededRandom(8);
    for (let i = 0; i < 200; i++) {
      const board = randomBoard(random);
      const player = board & randomBoard(random);
      const opponent = board & ~player;
      const { key } = canonical(player, opponent);
      for (let s = 0; s < 8; s++) {
        const image = canonical(transform(player, s), transform(opponent, s));
        expect(image.key).toBe(key);
        const p = transform(transform(player, s), image.symmetry);
        const o = transform(transform(opponent, s), image.symmetry);
        expect((p << 64n) | o).toBe(key);
      }
    }
  });
});
