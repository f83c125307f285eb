import { describe, expect, it } from 'vitest';
import { saysSize, staleFigures } from '../host/stated-figures';

describe('saysSize', () => {
  it('holds a figure to its last digit, rounded or cut short', () => {
    expect(saysSize('5.95 MB', 5_952_744)).toBe(true);
    expect(saysSize('5.96 MB', 5_952_744)).toBe(true);
    expect(saysSize('5.94 MB', 5_952_744)).toBe(false);
    expect(saysSize('2,277 KB', 2_277_119)).toBe(true);
    expect(saysSize('26 KB', 26_568)).toBe(true);
    expect(saysSize('27 KB', 26_568)).toBe(true);
    expect(saysSize('21 KB', 26_568)).toBe(false);
    expect(saysSize('2,690 KiB', 2_690 * 1024 + 500)).toBe(true);
    expect(saysSize('4.3 MB', 5_952_744)).toBe(false);
  });

  it('refuses what is not a size, naming it', () => {
    expect(() => saysSize('85KB', 85_000)).toThrow('"85KB" is not a size like 85 KB, 2,277 KB or 5.95 MB');
    expect(() => saysSize('85 GB', 85_000)).toThrow('"85 GB" is not a size');
  });
});

describe('staleFigures', () => {
  const text = 'the engine (85 KB,\n  27 KB gzipped) in 120 files';
  const words = /the engine \((\S+ KB), (\S+ KB) gzipped\) in (\d+) files/;

  it('finds each figure across line breaks, and passes those the build has', () => {
    expect(staleFigures('README.md', text, [{ words, says: [85_370, 26_568, { count: 120 }] }])).toEqual([]);
  });

  it('names each stale figure, and words no longer there', () => {
    expect(staleFigures('README.md', text, [{ words, says: [85_370, 21_000, { count: 116 }] }])).toEqual([
      'README.md: "the engine (85 KB, 27 KB gzipped) in 120 files" says 27 KB, the build has 21000 bytes',
      'README.md: "the engine (85 KB, 27 KB gzipped) in 120 files" says 120, the build has 116',
    ]);
    expect(staleFigures('README.md', 'the engine, small', [{ words, says: [85_370, 26_568, { count: 120 }] }])).toEqual([`README.md: no longer says ${words.source}`]);
  });
});
