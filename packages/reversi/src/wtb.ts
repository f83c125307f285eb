// WTHOR, the French Othello federation's database of tournament games: `WTH_<year>.wtb` files of
// games, with `WTHOR.JOU` (players) and `WTHOR.TRN` (tournaments) naming them by number. Every file
// starts with the same 16-byte header; numbers are little-endian.
import { described } from './arguments.ts';
import { IllegalMoveError, RecordError, ReversiError } from './errors.ts';
import { ordinal } from './ordinal.ts';
import { formatSquare } from './notation/square.ts';
import { Reversi } from './reversi.ts';

/** The header of a WTHOR file. */
export interface WTHORHeader {
  /** The day the file was made. */
  created: { year: number; month: number; day: number };
  /** The number of games (in a .wtb file). */
  games: number;
  /** The number of names (in a .JOU or .TRN file). */
  names: number;
  /** The year the games were played. */
  year: number;
  /** The board's size: 8 (older files write 0 for 8). */
  boardSize: number;
  /** 1 for a file of solitaires, 0 for games. */
  gameType: number;
  /** The number of empty squares from which `theoreticalScore` is perfect play. */
  depth: number;
}

/** A game of a .wtb file. */
export interface WTBGame {
  /** The tournament's and the players' numbers: their places in WTHOR.TRN and WTHOR.JOU (`readWTHORNames`). */
  tournament: number;
  black: number;
  white: number;
  /** Black's discs at the end, as the federation recorded it. */
  blackScore: number;
  /** Black's discs with perfect play from the last `depth` empty squares on. */
  theoreticalScore: number;
  /** The year it was played, from the header. */
  year: number;
  /** The moves, a pass as `'pa'` where one side had no move (the file leaves passes out). */
  moves: string[];
  /** The moves as a transcript, passes as `pa`: `new Reversi(transcript)` replays it. */
  transcript: string;
}

const HEADER = 16;
const GAME = 68;
const MOVES = 8;
const NAME_LENGTH = { players: 20, tournaments: 26 } as const;

function invalid(what: string, offset: number): RecordError {
  return new RecordError('INVALID_RECORD', `WTB: ${what} at offset ${offset}`, { offset });
}

function checkBytes(bytes: unknown): asserts bytes is Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new ReversiError('INVALID_ARGUMENT', `A WTHOR file must be bytes (a Uint8Array), got ${bytes === null ? 'null' : typeof bytes}`);
}

/** The 16-byte header shared by .wtb, .JOU and .TRN files. */
function headerOf(bytes: Uint8Array): WTHORHeader {
  if (bytes.length < HEADER) throw invalid(`the file ends after ${bytes.length} bytes, inside the ${HEADER}-byte header`, bytes.length);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    created: { year: bytes[0]! * 100 + bytes[1]!, month: bytes[2]!, day: bytes[3]! },
    games: view.getUint32(4, true),
    names: view.getUint16(8, true),
    year: view.getUint16(10, true),
    boardSize: bytes[12]!,
    gameType: bytes[13]!,
    depth: bytes[14]!,
  };
}

/** That a file holds exactly the records its header counts (`count` at `countAt`, `size` bytes each). */
function checkLength(bytes: Uint8Array, count: number, countAt: number, size: number, what: string): void {
  const expected = HEADER + count * size;
  if (bytes.length !== expected) {
    throw invalid(`the header counts ${count} ${what} (${expected} bytes with the header), but the file has ${bytes.length} bytes`, countAt);
  }
}

/** A move byte's square: 10 × row + column, both 1..8; undefined for anything else. */
function squareOf(byte: number): string | undefined {
  const row = Math.floor(byte / 10);
  const column = byte % 10;
  return row >= 1 && row <= 8 && column >= 1 && column <= 8 ? formatSquare((row - 1) * 8 + column - 1) : undefined;
}

/** Replays the 60 move bytes of the game at `at` (its number from 1 is `number`), inferring passes. */
function movesOf(bytes: Uint8Array, at: number, number: number): string[] {
  const game = new Reversi();
  let ended: number | undefined;
  for (let i = 0; i < 60; i++) {
    const offset = at + MOVES + i;
    const byte = bytes[offset]!;
    if (byte === 0) {
      ended ??= i;
      continue;
    }
    const square = squareOf(byte);
    if (square === undefined) throw invalid(`bad move byte ${byte} in game ${number} (the ${ordinal(i + 1)} move): expected 10 × row + column (11 to 88) or 0`, offset);
    if (ended !== undefined) throw invalid(`move byte ${byte} in game ${number} (the ${ordinal(i + 1)} move) after its moves ended with a 0 as the ${ordinal(ended + 1)}`, offset);
    try {
      game.play(square); // infers the pass the file leaves out
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      throw new RecordError('ILLEGAL_MOVE', `WTB: illegal move ${square} in game ${number} (the ${ordinal(i + 1)} move) at offset ${offset}: ${error.reason}`, { offset, move: square, moveNumber: i + 1 });
    }
  }
  return game.history();
}

/**
 * Reads a WTHOR `.wtb` file (the French federation's archive of tournament games, one file a year)
 * into its header and games, each game's moves replayed under the othello rules with its passes
 * put back. All or nothing: a short or miscounted file, a byte that is no move or an illegal move
 * throws a `RecordError` naming the game and the byte offset. Call `init()` first: the moves are
 * replayed.
 *
 * @example
 * ```ts
 * const { header, games } = readWTB(readFileSync('WTH_2024.wtb'));
 * games[0]; // { tournament: 12, black: 1234, white: 567, blackScore: 36, theoreticalScore: 34, year: 2024, moves: ['f5', ...], transcript: 'f5d6...' }
 * new Reversi(games[0].transcript).score(); // the final position's discs
 * ```
 */
export function readWTB(bytes: Uint8Array): { header: WTHORHeader; games: WTBGame[] } {
  checkBytes(bytes);
  const header = headerOf(bytes);
  if (header.boardSize !== 0 && header.boardSize !== 8) throw invalid(`board size ${header.boardSize}: Flank reads 8x8 games only (0 or 8)`, 12);
  checkLength(bytes, header.games, 4, GAME, 'games');
  const games: WTBGame[] = [];
  for (let i = 0; i < header.games; i++) {
    const at = HEADER + i * GAME;
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, GAME);
    for (const [offset, what] of [
      [6, 'black score'],
      [7, 'theoretical score'],
    ] as const) {
      if (bytes[at + offset]! > 64) throw invalid(`${what} ${bytes[at + offset]} of game ${i + 1} is above 64`, at + offset);
    }
    const moves = movesOf(bytes, at, i + 1);
    games.push({
      tournament: view.getUint16(0, true),
      black: view.getUint16(2, true),
      white: view.getUint16(4, true),
      blackScore: bytes[at + 6]!,
      theoreticalScore: bytes[at + 7]!,
      year: header.year,
      moves,
      transcript: moves.join(''),
    });
  }
  return { header, games };
}

/**
 * Reads the names of WTHOR.JOU (`'players'`, 20 bytes each) or WTHOR.TRN (`'tournaments'`, 26
 * bytes each), in the order of the numbers that .wtb games give. Names are Latin-1, padded with
 * zeros. All or nothing: a `RecordError` names what does not fit.
 *
 * @example
 * ```ts
 * const players = readWTHORNames(readFileSync('WTHOR.JOU'), 'players');
 * players[games[0].black]; // the black player's name
 * ```
 */
export function readWTHORNames(bytes: Uint8Array, kind: 'players' | 'tournaments'): string[] {
  checkBytes(bytes);
  const length = NAME_LENGTH[kind];
  if (length === undefined) throw new ReversiError('INVALID_ARGUMENT', `The kind of names must be 'players' or 'tournaments', got ${described(kind)}`);
  const header = headerOf(bytes);
  checkLength(bytes, header.names, 8, length, kind);
  return Array.from({ length: header.names }, (_, i) => {
    const name = bytes.subarray(HEADER + i * length, HEADER + (i + 1) * length);
    const end = name.indexOf(0);
    return String.fromCharCode(...name.subarray(0, end < 0 ? length : end)).trimEnd();
  });
}
