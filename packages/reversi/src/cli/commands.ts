import { MAX_PERFT_DEPTH, Reversi } from '../reversi.ts';
import { atLine, isPositionFile, readPositionFile } from './position-file.ts';
import { UsageError, type ParsedArgs } from './args.ts';
import { gameState } from '../game-state.ts';
import { emptiesOf } from './engine-options.ts';
import { positionText } from './format.ts';

/** A command writes lines of output and returns nothing (an engine protocol, once its input ends); it throws on any error. */
/** A command: `print` writes its answer (stdout), `note` what a person should know meanwhile (stderr). */
export type Command = (args: ParsedArgs, print: (line: string) => void, note: (line: string) => void) => void | Promise<void>;

/** From this many empties an exact solve with no budget may take minutes to days: the CLI says so first. */
export const LONG_SOLVE_EMPTIES = 30;

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

const round = (ms: number) => Math.round(ms * 10) / 10;
const signed = (score: number) => (score > 0 ? `+${score}` : String(score));

/** Refuses the options of solve alone. */
function noWld(args: ParsedArgs): void {
  if (args.wld) throw new UsageError('--wld is an option of solve');
}

/** How a score was found: the opening book, an exact solve, or a search of some depth. */
const kindOf = (found: { source: string; exact: boolean; depth: number }) => (found.source === 'book' ? `book, depth ${found.depth}` : found.exact ? 'exact' : `depth ${found.depth}`);

/** `flank best <position or file>`: the best move, its score and line. */
export const best: Command = (args, print) => {
  noWld(args);
  for (const { id, game } of positionsOf(args)) {
    const result = game.bestMove(args.search);
    if (args.json) {
      print(JSON.stringify({ ...(id === undefined ? {} : { id }), position: game.toString(), turn: game.turn(), ...result, ms: round(result.ms) }));
    } else {
      const where = id === undefined ? '' : `#${id} `;
      print(`${where}${result.move} ${signed(result.score)} (${kindOf(result)}, ${result.nodes} nodes, ${round(result.ms)} ms) ${result.pv.join(' ')}`);
    }
  }
};

/** `flank analyze <position or file>`: every legal move with its score. */
export const analyze: Command = (args, print) => {
  noWld(args);
  for (const { id, game } of positionsOf(args)) {
    const analysis = game.analyze(args.search);
    if (args.json) {
      print(JSON.stringify({ ...(id === undefined ? {} : { id }), position: game.toString(), turn: game.turn(), ...analysis, ms: round(analysis.ms) }));
    } else {
      if (id !== undefined) print(`#${id}`);
      for (const move of analysis.moves) print(`${move.move} ${signed(move.score)} ${kindOf(move)}`);
      print(`${analysis.nodes} nodes, ${round(analysis.ms)} ms`);
    }
  }
};

/**
 * `flank solve <position or file>`: the exact score (with --wld, win, draw or loss) and every best
 * move, or that the budget was not enough.
 */
export const solve: Command = (args, print, note) => {
  const { nodes, timeMs, book } = args.search;
  if (book === false) throw new UsageError('--no-book is an option of best and analyze');
  for (const { id, game } of positionsOf(args)) {
    const empties = emptiesOf(game);
    if (nodes === undefined && timeMs === undefined && empties > LONG_SOLVE_EMPTIES) {
      note(
        `flank: solving ${id === undefined ? 'the position' : `#${id}`} exactly at ${empties} empties with no budget: ` +
          `each empty square multiplies the work by about 2 to 3 (FFO #59, 34 empties, takes minutes; from the start, longer than anyone waits). ` +
          `--nodes or --time-ms bounds it.`,
      );
    }
    const solution = game.solve({ nodes, timeMs, wld: args.wld });
    if (args.json) {
      print(JSON.stringify({ ...(id === undefined ? {} : { id }), position: game.toString(), turn: game.turn(), ...solution, ms: round(solution.ms) }));
    } else {
      const where = id === undefined ? '' : `#${id} `;
      print(
        solution.solved
          ? `${where}${'score' in solution ? signed(solution.score) : solution.outcome} ${solution.bestMoves.join(' ')} (${solution.nodes} nodes, ${round(solution.ms)} ms) ${solution.pv.join(' ')}`
          : `${where}not solved: the budget ran out after ${solution.nodes} nodes, ${round(solution.ms)} ms`,
      );
    }
  }
};
