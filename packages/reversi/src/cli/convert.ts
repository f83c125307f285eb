// `flank convert`: games between GGF, transcripts and board strings, from an argument, a file
// (.ggf, or WTHOR's .wtb) or standard input.
import { readFileSync } from 'node:fs';
import { ReversiError } from '../errors.ts';
import type { GGFMeta } from '../records/ggf-game.ts';
import { readGGFGames } from '../records/read-ggf-games.ts';
import { readWTB } from '../records/wtb.ts';
import { Reversi } from '../reversi.ts';
import { type ParsedArgs, UsageError } from './args.ts';
import type { Command } from './commands.ts';
import { atLine } from './position-file.ts';

/** What convert writes. */
const TARGETS = ['ggf', 'transcript', 'board'] as const;
type Target = (typeof TARGETS)[number];

/** A game to write, with what its record said of it. */
interface Game {
  game: Reversi;
  meta: GGFMeta;
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

/** Each line of text that is not blank: a transcript or a board string, its errors named by line. */
function positionsOf(text: string, args: ParsedArgs, source: string): Game[] {
  const games: Game[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    games.push({ game: atLine(source, i + 1, () => new Reversi(line.trim(), { rules: args.rules })), meta: {} });
  });
  if (games.length === 0) throw new ReversiError('INVALID_RECORD', `${source} holds no game: expected GGF, or a transcript or board string a line`);
  return games;
}

/** The games of the input: GGF or positions given as the argument or on standard input, a .ggf or .wtb file. */
function gamesOf(input: string, args: ParsedArgs): Game[] {
  if (/\.wtb$/i.test(input)) {
    return readWTB(readInput(input)).games.map(({ transcript, year }) => ({ game: new Reversi(transcript), meta: { date: String(year), place: 'WTHOR' } }));
  }
  const file = input === '-' || /\.ggf$/i.test(input);
  const text = file ? readInput(input).toString('utf8') : input;
  if (isGGF(text)) return readGGFGames(text).map(({ record, game }) => ({ game, meta: record }));
  return positionsOf(text, args, input === '-' ? 'standard input' : file ? input : 'the argument');
}

/** A game in the form asked for. */
function convertOne({ game, meta }: Game, to: Target, number: number): string {
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
 * `flank convert <input> --to ggf|transcript|board`: each game of the input (GGF text, a transcript
 * or board string, a line each on standard input, a .ggf or .wtb file) as GGF, its transcript from
 * the start or its final position, one line each.
 */
export const convert: Command = (args, print) => {
  if (args.positionals.length !== 1) {
    throw new UsageError(`Expected one input (GGF, a transcript, a board string, a .ggf or .wtb file, or - for standard input), got ${args.positionals.length} arguments`);
  }
  if (args.to === undefined) throw new UsageError('convert needs --to ggf, --to transcript or --to board');
  const to = args.to as Target;
  if (!TARGETS.includes(to)) throw new UsageError(`--to must be ggf, transcript or board, got "${args.to}"`);
  // Every game converts before the first line is printed: a bad game leaves no partial output.
  const lines = gamesOf(args.positionals[0]!, args).map((game, i) => convertOne(game, to, i + 1));
  lines.forEach((line, i) => print(args.json ? JSON.stringify({ game: i + 1, [to]: line }) : line));
};
