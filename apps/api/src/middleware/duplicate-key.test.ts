import { describe, expect, it } from 'vitest';
import { duplicateKey } from './duplicate-key.ts';

describe('duplicateKey', () => {
  it('finds a key given twice in one object, with its path', () => {
    expect(duplicateKey('{"level": 1, "level": 20}')).toBe('level');
    expect(duplicateKey('{"book": {"seed": 1, "seed": 2}}')).toBe('book.seed');
    expect(duplicateKey('{"a": [{"x": 1}, {"x": 2, "x": 3}]}')).toBe('a.x');
    expect(duplicateKey('{"le\\u0076el": 1, "level": 2}')).toBe('level'); // the same key, escaped
    // However far its colon: a window of 64 characters once let this one through (issue 27).
    expect(duplicateKey(`{"position":"f5","level":1,"level"${' '.repeat(63)}:13}`)).toBe('level');
    expect(duplicateKey(`{"level"${'\n'.repeat(5000)}:1,"level":2}`)).toBe('level');
  });

  it('finds none in keys of different objects, in strings that look like keys, or in arrays', () => {
    expect(duplicateKey('{"a": {"b": 1}, "c": {"b": 2}}')).toBeNull();
    expect(duplicateKey('{"position": "\\"level\\": 1", "level": 1}')).toBeNull();
    expect(duplicateKey('["a", "a", {"a": "a"}]')).toBeNull();
    expect(duplicateKey('{}')).toBeNull();
  });
});
