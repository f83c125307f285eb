// `flank convert`: games between GGF, transcripts and board strings, from an argument, a file
// (.ggf, or WTHOR's .wtb) or standard input.
import { readFileSync } from 'node:fs';
import { ReversiError } from '../errors.ts';
import type { GGFMeta } from '../records/ggf-game.ts';
import { readGGFGames } from '../read-ggf-games.ts';
import { readWTB } from '../wtb.ts';
import { Reversi } from '../reversi.ts';
import { type ParsedArgs, UsageError } from './args.ts';
import type { Command } from './commands.ts';
import { atLine } from './position-file.ts';

/** What convert writes. */
const TARGETS = ['ggf', 'transcript', 'board'] as const;
type Target = (typeof TARGETS)[number];

/** A game to write, with its number in the input (from 1, counting skipped ones) and what its record said of it. */
interface Game {
  number: number;
  game: Reversi;
  meta: GGFMeta;
}

/** The games of an input that could be read, and the errors of those that could not (each naming its game). */
interface Read {
  games: Game[];
  skipped: ReversiError[];
}

/** Reads a file; one that cannot be read is a failure of the input (exit 1), named with the reason. */
function readInput(path: string): Buffer {
  try {
    return readFileSync(path === '-' ? 0 : path);
  } catch (error) {
    throw new ReversiError('INVALID_RECORD', `Cannot read ${path === '-' ? 'standard input' : path}: ${(error as Error).message}`);
  }
}

/** GGF text starts a game with `(;`, or a GGS match line with its count. */
const isGGF = (text: string) => /^\s*(\d+\s*)?\(;/.test(text);

/**
 * Each line of text that is not blank: a transcript or a board string, its errors named by line. A
 * bad line is skipped, or with `strict` throws; a rule-set error is the command line's, and throws.
 */
function positionsOf(text: string, args: ParsedArgs, source: string): Read {
  const read: Read = { games: [], skipped: [] };
  let number = 0;
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    number++;
    try {
      read.games.push({ number, game: atLine(source, i + 1, () => new Reversi(line.trim(), { rules: args.rules })), meta: {} });
    } catch (error) {
      if (args.strict || !(error instanceof ReversiError) || error.code === 'INVALID_RULES') throw error;
      read.skipped.push(error);
    }
  });
  if (number === 0) throw new ReversiError('INVALID_RECORD', `${source} holds no game: expected GGF, or a transcript or board string a line`);
  return read;
}

/** The games of the input: GGF or positions given as the argument or on standard input, a .ggf or .wtb file. */
function gamesOf(input: string, args: ParsedArgs): Read {
  if (/\.wtb$/i.test(input)) {
    const games = readWTB(readInput(input)).games.map(({ transcript, year }, i) => ({ number: i + 1, game: new Reversi(transcript), meta: { date: String(year), place: 'WTHOR' } }));
    return { games, skipped: [] };
  }
  const file = input === '-' || /\.ggf$/i.test(input);
  const text = file ? readInput(input).toString('utf8') : input;
  if (isGGF(text)) {
    const games = readGGFGames(text, { strict: args.strict });
    return { games: games.map(({ number, record, game }) => ({ number, game, meta: record })), skipped: games.skipped.map(({ error }) => error) };
  }
  return positionsOf(text, args, input === '-' ? 'standard input' : file ? input : 'the argument');
}

/** A game in the form asked for. */
function convertOne({ number, game, meta }: Game, to: Target): string {
  if (to === 'ggf') return game.toGGF(meta);
  if (to === 'board') return game.toString();
  const transcript = game.transcript();
  // A game from a set-up board has no transcript from the start: replaying it there must give the same position.
  if (new Reversi(game.transcript({ passes: true }), { rules: game.rules() }).toString() !== game.toString()) {
    throw new ReversiError('INVALID_ARGUMENT', `Game ${number} starts from a set-up board, so no transcript from the start gives it: convert it --to ggf or --to board`);
  }
  return transcript;
}

/**
 * `flank convert <input> --to ggf|transcript|board [--strict]`: each game of the input (GGF text, a
 * transcript or board string, a line each on standard input, a .ggf or .wtb file) as GGF, its
 * transcript from the start or its final position, one line each. A game that cannot be read is
 * named on stderr (its number and what is wrong) and the others are converted; with --strict, or
 * when none can be read, the command fails and prints no game.
 */
export const convert: Command = (args, print, note) => {
  if (args.positionals.length !== 1) {
    throw new UsageError(`Expected one input (GGF, a transcript, a board string, a .ggf or .wtb file, or - for standard input), got ${args.positionals.length} arguments`);
  }
  if (args.to === undefined) throw new UsageError('convert needs --to ggf, --to transcript or --to board');
  const to = args.to as Target;
  if (!TARGETS.includes(to)) throw new UsageError(`--to must be ggf, transcript or board, got "${args.to}"`);
  const { games, skipped } = gamesOf(args.positionals[0]!, args);
  // One game that cannot be read is the input's failure, said as it is; of many, each is named.
  if (games.length === 0 && skipped.length === 1) throw skipped[0]!;
  for (const error of skipped) note(`flank: skipped ${error.message}`);
  if (games.length === 0) throw new ReversiError('INVALID_RECORD', `No game of the input can be read: all ${skipped.length} were skipped`);
  // Every game read converts before the first line is printed: a game that cannot be written leaves no partial output.
  const lines = games.map((game) => ({ number: game.number, line: convertOne(game, to) }));
  lines.forEach(({ number, line }) => print(args.json ? JSON.stringify({ game: number, [to]: line }) : line));
};
