import { MAX_PERFT_DEPTH, Reversi } from '../reversi.ts';
import { atLine, isPositionFile, readPositionFile } from './position-file.ts';
import { UsageError, type ParsedArgs } from './args.ts';
import { gameState } from '../game-state.ts';
import { emptiesOf } from './protocol-options.ts';
import { positionText } from './format.ts';
import { DEFAULT_LEVEL, levelOf } from '../search/levels.ts';
import type { SearchProgress } from '../search/progress.ts';
import type { Solution, WldSolution } from '../search/search.ts';
import { bestSoFar, boundText, progressText, provedText, signed } from './progress-text.ts';
import { ESTIMATE_BASIS, LONG_SOLVE_SECONDS, estimateText, solveEstimate } from './solve-estimate.ts';
import type { StatusLine } from './status-line.ts';
import type { ProtocolInput } from './line-protocol.ts';

/**
 * A command: `print` writes its answer (stdout), `note` what a person should know meanwhile
 * (stderr), and `status`, on a terminal only, shows how a long search goes; `stopped` says whether
 * Ctrl-C stopped the searches (the search in hand answers what it knew, and no other starts);
 * `input`, for an engine protocol that the bin runs in a worker thread, is the input its main
 * thread reads (standard input otherwise). It returns nothing (an engine protocol, once its input
 * ends) and throws on any error.
 */
export type Command = (
  args: ParsedArgs,
  print: (line: string) => void,
  note: (line: string) => void,
  status?: StatusLine,
  stopped?: () => boolean,
  input?: ProtocolInput,
) => void | Promise<void>;

const never = () => false;

function onePositional(args: ParsedArgs, what: string): string {
  if (args.positionals.length !== 1) {
    throw new UsageError(`Expected one ${what}, got ${args.positionals.length} arguments${args.positionals.length > 1 ? ' (quote a board string that holds a space)' : ''}`);
  }
  return args.positionals[0]!;
}

/** `flank perft <depth>`: leaves of the game tree, with time and speed. */
export const perft: Command = (args, print) => {
  const text = onePositional(args, 'depth');
  const depth = Number(text);
  if (!/^\d+$/.test(text) || depth > MAX_PERFT_DEPTH) {
    throw new UsageError(`Depth must be a whole number from 0 to ${MAX_PERFT_DEPTH}, got "${text}"`);
  }
  const game = new Reversi(args.from, { rules: args.rules });
  const started = performance.now();
  const leaves = game.perft(depth, { passMoves: args.passMoves });
  const ms = performance.now() - started;
  const perSecond = ms > 0 ? Math.round((leaves / ms) * 1000) : null;
  if (args.json) {
    print(JSON.stringify({ depth, leaves, ms: Math.round(ms * 1000) / 1000, leavesPerSecond: perSecond, passMoves: args.passMoves, rules: game.rules() }));
    return;
  }
  const speed = perSecond === null ? '' : `, ${(perSecond / 1e6).toFixed(1)} M leaves/s`;
  print(`perft ${depth}: ${leaves} leaves in ${(ms / 1000).toFixed(3)} s${speed}`);
};

/** `flank moves <position>`: the legal moves with the discs each flips. */
export const moves: Command = (args, print) => {
  const game = new Reversi(onePositional(args, 'position (board string or transcript)'), { rules: args.rules });
  const list = game.moves({ verbose: true }).map(({ square, flips }) => ({ square, flips }));
  if (args.json) {
    print(JSON.stringify(gameState(game)));
    return;
  }
  print(positionText(game));
  for (const { square, flips } of list) print(`${square}  flips ${flips.join(' ') || 'nothing'}`);
  if (game.canPass()) print(list.length === 0 && !game.isGameOver() ? 'pa  (no legal move: must pass)' : 'pa  (may pass)');
};

/** `flank play <transcript>`: the position after a transcript, from the start or `--from` a board. */
export const play: Command = (args, print) => {
  const transcript = onePositional(args, 'transcript');
  const game = new Reversi(args.from, { rules: args.rules });
  game.play(transcript);
  print(args.json ? JSON.stringify(gameState(game)) : positionText(game));
};

/** The positions a search command works on: one position argument, or every position of a file. */
function positionsOf(args: ParsedArgs): { id: number | undefined; game: Reversi }[] {
  const argument = onePositional(args, 'position (board string, transcript, or .obf / .tsv file)');
  if (!isPositionFile(argument)) return [{ id: undefined, game: new Reversi(argument, { rules: args.rules }) }];
  return readPositionFile(argument).map(({ id, position, line }) => ({ id, game: atLine(argument, line, () => new Reversi(position, { rules: args.rules })) }));
}

/** The position a search answer was read from, and its rules: sent back as they are, they name it again. */
const searched = (game: Reversi) => ({ position: game.toString(), rules: game.rules(), turn: game.turn() });

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Refuses the options of solve alone. */
function noWld(args: ParsedArgs): void {
  if (args.wld) throw new UsageError('--wld is an option of solve');
}

/** How a score was found: the opening book, an exact solve, or a search of some depth. */
const kindOf = (found: { source: string; exact: boolean; depth: number }) => (found.source === 'book' ? `book, depth ${found.depth}` : found.exact ? 'exact' : `depth ${found.depth}`);

/** `#3`, or `the position` when there is one: how notes name a position. */
const nameOf = (id: number | undefined) => (id === undefined ? 'the position' : `#${id}`);

/** Whether `solves` exact solves at `empties` empties, with no budget, are worth a note first. */
function unboundedAndLong(args: ParsedArgs, empties: number, solves = 1): boolean {
  return args.search.nodes === undefined && args.search.timeMs === undefined && solveEstimate(empties, solves).low >= LONG_SOLVE_SECONDS;
}

/** The note before long exact solves: what is about to run, and the rough guess of how long. */
function longSolveNote(what: string, empties: number, solves = 1, wld = false): string {
  const guess = wld ? `less than the exact score's ${estimateText(empties, solves)}` : estimateText(empties, solves);
  return `flank: ${what} with no budget: ${guess}, ${ESTIMATE_BASIS}. --nodes or --time-ms bounds it.`;
}

/** The search option that shows progress on the status line, when there is one. */
function watch(status: StatusLine | undefined, label: string, empties: number): { onProgress?: (progress: SearchProgress) => void } {
  return status === undefined ? {} : { onProgress: (progress) => status.show(progressText(`flank: ${label}`, empties, progress)) };
}

/** `flank best <position or file>`: the best move, its score and line. */
export const best: Command = (args, print, note, status, stopped = never) => {
  noWld(args);
  const level = levelOf(args.search.level ?? DEFAULT_LEVEL);
  for (const { id, game } of positionsOf(args)) {
    if (stopped()) break;
    const empties = emptiesOf(game);
    if (empties <= level.exactEmpties && unboundedAndLong(args, empties)) {
      note(longSolveNote(`level ${level.level} solves ${nameOf(id)} exactly at ${empties} empties`, empties));
    }
    const result = game.bestMove({ ...args.search, ...watch(status, `searching ${nameOf(id)}`, empties) });
    if (args.json) {
      print(JSON.stringify({ ...(id === undefined ? {} : { id }), ...searched(game), ...result, ms: round(result.ms) }));
    } else {
      const where = id === undefined ? '' : `#${id} `;
      print(`${where}${result.move} ${signed(result.score)} (${kindOf(result)}, ${result.nodes} nodes, ${round(result.ms)} ms) ${result.pv.join(' ')}`);
    }
  }
};

/** `flank analyze <position or file>`: every legal move (or the best `--lines`) with its score and line. */
export const analyze: Command = (args, print, note, status, stopped = never) => {
  noWld(args);
  const level = levelOf(args.search.level ?? DEFAULT_LEVEL);
  for (const { id, game } of positionsOf(args)) {
    if (stopped()) break;
    // Each move's position is searched, a ply further on: exactly where the level reaches it.
    const empties = emptiesOf(game) - 1;
    const count = game.moves().length;
    if (empties <= level.exactEmpties && unboundedAndLong(args, empties, count)) {
      const moves = count === 1 ? 'the one move' : `each of the ${count} moves`;
      note(longSolveNote(`level ${level.level} solves ${moves} of ${nameOf(id)} exactly at ${empties} empties`, empties, count));
    }
    const lines = args.lines === undefined ? {} : { lines: args.lines };
    const analysis = game.analyze({ ...args.search, ...lines, ...watch(status, `analyzing ${nameOf(id)}`, empties) });
    if (args.json) {
      print(JSON.stringify({ ...(id === undefined ? {} : { id }), ...searched(game), ...analysis, ms: round(analysis.ms) }));
    } else {
      if (id !== undefined) print(`#${id}`);
      for (const move of analysis.moves) print(`${move.move} ${signed(move.score)} (${kindOf(move)}) ${move.pv.join(' ')}`);
      print(`${analysis.nodes} nodes, ${round(analysis.ms)} ms`);
    }
  }
};

/**
 * What an unsolved answer knows, as its line ends: the root's proved score (or outcome) with the
 * moves proved to reach it and those not yet checked, or else the bounds of the score proved so far
 * and the search's best move so far, said to be unproved; nothing when neither is known.
 */
function unsolvedText(solution: Extract<Solution | WldSolution, { solved: false }>, empties: number): string {
  if (solution.outcome !== undefined) {
    const score = 'score' in solution ? solution.score : undefined;
    const unchecked = solution.unchecked!;
    const others = `${unchecked.length} other move${unchecked.length === 1 ? '' : 's'} not yet checked`;
    return `; ${provedText(score, solution.outcome)}, ${score === undefined ? 'kept' : 'reached'} by ${solution.bestMoves!.join(' ')}; ${others}${unchecked.length === 0 ? '' : `: ${unchecked.join(' ')}`}`;
  }
  const bound = boundText(solution);
  return `${bound === undefined ? '' : `; ${bound}`}${solution.move === undefined ? '' : `; ${bestSoFar(solution.move, solution.depth!, empties)}, not proved`}`;
}

/**
 * `flank solve <position or file>`: the exact score (with --wld, win, draw or loss) and every best
 * move, or that the budget was not enough (or Ctrl-C stopped it) and what the solve knows by then.
 */
export const solve: Command = (args, print, note, status, stopped = never) => {
  const { nodes, timeMs, book } = args.search;
  if (book === false) throw new UsageError('--no-book is an option of best and analyze');
  for (const { id, game } of positionsOf(args)) {
    if (stopped()) break;
    const empties = emptiesOf(game);
    if (unboundedAndLong(args, empties)) {
      note(longSolveNote(`solving ${nameOf(id)} ${args.wld ? 'win-draw-loss' : 'exactly'} at ${empties} empties`, empties, 1, args.wld));
    }
    const solution = game.solve({ nodes, timeMs, wld: args.wld, ...watch(status, `solving ${nameOf(id)} (${empties} empties)`, empties) });
    if (args.json) {
      print(JSON.stringify({ ...(id === undefined ? {} : { id }), ...searched(game), ...solution, ms: round(solution.ms) }));
    } else {
      const where = id === undefined ? '' : `#${id} `;
      print(
        solution.solved
          ? `${where}${'score' in solution ? signed(solution.score) : solution.outcome} ${solution.bestMoves.join(' ')} (${solution.nodes} nodes, ${round(solution.ms)} ms) ${solution.pv.join(' ')}`
          : `${where}not solved: ${stopped() ? 'stopped' : 'the budget ran out'} after ${solution.nodes} nodes, ${round(solution.ms)} ms${unsolvedText(solution, empties)}`,
      );
    }
  }
};
