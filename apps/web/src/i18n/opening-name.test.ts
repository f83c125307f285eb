import { describe, expect, it } from 'vitest';
import { openingName } from './opening-name.ts';

describe('openingName', () => {
  it('capitalises a name written in capitals word by word, and leaves the others', () => {
    expect(openingName("COMP'OTH")).toBe("Comp'Oth");
    expect(openingName('NO-KUNG')).toBe('No-Kung');
    expect(openingName('Tiger')).toBe('Tiger');
    expect(openingName('Semi-Wing Variation')).toBe('Semi-Wing Variation');
    expect(openingName('X')).toBe('X');
  });
});
