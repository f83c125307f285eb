import { describe, expect, it } from 'vitest';
import { RepeatedParameter, WrittenNumber, bodyAsWritten, queryAsWritten, quoted, writtenAt } from './as-written.ts';

describe('values as written', () => {
  it('reads a query with + kept, and a name given twice as a repeated parameter', () => {
    expect(queryAsWritten('https://x/v1/best-move?level=+8&position=f5%20d6&book')).toEqual({ level: '+8', position: 'f5 d6', book: '' });
    expect(queryAsWritten('https://x/v1/moves?position=f5&level=1&position=f5d6')).toEqual({ position: new RepeatedParameter(['f5', 'f5d6']), level: '1' });
    expect(queryAsWritten('https://x/v1/moves')).toEqual({});
  });

  it('reads a body’s numbers as their digits, which JSON.parse rounds', () => {
    const written = bodyAsWritten('{"level": 123456789012345678901234567890, "book": {"seed": 1e400}, "moves": ["d3"]}');
    expect(writtenAt(written, ['level'])).toEqual(new WrittenNumber('123456789012345678901234567890'));
    expect(writtenAt(written, ['book', 'seed'])).toEqual(new WrittenNumber('1e400'));
    expect(writtenAt(written, ['moves', 0])).toBe('d3');
    expect(writtenAt(written, ['moves', 1])).toBeUndefined();
    expect(writtenAt(written, ['level', 'x'])).toBeUndefined();
    expect(bodyAsWritten(' ')).toBeUndefined();
  });

  it('quotes strings in quotes and numbers as written, a long one cut short with its length', () => {
    expect(quoted('f5')).toBe('"f5"');
    expect(quoted(new WrittenNumber('1.50'))).toBe('1.50');
    expect(quoted(new WrittenNumber('9'.repeat(400)))).toBe(`${'9'.repeat(80)}… (400 characters)`);
    expect(quoted(new WrittenNumber('9'.repeat(80)))).toBe('9'.repeat(80));
    expect(quoted('x'.repeat(81))).toBe(`"${'x'.repeat(80)}…"`);
    expect(quoted(new RepeatedParameter(['f5', 'd3']))).toBe('"f5", "d3"');
    expect([quoted(undefined), quoted([1]), quoted({}), quoted(true)]).toEqual(['nothing', 'an array', 'an object', 'true']);
  });
});
