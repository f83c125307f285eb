// Between a GGF record and a game: replaying a record's moves on a game (with the offsets of its
// text, for errors), and the record of a game with what the caller knows of it (players, clock...).
import { described, isObjectLiteral } from '../arguments.ts';
import { IllegalMoveError, ReversiError } from '../errors.ts';
import type { Move } from '../move.ts';
import { discsProblem } from '../core/reachable-board.ts';
import { resolveRules } from '../core/rules.ts';
import { type Color, parseBoardString } from '../notation/board-string.ts';
import { GGFFault } from './ggf-fault.ts';
import { GGF_START, type GGFMove, type GGFOffsets, type GGFRecord, type GGFResult } from './ggf.ts';

const OTHELLO = resolveRules('othello');

/**
 * What `toGGF` writes beside the moves: every field of a record but the board and moves, and the
 * evaluations and times of the moves. A `GGFRecord` fits, so a record read and replayed writes back
 * with its fields.
 */
export interface GGFMeta {
  black?: string;
  white?: string;
  blackRating?: number;
  whiteRating?: number;
  /** A `Date` is written in UTC as GGS writes dates: `2026.03.14_09:26:53.UTC`. */
  date?: string | Date;
  place?: string;
  time?: string;
  blackTime?: string;
  whiteTime?: string;
  /** Default `8`. */
  type?: string;
  /** The result: by default the final disc difference once the game is over (empties to the winner), none before; null writes none. */
  result?: GGFResult | null;
  /**
   * The evaluations and times of the moves, in the order played. An entry with a `square` goes with
   * the move it names (a pass the game inferred, which the notes lack, gets none); one without goes
   * with the next move.
   */
  moves?: readonly { square?: string; eval?: number; time?: number }[];
  other?: GGFRecord['other'];
}

/** What a game says of itself for its record. */
export interface GameForGGF {
  /** The position its history starts from, with the side to move. */
  start: string;
  history: Move[];
  over: boolean;
  score: { black: number; white: number };
}

/**
 * The start of a record as `new Reversi()` takes it: nothing for the Othello start, so that the game
 * knows its opening. A board no othello game reaches (`boardProblem`) throws a `GGFFault` at its
 * `BO` field, so that a file's other games are still read.
 */
export function startOfGGF(record: GGFRecord, offsets: GGFOffsets): string | undefined {
  if (record.board === GGF_START) return undefined;
  const board = parseBoardString(record.board);
  const problem = discsProblem(board, board.turn ?? 'black', OTHELLO);
  if (problem !== null) {
    const offset = offsets.board ?? offsets.game;
    throw new GGFFault('INVALID_RECORD', `a board no othello game reaches in field BO at character ${offset + 1}: ${problem.reason}`, { offset, field: 'BO' });
  }
  return record.board;
}

/** What a replay plays on: `Reversi`'s methods, named here because reversi.ts imports this module. */
export interface ReplayedGame {
  turn(): Color;
  isGameOver(): boolean;
  canPass(): boolean;
  moves(): string[];
  pass(): Move;
  move(square: string): Move;
}

/**
 * Plays a record's moves on `game` (a fresh game at the record's start), inferring a pass the record
 * left out where a move of the other colour follows a side with no move. Throws a `GGFFault`
 * naming the field and offset of the first move the rules refuse.
 */
export function replayGGF<Game extends ReplayedGame>(game: Game, record: GGFRecord, offsets: GGFOffsets): Game {
  record.moves.forEach((move, i) => {
    const { offset, text } = offsets.moves[i]!;
    const field = move.color === 'black' ? 'B' : 'W';
    const where = { offset, field, move: text, moveNumber: i + 1 };
    if (move.color !== game.turn() && !game.isGameOver()) {
      if (!game.canPass() || game.moves().length > 0) {
        throw new GGFFault('ILLEGAL_MOVE', `move ${i + 1} "${text}" in field ${field} at character ${offset + 1} is ${move.color}'s, but ${game.turn()} is to move`, where);
      }
      game.pass();
    }
    try {
      game.move(move.square);
    } catch (error) {
      if (error instanceof IllegalMoveError) throw new GGFFault('ILLEGAL_MOVE', `illegal move ${i + 1} "${text}" in field ${field} at character ${offset + 1}: ${error.reason}`, where);
      throw error;
    }
  });
  return game;
}

const pad = (value: number) => String(value).padStart(2, '0');

function dateOf(date: string | Date): string {
  if (!(date instanceof Date)) return date;
  if (Number.isNaN(date.getTime())) throw new ReversiError('INVALID_ARGUMENT', 'GGF: cannot write date: the Date is invalid');
  const day = `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
  return `${day}_${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.UTC`;
}

/** The moves of the history with the evaluations and times of the notes, matched as `GGFMeta.moves` says. */
function annotated(history: Move[], notes: GGFMeta['moves']): GGFMove[] {
  if (notes !== undefined && !Array.isArray(notes)) throw new ReversiError('INVALID_ARGUMENT', 'GGF: meta.moves must be an array');
  let next = 0;
  const moves = history.map((move, i): GGFMove => {
    const note = notes?.[next];
    const plain = { color: move.color, square: move.square };
    if (note === undefined) return plain;
    if (typeof note !== 'object' || note === null || (note.square !== undefined && typeof note.square !== 'string')) {
      throw new ReversiError('INVALID_ARGUMENT', `GGF: meta.moves[${next}] must be an object like { square: 'f5', eval: 2, time: 1.5 }`);
    }
    if (note.square !== undefined && note.square.toLowerCase().replace(/^pass$/, 'pa') !== move.square) {
      if (move.square === 'pa') return plain;
      throw new ReversiError('INVALID_ARGUMENT', `GGF: meta.moves[${next}] is ${JSON.stringify(note.square)}, but move ${i + 1} of the game is ${move.square}`);
    }
    next++;
    return { ...plain, ...(note.eval === undefined ? {} : { eval: note.eval }), ...(note.time === undefined ? {} : { time: note.time }) };
  });
  if (notes !== undefined && next < notes.length) {
    throw new ReversiError('INVALID_ARGUMENT', `GGF: meta.moves has ${notes.length} entries, but only ${next} go with the game's ${history.length} moves`);
  }
  return moves;
}

/** The record of a game: its start and moves, the result once it is over, and the fields of `meta`. */
export function recordOfGame(game: GameForGGF, meta: GGFMeta): GGFRecord {
  // Other fields are left alone rather than refused: a record parseGGF read is a meta too.
  if (!isObjectLiteral(meta)) {
    throw new ReversiError('INVALID_ARGUMENT', `toGGF() takes its meta as an object like { black: 'ann', white: 'bob' }, got ${described(meta)}`);
  }
  const { black, white, blackRating, whiteRating, date, place, time, blackTime, whiteTime } = meta;
  const result = meta.result === undefined ? (game.over ? { score: game.score.black - game.score.white } : undefined) : (meta.result ?? undefined);
  const fields = { black, white, blackRating, whiteRating, date: date === undefined ? undefined : dateOf(date), place, time, blackTime, whiteTime, result };
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...defined, type: meta.type ?? '8', board: game.start, moves: annotated(game.history, meta.moves), other: meta.other ?? [] };
}
