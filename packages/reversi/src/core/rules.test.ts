import { describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { type RulesInput, encodeRules, resolveRules } from './rules.ts';

describe('resolveRules', () => {
  it('defaults to othello and spells out every option', () => {
    expect(resolveRules(undefined)).toEqual({ name: 'othello' });
    expect(resolveRules('othello')).toEqual({ name: 'othello' });
    expect(resolveRules('reversi')).toEqual({ name: 'reversi' });
    expect(resolveRules({ name: 'reversi' })).toEqual({ name: 'reversi' });
    expect(resolveRules('free-placement')).toEqual({ name: 'free-placement', mustCapture: false, voluntaryPass: false });
    expect(resolveRules({ name: 'free-placement', mustCapture: true })).toEqual({
      name: 'free-placement',
      mustCapture: true,
      voluntaryPass: false,
    });
    expect(resolveRules({ name: 'free-placement', voluntaryPass: true, mustCapture: undefined })).toEqual({
      name: 'free-placement',
      mustCapture: false,
      voluntaryPass: true,
    });
  });

  it.each<[string, unknown, string]>([
    ['an unknown name', 'chess', 'Unknown rule set "chess": expected othello, reversi, free-placement'],
    ['an unknown name in an object', { name: 'Othello' }, 'Unknown rule set "Othello": expected othello, reversi, free-placement'],
    ['no name', {}, 'Unknown rule set undefined: expected othello, reversi, free-placement'],
    ['null', null, 'Invalid rules: expected a rule set name (othello, reversi, free-placement) or an object with a name'],
    ['an array', ['othello'], 'Invalid rules: expected a rule set name (othello, reversi, free-placement) or an object with a name'],
    ['an option on othello', { name: 'othello', mustCapture: true }, 'Rule set othello takes no options, got "mustCapture"'],
    ['an option on reversi', { name: 'reversi', voluntaryPass: false }, 'Rule set reversi takes no options, got "voluntaryPass"'],
    [
      'an unknown option',
      { name: 'free-placement', mustcapture: true },
      'Unknown option "mustcapture" of rule set free-placement: expected mustCapture or voluntaryPass',
    ],
    [
      'a non-boolean option',
      { name: 'free-placement', mustCapture: 'yes' },
      'Option mustCapture of rule set free-placement must be true or false, got "yes"',
    ],
    ['a number for an option', { name: 'free-placement', voluntaryPass: 1 }, 'Option voluntaryPass of rule set free-placement must be true or false, got 1'],
  ])('rejects %s with INVALID_RULES', (_, input, message) => {
    const error = caught(() => resolveRules(input as RulesInput));
    expect(error.code).toBe('INVALID_RULES');
    expect(error.message).toBe(message);
  });
});

describe('encodeRules', () => {
  // The core's encoding (packages/engine/assembly/rules.ts): rule set in bits 0-1, mustCapture 4, voluntaryPass 8.
  it('names each rule set and option to the core', () => {
    expect(encodeRules(resolveRules('othello'))).toBe(0);
    expect(encodeRules(resolveRules('reversi'))).toBe(1);
    expect(encodeRules(resolveRules('free-placement'))).toBe(2);
    expect(encodeRules(resolveRules({ name: 'free-placement', mustCapture: true }))).toBe(6);
    expect(encodeRules(resolveRules({ name: 'free-placement', voluntaryPass: true }))).toBe(10);
    expect(encodeRules(resolveRules({ name: 'free-placement', mustCapture: true, voluntaryPass: true }))).toBe(14);
  });
});
