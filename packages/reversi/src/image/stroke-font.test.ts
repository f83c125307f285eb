import { describe, expect, it } from 'vitest';
import { STROKE_CHARACTERS, strokeText, svgNumber } from './stroke-font.ts';

/** The points of path data made only of move-to and line-to commands. */
const pointsOf = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }));

describe('strokeText', () => {
  it('has every character a board image writes', () => {
    for (const character of 'abcdefgh0123456789+-') expect(STROKE_CHARACTERS).toContain(character);
    expect(() => strokeText('x', 0, 0, 30)).toThrow('strokeText has no glyph for "x"');
  });

  it('writes each character inside its box, centred where asked', () => {
    for (const character of STROKE_CHARACTERS) {
      const d = strokeText(character, 100, 200, 30);
      expect(d).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+|M[\d.]+ [\d.]+)+$/);
      for (const { x, y } of pointsOf(d)) {
        // 4 units wide and 6 high at 5 pixels a unit, centred on (100, 200); g's tail hangs 2 units lower.
        expect(x).toBeGreaterThanOrEqual(90);
        expect(x).toBeLessThanOrEqual(110);
        expect(y).toBeGreaterThanOrEqual(185);
        expect(y).toBeLessThanOrEqual(character === 'g' ? 225 : 215);
      }
    }
  });

  it('sets several characters side by side, the whole centred', () => {
    const points = pointsOf(strokeText('-12', 300, 50, 30));
    const xs = points.map((point) => point.x);
    // Three characters 20 wide with gaps of 7.5: 75 in all, from 262.5 to 337.5.
    expect(Math.min(...xs)).toBe(262.5);
    expect(Math.max(...xs)).toBe(337.5);
    expect(strokeText('+4', 0, 0, 30)).toBe(strokeText('+4', 0, 0, 30));
  });
});

describe('svgNumber', () => {
  it('writes at most two decimals, and no negative zero', () => {
    expect(svgNumber(12)).toBe('12');
    expect(svgNumber(12.3456)).toBe('12.35');
    expect(svgNumber(2 / 3)).toBe('0.67');
    expect(svgNumber(-0.001)).toBe('0');
    expect(svgNumber(-4.5)).toBe('-4.5');
  });
});
