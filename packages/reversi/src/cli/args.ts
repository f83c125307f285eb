import { ReversiError } from '../errors.ts';
import { type RulesInput, resolveRules } from '../core/rules.ts';
import { MAX_LEVEL } from '../search/levels.ts';
import { MAX_DEPTH, MAX_LINES, MAX_TIME_MS } from '../search/search.ts';

/** A command line, split into its positional arguments and options. */
export interface ParsedArgs {
  positionals: string[];
  rules: RulesInput;
  from: string | undefined;
  /** convert: what to write (ggf, transcript, board). */
  to: string | undefined;
  json: boolean;
  passMoves: boolean;
  help: boolean;
  /** solve: only win, draw or loss. */
  wld: boolean;
  /** convert: fail at the first game that cannot be read, rather than skip it. */
  strict: boolean;
  /** Search options (best, analyze, solve), as given. */
  search: { level?: number; depth?: number; nodes?: number; timeMs?: number; book?: false };
  /** analyze: how many of the best moves to prove, each with its line (undefined: every move). */
  lines: number | undefined;
  /** nboard, gtp: the engine's time for a whole game, in milliseconds. */
  gameTimeMs: number | undefined;
  /** best, analyze, solve, nboard, gtp: threads the engine may search with. */
  threads: number | 'all' | undefined;
}

/** A mistake in the command line itself: the CLI prints it with the usage and exits with 2. */
export class UsageError extends ReversiError {
  constructor(message: string) {
    super('INVALID_ARGUMENT', message);
    this.name = 'UsageError';
  }
}

const FLAGS = ['--json', '--must-capture', '--voluntary-pass', '--no-pass-moves', '--wld', '--strict', '--no-book', '--help', '-h'] as const;
const VALUED = ['--rules', '--from', '--to', '--level', '--depth', '--nodes', '--time-ms', '--game-time-ms', '--threads', '--lines'] as const;
// A board string starts with "-" when a1 is empty: it is an argument, not an option. Sixteen board
// characters are enough to tell (no option name has them), so that a malformed board string still
// reaches the board-string parser and its exact message instead of "Unknown option".
const BOARD = /^[-.XxOo*bBwW]{16}/;
// A negative number is a (wrong) value, not an option: let the command say what is wrong with it.
const NUMBER = /^-\d/;

/**
 * Reads the arguments after the command name.
 *
 * @example
 * ```ts
 * parseArgs(['11', '--no-pass-moves']); // { positionals: ['11'], passMoves: false, ... }
 * ```
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Set<string>();
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (BOARD.test(arg) || NUMBER.test(arg) || !arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if ((VALUED as readonly string[]).includes(name!)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`Option ${name} needs a value`);
      // One value an option: which of two would count is a guess the command line does not make.
      if (values[name!] !== undefined) throw new UsageError(`Option ${name} is given twice ("${values[name!]}", "${value}"): give it once`);
      values[name!] = value;
    } else if ((FLAGS as readonly string[]).includes(name!) && inline === undefined) {
      flags.add(name!);
    } else {
      throw new UsageError(`Unknown option ${arg}`);
    }
  }
  return {
    positionals,
    rules: rulesFrom(values['--rules'], flags.has('--must-capture'), flags.has('--voluntary-pass')),
    from: values['--from'],
    to: values['--to'],
    json: flags.has('--json'),
    passMoves: !flags.has('--no-pass-moves'),
    help: flags.has('--help') || flags.has('-h'),
    wld: flags.has('--wld'),
    strict: flags.has('--strict'),
    search: {
      level: wholeNumber('--level', values['--level'], MAX_LEVEL),
      depth: wholeNumber('--depth', values['--depth'], MAX_DEPTH),
      nodes: wholeNumber('--nodes', values['--nodes']),
      timeMs: wholeNumber('--time-ms', values['--time-ms'], MAX_TIME_MS),
      ...(flags.has('--no-book') ? { book: false as const } : {}),
    },
    lines: wholeNumber('--lines', values['--lines'], MAX_LINES),
    gameTimeMs: wholeNumber('--game-time-ms', values['--game-time-ms']),
    threads: threadsFrom(values['--threads']),
  };
}

function threadsFrom(text: string | undefined): number | 'all' | undefined {
  if (text === undefined || text === 'all') return text;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 64) throw new UsageError(`--threads must be a whole number from 1 to 64, or all, got "${text}"`);
  return Number(text);
}

/** The longest argument a message quotes whole: 400 digits are their count. */
const QUOTED_LENGTH = 80;

/**
 * A whole number option; digits past 2^53 - 1, which a number would hold rounded, are a number
 * above `max` (the search's own range, which checks the rest), quoted as typed.
 */
function wholeNumber(name: string, text: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined) return undefined;
  const quoted = text.length > QUOTED_LENGTH ? `"${text.slice(0, QUOTED_LENGTH)}…" (${text.length} characters)` : `"${text}"`;
  if (!/^\d+$/.test(text)) throw new UsageError(`${name} must be a whole number, got ${quoted}`);
  if (!Number.isSafeInteger(Number(text))) throw new UsageError(`${name} must be at most ${max}, got ${quoted}`);
  return Number(text);
}

function rulesFrom(name: string | undefined, mustCapture: boolean, voluntaryPass: boolean): RulesInput {
  const ruleSet = name ?? 'othello';
  if (ruleSet !== 'free-placement') {
    if (mustCapture) throw new UsageError('--must-capture is an option of --rules free-placement');
    if (voluntaryPass) throw new UsageError('--voluntary-pass is an option of --rules free-placement');
  }
  const rules = (ruleSet === 'free-placement' ? { name: ruleSet, mustCapture, voluntaryPass } : { name: ruleSet }) as RulesInput;
  try {
    resolveRules(rules);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return rules;
}
