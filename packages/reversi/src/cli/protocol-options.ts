// The command-line options of `flank nboard` and `flank gtp`, and the search each move runs.
import type { Reversi } from '../reversi.ts';
import { type BestMove, type SearchOptions, checkSearchOptions } from '../search/search.ts';
import { UsageError, type ParsedArgs } from './args.ts';

/** How an engine protocol searches: the search options of the command line, and its game clock. */
export interface ProtocolOptions {
  /** `--level`, `--depth`, `--nodes`, `--no-book`, and `--time-ms` as the cap of every move. */
  search: SearchOptions;
  /** `--game-time-ms`: the engine's time for a whole game, when the controller gives no clock. */
  gameTimeMs: number | undefined;
}

/**
 * The options of an engine protocol, refusing what does not apply: a position (the controller
 * sets it), `--json` and `--from`, `--wld`, and rule sets other than othello (NBoard and GTP
 * speak othello only).
 */
export function protocolOptions(args: ParsedArgs, command: string): ProtocolOptions {
  if (args.positionals.length > 0) throw new UsageError(`${command} takes no position: the controller sets it (got "${args.positionals[0]}")`);
  const rules = typeof args.rules === 'string' ? args.rules : args.rules.name;
  if (rules !== 'othello') throw new UsageError(`${command} plays othello only, not ${rules}`);
  for (const [given, option] of [
    [args.json, '--json'],
    [args.from !== undefined, '--from'],
    [args.wld, '--wld'],
  ] as const) {
    if (given) throw new UsageError(`${option} is not an option of ${command}`);
  }
  checkSearchOptions(args.search);
  return { search: args.search, gameTimeMs: args.gameTimeMs };
}

/** A move's search: the best move, and how long it took in milliseconds (what a clock counts). */
export function searchMove(game: Reversi, search: SearchOptions, timeMs: number | undefined): { best: BestMove; ms: number } {
  const started = performance.now();
  const best = game.bestMove(timeMs === undefined ? search : { ...search, timeMs });
  return { best, ms: performance.now() - started };
}

/** Empty squares: what the moves still to play are estimated from. */
export function emptiesOf(game: Reversi): number {
  const { black, white } = game.score();
  return 64 - black - white;
}
