import { MAX_PERFT_DEPTH, Reversi } from '../reversi.ts';
import { UsageError, type ParsedArgs } from './args.ts';
import { positionJson, positionText } from './format.ts';

/** A command writes lines of output and returns nothing; it throws on any error. */
export type Command = (args: ParsedArgs, print: (line: string) => void) => void;

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
    print(JSON.stringify({ ...positionJson(game), moves: list, canPass: game.canPass() }));
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
  print(args.json ? JSON.stringify(positionJson(game)) : positionText(game));
};
