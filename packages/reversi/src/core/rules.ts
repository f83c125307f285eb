import { described, isObjectLiteral } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
import { RULES } from './core-interface.ts';

/** The rule sets of docs/rules.md. */
export type RuleSetName = 'othello' | 'reversi' | 'free-placement';

/**
 * A rule set with its options. `mustCapture` and `voluntaryPass` belong to `free-placement` only.
 *
 * @example
 * ```ts
 * const rules: Rules = { name: 'free-placement', mustCapture: true };
 * ```
 */
export type Rules =
  | { name: 'othello' }
  | { name: 'reversi' }
  | { name: 'free-placement'; mustCapture?: boolean; voluntaryPass?: boolean };

/** A rule set as options accept it: its name alone, or the object. */
export type RulesInput = RuleSetName | Rules;

/** A rule set with every option spelled out, as the game reports it. */
export type ResolvedRules =
  | { name: 'othello' }
  | { name: 'reversi' }
  | { name: 'free-placement'; mustCapture: boolean; voluntaryPass: boolean };

const NAMES: readonly RuleSetName[] = ['othello', 'reversi', 'free-placement'];

/** Checks and completes a rule set, or throws naming what is wrong. */
export function resolveRules(input: RulesInput | undefined): ResolvedRules {
  if (input === undefined) return { name: 'othello' };
  const rules: unknown = typeof input === 'string' ? { name: input } : input;
  if (!isObjectLiteral(rules)) {
    throw new ReversiError('INVALID_RULES', `Invalid rules: expected a rule set name (${NAMES.join(', ')}) or an object with a name`);
  }
  const { name, ...options } = rules as Record<string, unknown>;
  if (typeof name !== 'string' || !NAMES.includes(name as RuleSetName)) {
    throw new ReversiError('INVALID_RULES', `Unknown rule set ${described(name)}: expected ${NAMES.join(', ')}`);
  }
  const allowed = name === 'free-placement' ? ['mustCapture', 'voluntaryPass'] : [];
  for (const [key, value] of Object.entries(options)) {
    if (!allowed.includes(key)) {
      throw new ReversiError(
        'INVALID_RULES',
        allowed.length === 0
          ? `Rule set ${name} takes no options, got "${key}"`
          : `Unknown option "${key}" of rule set ${name}: expected ${allowed.join(' or ')}`,
      );
    }
    if (value !== undefined && typeof value !== 'boolean') {
      throw new ReversiError('INVALID_RULES', `Option ${key} of rule set ${name} must be true or false, got ${described(value)}`);
    }
  }
  if (name !== 'free-placement') return { name: name as 'othello' | 'reversi' };
  return {
    name: 'free-placement',
    mustCapture: options.mustCapture === true,
    voluntaryPass: options.voluntaryPass === true,
  };
}

const RULE_SET_CODES: Record<RuleSetName, number> = { othello: RULES.OTHELLO, reversi: RULES.REVERSI, 'free-placement': RULES.FREE_PLACEMENT };

/** The i32 that names a rule set to the wasm core. */
export function encodeRules(rules: ResolvedRules): number {
  let code = RULE_SET_CODES[rules.name];
  if (rules.name === 'free-placement') {
    if (rules.mustCapture) code |= RULES.MUST_CAPTURE;
    if (rules.voluntaryPass) code |= RULES.VOLUNTARY_PASS;
  }
  return code;
}
