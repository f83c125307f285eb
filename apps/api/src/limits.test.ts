import { describe, expect, it } from 'vitest';
import { limitsOf } from './limits.ts';

describe('limitsOf', () => {
  it('reads numbers, and the strings that dashboard vars are', () => {
    expect(limitsOf({ MAX_LEVEL: 12, MAX_NODES: 5_000_000, DEFAULT_NODES: 1_000_000 })).toEqual({ maxLevel: 12, maxNodes: 5_000_000, defaultLevel: 8, defaultNodes: 1_000_000 });
    expect(limitsOf({ MAX_LEVEL: '4', MAX_NODES: ' 900 ', DEFAULT_NODES: '900' })).toEqual({ maxLevel: 4, maxNodes: 900, defaultLevel: 4, defaultNodes: 900 });
  });

  it('names the var that is missing or wrong', () => {
    expect(() => limitsOf({ MAX_NODES: 10, DEFAULT_NODES: 1 })).toThrow('The var MAX_LEVEL (wrangler.jsonc) must be a whole number from 1 to 20, got nothing');
    expect(() => limitsOf({ MAX_LEVEL: 8, MAX_NODES: 1.5, DEFAULT_NODES: 1 })).toThrow('MAX_NODES (wrangler.jsonc) must be a whole number from 1 to 9007199254740991, got 1.5');
    expect(() => limitsOf({ MAX_LEVEL: 8, MAX_NODES: 10, DEFAULT_NODES: 11 })).toThrow('DEFAULT_NODES (wrangler.jsonc) must be a whole number from 1 to 10, got 11');
    expect(() => limitsOf({ MAX_LEVEL: 'twelve', MAX_NODES: 10, DEFAULT_NODES: 1 })).toThrow('got "twelve"');
  });
});
