// GGF, the Generic Game Format of GGS and NBoard: read and write Othello games as text, with no
// engine needed (replaying the moves is ggf-game.ts's part). A game is `(;` fields `;)`, each field a
// name in capitals and a value in brackets: `(;GM[Othello]PB[ann]PW[bob]RE[+4.00]TY[8]BO[8 ... *]B[F5]W[F6//1.20];)`.
import { described } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
import type { Color } from '../notation/board-string.ts';
import { formatSquare } from '../notation/square.ts';
import { GGFFault } from './ggf-fault.ts';

/** One move of a GGF game: who played it, where, and the evaluation and time the player gave. */
export interface GGFMove {
  color: Color;
  /** A square like `'f5'`, or `'pa'` for a pass. */
  square: string;
  /** The evaluation that came with the move (GGS and NBoard: the mover's expected disc difference). */
  eval?: number;
  /** The seconds the move took. */
  time?: number;
}

/** A GGF result: black's final disc difference (GGF: the first colour's score), and how the game ended when not by play. */
export interface GGFResult {
  /** Black's discs minus white's at the end (`RE[+4.00]`), as the record gives it. */
  score: number;
  /** `RE[...:r]`, `:t` or `:s`: black or white resigned, lost on time, or both agreed on the score. */
  end?: 'resigned' | 'timeout' | 'agreed';
}

/** A GGF game, field by field. Every field is optional in GGF but the moves; a missing board is the Othello start. */
export interface GGFRecord {
  /** `PB`, `PW`: the players' names. */
  black?: string;
  white?: string;
  /** `RB`, `RW`: the players' ratings. */
  blackRating?: number;
  whiteRating?: number;
  /** `DT`: when the game was played, as the record writes it (GGS: `2003.12.15_13:24:03.MST`; some give Unix seconds). */
  date?: string;
  /** `PC`: where it was played, like `GGS/os` or `NBoard`. */
  place?: string;
  /** `TI`: both players' clock, a GGS clock like `05:00//02:00` (see `parseGGFClock`). */
  time?: string;
  /** `TB`, `TW`: each player's clock, when they differ. */
  blackTime?: string;
  whiteTime?: string;
  /** `TY`: the game type, `8` for 8x8 Othello (`s8r20`: synchro, random start of 20 discs; `k`: komi). Default `8`. */
  type: string;
  /** `RE`: the result; left out when unknown (`RE[?]`). */
  result?: GGFResult;
  /** `BO`: the start position as a board string with the side to move (`---...--- X`). */
  board: string;
  /** `B` and `W`, in order. */
  moves: GGFMove[];
  /** Every other field (`KM`, `KB`, `KW` of komi games, comments, ...), kept as found so that writing the record keeps it. */
  other: { name: string; value: string }[];
}

/** Where each part of a parsed game stands in its text, so that the replay's errors can name the offset. */
export interface GGFOffsets {
  /** The game's `(;`. */
  game: number;
  /** The `BO` field's value, when there is one. */
  board: number | undefined;
  /** Each move's value, and the move as written (`F5`, `pass`). */
  moves: { offset: number; text: string }[];
}

/** The Othello start: black to move. */
export const GGF_START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`;
const SQUARE = /^([a-h])([1-8])$/i;
const PASS = /^(pa|pass)$/i;
// A decimal number as GGS and NBoard write them, and as this module writes any finite number.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
// A GGS clock: [ini[,[N]moves]]/[inc[,[N]moves]]/[ext[,[N]moves]], each time [[HH:]MM:]SS (more
// units, as some programs write, are read on in base 60: the field is read as leniently as written).
const CLOCK_TIME = String.raw`\d+(?::\d+)*(?:\.\d+)?`;
const CLOCK_PART = String.raw`(?:${CLOCK_TIME}(?:,N?\d+)?)?`;
const CLOCK = new RegExp(String.raw`^${CLOCK_PART}(?:/${CLOCK_PART}(?:/${CLOCK_PART})?)?$`, 'i');
const ENDS = { r: 'resigned', t: 'timeout', s: 'agreed' } as const;
const SIDE = 'expected * (black) or O (white)';

/**
 * A field value that is wrong, found while reading it: `what` is wrong (`bad move "Z9"`), `at` is its
 * offset inside the value, and `why` says what was expected. Not an Error, as `GGFFault` is not.
 */
class FieldError {
  constructor(
    readonly what: string,
    readonly at = 0,
    readonly why?: string,
  ) {}
}

/** Where the first non-whitespace character of `value` is, so that an error points at it rather than at spaces. */
const firstNonSpace = (value: string) => value.length - value.trimStart().length;

function number(value: string, what: string): number {
  const text = value.trim();
  if (!NUMBER.test(text)) throw new FieldError(`bad ${what} "${text}"`, firstNonSpace(value));
  return Number(text);
}

/**
 * A GGS clock in seconds: the initial time, the increment per move and the extension time (0 when
 * left out). The move counts and the N flags of the full syntax are read past.
 *
 * @example
 * ```ts
 * parseGGFClock('05:00//02:00'); // { initial: 300, increment: 0, extension: 120 }
 * parseGGFClock('1:00:00/5'); // { initial: 3600, increment: 5, extension: 0 }
 * ```
 */
export function parseGGFClock(text: string): { initial: number; increment: number; extension: number } {
  if (typeof text !== 'string' || !CLOCK.test(text.trim())) {
    throw new ReversiError('INVALID_ARGUMENT', `Bad GGS clock ${described(text)}: expected [[hh:]mm:]ss times for initial/increment/extension, like 05:00//02:00`);
  }
  return clockOf(text);
}

function clockOf(text: string) {
  const [initial, increment, extension] = text
    .trim()
    .split('/')
    .map((part) => part.split(',')[0]!.split(':').reduce((total, unit) => total * 60 + (unit === '' ? 0 : Number(unit)), 0));
  return { initial: initial ?? 0, increment: increment ?? 0, extension: extension ?? 0 };
}

/** A clock field; an empty one (`TI[]`) is no clock, not a clock of no time. */
function clock(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  if (!CLOCK.test(value.trim())) throw new FieldError(`bad time "${value.trim()}"`, firstNonSpace(value), 'expected a GGS clock like 05:00//02:00');
  return value.trim();
}

/** `TY`: 8x8 Othello only, with the options that leave the rules alone (synchro, komi, random start, colour wish). */
function gameType(value: string): string {
  const type = value.trim();
  const match = /^(s?)(\d+)((?:k|r\d*|b|w|a)*)$/i.exec(type);
  if (!match) throw new FieldError(`unknown game type "${type}"`, firstNonSpace(value), 'expected 8, with s (synchro) before and k, r<discs>, b or w after, like s8r20');
  if (match[2] !== '8') throw new FieldError(`board size ${match[2]} in game type "${type}"`, firstNonSpace(value) + match[1]!.length, 'Flank plays 8x8 Othello only');
  if (/a/i.test(match[3]!)) throw new FieldError(`anti Othello in game type "${type}"`, firstNonSpace(value) + match[0].search(/a/i), 'Flank plays Othello, where the most discs win');
  return type;
}

/** `RE`: `+4.00`, `-64.00:r`; `?` or nothing for no result. */
function result(value: string): GGFResult | undefined {
  const text = value.trim();
  if (text === '?' || text === '') return undefined;
  const match = /^([^:]*)(?::([rts]))?$/i.exec(text);
  const score = number(match?.[1] ?? text, 'result');
  const end = match?.[2]?.toLowerCase() as keyof typeof ENDS | undefined;
  return end === undefined ? { score } : { score, end: ENDS[end] };
}

/** `BO`: the size, 64 squares (`*` black, `O` white, `-` empty; spaces between them allowed) and the side to move. */
function board(value: string): string {
  const size = /^\s*(\S+)/.exec(value);
  if (!size) throw new FieldError('empty board', 0, 'expected 8, the 64 squares and the side to move');
  if (size[1] !== '8') throw new FieldError(`board size "${size[1]}"`, firstNonSpace(value), 'Flank plays 8x8 Othello only');
  let squares = '';
  let side: string | undefined;
  for (let i = size[0].length; i < value.length; i++) {
    const char = value[i]!;
    if (/\s/.test(char)) continue;
    if (squares.length === 64) {
      if (side !== undefined || (char !== '*' && char !== 'O')) {
        throw side === undefined ? new FieldError(`bad side to move "${char}"`, i, SIDE) : new FieldError(`unexpected "${char}" after the side to move`, i);
      }
      side = char;
      continue;
    }
    const square = char === '*' ? 'X' : char === 'O' ? 'O' : char === '-' ? '-' : undefined;
    if (square === undefined) throw new FieldError(`bad square "${char}" at ${formatSquare(squares.length)}`, i, 'expected * (black), O (white) or - (empty)');
    squares += square;
  }
  if (squares.length < 64) throw new FieldError(`${squares.length} squares`, value.length, 'expected 64 then the side to move');
  if (side === undefined) throw new FieldError('no side to move after the 64 squares', value.length, SIDE);
  return `${squares} ${side === '*' ? 'X' : 'O'}`;
}

/**
 * `B`, `W`: `F5`, `F5/eval`, `F5/eval/time` (either may be empty), `PA` or `pass`; anything after a
 * third slash, which some programs write, is read past.
 */
function move(color: Color, value: string): GGFMove {
  const [where = '', evaluation, time] = value.split('/');
  const text = where.trim();
  if (!SQUARE.test(text) && !PASS.test(text)) {
    throw new FieldError(`bad move "${value.trim()}"`, firstNonSpace(value), 'expected a square like F5 or PA, then optionally /evaluation/time');
  }
  const found: GGFMove = { color, square: PASS.test(text) ? 'pa' : text.toLowerCase() };
  // Each part's offset in the value: the square, its slash, the evaluation, its slash, the time.
  const evaluationAt = where.length + 1;
  const timeAt = evaluationAt + (evaluation?.length ?? 0) + 1;
  const part = <T>(at: number, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      throw error instanceof FieldError ? new FieldError(`${error.what} in move "${value.trim()}"`, at + error.at, error.why) : error;
    }
  };
  if (evaluation !== undefined && evaluation.trim() !== '') found.eval = part(evaluationAt, () => number(evaluation, 'evaluation'));
  if (time !== undefined && time.trim() !== '') found.time = part(timeAt, () => seconds(time));
  return found;
}

/** A move's time: seconds (`1.23`) or a clock time (`01:05`). */
function seconds(value: string): number {
  const text = value.trim();
  if (NUMBER.test(text) && Number(text) >= 0) return Number(text);
  if (new RegExp(`^${CLOCK_TIME}$`).test(text)) return clockOf(text).initial;
  throw new FieldError(`bad time "${text}"`, firstNonSpace(value));
}

/** A text field: kept as written (trimmed). */
const text = (value: string) => value.trim();

/** How each known field is read: into which member of the record. */
const READERS = {
  PC: (record, value) => (record.place = text(value)),
  DT: (record, value) => (record.date = text(value)),
  PB: (record, value) => (record.black = text(value)),
  PW: (record, value) => (record.white = text(value)),
  RB: (record, value) => (record.blackRating = number(value, 'rating')),
  RW: (record, value) => (record.whiteRating = number(value, 'rating')),
  TI: (record, value) => (record.time = clock(value)),
  TB: (record, value) => (record.blackTime = clock(value)),
  TW: (record, value) => (record.whiteTime = clock(value)),
  TY: (record, value) => (record.type = gameType(value)),
  RE: (record, value) => (record.result = result(value)),
  BO: (record, value) => (record.board = board(value)),
} satisfies Record<string, (record: GGFRecord, value: string) => unknown>;

/** The fault of GGF text: what is wrong, in which field, and where. */
function invalid(what: string, offset: number, field?: string, why?: string): GGFFault {
  const message = `${what}${field === undefined ? '' : ` in field ${field}`} at character ${offset + 1}${why === undefined ? '' : `: ${why}`}`;
  return new GGFFault('INVALID_RECORD', message, { offset, field });
}

const isCapital = (code: number) => code >= 65 && code <= 90;

/** A character of the text as an error quotes it: a whole code point. */
const charAt = (text: string, offset: number) => String.fromCodePoint(text.codePointAt(offset)!);

/** One record of GGF text: its number from 1 and where it starts, then the game read or what is wrong with it. */
export type GGFTextRecord = { number: number; offset: number } & ({ record: GGFRecord; offsets: GGFOffsets; fault?: undefined } | { fault: GGFFault });

/** The part of a text to read: from `start` to `end`, the record at `start` being number `number`. */
export interface GGFRange {
  start: number;
  end: number;
  number: number;
}

/**
 * Reads every record of GGF text on its own, with where each part stands in it: a record that
 * cannot be read keeps its fault (the first of its own), and reading goes on after its end. A
 * record is a game, `(;` to `;)`, or text between games that is none. Text with no record at all
 * is an error. With `range`, only that part is read, its offsets and numbers still the whole text's.
 */
export function readGGFRecords(whole: string, range?: GGFRange): GGFTextRecord[] {
  if (typeof whole !== 'string') throw new ReversiError('INVALID_ARGUMENT', `GGF must be text, got ${whole === null ? 'null' : typeof whole}`);
  // The text ends at the range's end for the reader; engines slice a string without copying it.
  const source = range === undefined ? whole : whole.slice(0, range.end);
  const first = range?.number ?? 1;
  const records: GGFTextRecord[] = [];
  let at = range?.start ?? 0;
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  for (skipSpace(); at < source.length; skipSpace()) {
    // A GGS match file writes how many games a line holds before them: `2 (;...;)(;...;)`.
    if (/\d/.test(source[at]!) && records.length === 0 && /^\d+\s*\(;/.test(source.slice(at, at + 12))) {
      at += /^\d+/.exec(source.slice(at))![0].length;
      continue;
    }
    const number = first + records.length;
    const offset = at;
    if (!source.startsWith('(;', at)) {
      records.push({ number, offset, fault: invalid(`unexpected "${charAt(source, at)}"`, at, undefined, 'a game starts with "(;"') });
      at = nextGame(source, at);
      continue;
    }
    const game = readGame(source, at);
    if (game.fault === undefined) {
      records.push({ number, offset, ...game.parsed });
      at = game.end;
    } else {
      records.push({ number, offset, fault: game.fault });
      at = endOfGame(source, at);
    }
  }
  if (records.length === 0) throw invalid('no game', at, undefined, 'a game starts with "(;"').error();
  return records;
}

/** Where the next game starts after `from`, or the end of the text: where reading resumes after text that is no game. */
function nextGame(source: string, from: number): number {
  const next = source.indexOf('(;', from + 1);
  return next < 0 ? source.length : next;
}

/**
 * Where a game that cannot be read ends, so that reading resumes after it: after its `;)`, or at a
 * `(;` that starts the next game before it ends. Values are skipped whole (a comment may hold
 * either); a value that never closes runs to the end of the text.
 */
function endOfGame(source: string, start: number): number {
  for (let at = start + 2; at < source.length; at++) {
    if (source[at] === '[') {
      const close = source.indexOf(']', at);
      if (close < 0) return source.length;
      at = close;
    } else if (source.startsWith(';)', at)) {
      return at + 2;
    } else if (source.startsWith('(;', at)) {
      return at;
    }
  }
  return source.length;
}

/**
 * Reads every game of GGF text, with where each part stands in it. All or nothing: the first
 * error throws a `RecordError` naming the field and the offset.
 */
export function readGGFText(source: string): { record: GGFRecord; offsets: GGFOffsets }[] {
  return readGGFRecords(source).map((read) => {
    if (read.fault) throw read.fault.error();
    return { record: read.record, offsets: read.offsets };
  });
}

/**
 * The game that starts at `start`, and where it ends; or its first fault, returned rather than
 * thrown: a throw costs microseconds, and a file of junk is a fault a record.
 */
function readGame(source: string, start: number): { parsed: { record: GGFRecord; offsets: GGFOffsets }; end: number; fault?: undefined } | { fault: GGFFault } {
  const record: GGFRecord = { type: '8', board: GGF_START, moves: [], other: [] };
  const offsets: GGFOffsets = { game: start, board: undefined, moves: [] };
  let seen: Map<string, number> | undefined;
  let at = start + 2;
  for (;;) {
    while (at < source.length && /\s/.test(source[at]!)) at++;
    if (at >= source.length) return { fault: invalid(`the game that starts at character ${start + 1} has no end ";)"`, at) };
    if (source.startsWith(';)', at)) return { parsed: { record, offsets }, end: at + 2 };
    let past = at;
    while (past < source.length && isCapital(source.charCodeAt(past))) past++;
    if (past === at) return { fault: invalid(`unexpected "${charAt(source, at)}"`, at, undefined, 'expected a field like PB[...] or ";)" to end the game') };
    const name = source.slice(at, past);
    const nameAt = at;
    at = past;
    while (at < source.length && /\s/.test(source[at]!)) at++;
    if (source[at] !== '[') return { fault: invalid('no value', nameAt, name, 'expected "[" after the name') };
    const close = source.indexOf(']', at);
    if (close < 0) return { fault: invalid('no "]" to close the value', nameAt, name) };
    const valueAt = at + 1;
    const value = source.slice(valueAt, close);
    at = close + 1;
    try {
      readField(record, offsets, (seen ??= new Map()), name, value, valueAt);
    } catch (error) {
      if (error instanceof FieldError) return { fault: invalid(error.what, valueAt + error.at, name, error.why) };
      throw error;
    }
  }
}

function readField(record: GGFRecord, offsets: GGFOffsets, seen: Map<string, number>, name: string, value: string, valueAt: number): void {
  if (name === 'B' || name === 'W') {
    record.moves.push(move(name === 'B' ? 'black' : 'white', value));
    offsets.moves.push({ offset: valueAt, text: value.split('/')[0]!.trim() });
    return;
  }
  if (name === 'GM') {
    if (value.trim().toLowerCase() !== 'othello') throw new FieldError(`game "${value.trim()}"`, firstNonSpace(value), 'Flank reads Othello only');
    return;
  }
  if (!(name in READERS)) {
    record.other.push({ name, value });
    return;
  }
  const before = seen.get(name);
  if (before !== undefined) throw new FieldError(`a second ${name}`, 0, `the first is at character ${before + 1}`);
  if (name === 'BO' && record.moves.length > 0) throw new FieldError('a board after the first move', 0, 'BO comes before B and W');
  seen.set(name, valueAt);
  READERS[name as keyof typeof READERS](record, value);
  if (name === 'BO') offsets.board = valueAt;
}

/**
 * Reads every game of GGF text (one game, or many: `(;...;)(;...;)`, as GGS archives and NBoard
 * write them) into records, field by field, without playing the moves (`Reversi.fromGGF` and
 * `readGGFGames` play them). Only 8x8 Othello is read: another game, board size or anti Othello is
 * refused. All or nothing: a `RecordError` names the field and the offset of the first error.
 *
 * @example
 * ```ts
 * const [game] = parseGGF('(;GM[Othello]PB[ann]PW[bob]RE[+4.00]TY[8]B[F5//1.23]W[F6];)');
 * game.black; // 'ann'
 * game.moves; // [{ color: 'black', square: 'f5', time: 1.23 }, { color: 'white', square: 'f6' }]
 * game.board; // the Othello start, '---...--- X'
 * ```
 */
export function parseGGF(text: string): GGFRecord[] {
  return readGGFText(text).map(({ record }) => record);
}

/** A number as GGF writes it: two decimals (GGS and NBoard's habit) when that is exact, every digit otherwise. */
function formatNumber(value: number): string {
  const fixed = value.toFixed(2);
  return Number(fixed) === value ? fixed : String(value);
}

/** What toGGF and formatGGF refuse to write: a value that would not read back. */
function unwritable(field: string, what: string): ReversiError {
  return new ReversiError('INVALID_ARGUMENT', `GGF: cannot write ${field}: ${what}`);
}

function writeText(field: string, value: unknown): string {
  if (typeof value !== 'string') throw unwritable(field, `expected a string, got ${typeof value}`);
  if (value.includes(']')) throw unwritable(field, `${JSON.stringify(value)} holds "]", which would end the field`);
  return value;
}

function writeNumber(field: string, value: unknown, options: { sign?: boolean; min?: number } = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < (options.min ?? -Infinity)) {
    throw unwritable(field, `expected a finite number${options.min === undefined ? '' : ` of at least ${options.min}`}, got ${String(value)}`);
  }
  const written = formatNumber(value);
  return options.sign && value >= 0 ? `+${written}` : written;
}

/** A value checked by the reader of its field, so that what is written reads back. */
function writeChecked(field: string, value: unknown, check: (value: string) => unknown): string {
  const written = writeText(field, value);
  try {
    check(written);
  } catch (error) {
    if (error instanceof FieldError) throw unwritable(field, error.why === undefined ? error.what : `${error.what}: ${error.why}`);
    throw error;
  }
  return written;
}

function writeMove(move: GGFMove, index: number): string {
  const field = `moves[${index}]`;
  if (move.color !== 'black' && move.color !== 'white') throw unwritable(field, `color must be 'black' or 'white', got ${String(move.color)}`);
  if (typeof move.square !== 'string' || (!SQUARE.test(move.square) && !/^pa$/i.test(move.square))) {
    throw unwritable(field, `square must be like 'f5' or 'pa', got ${described(move.square)}`);
  }
  const square = move.square.toUpperCase();
  const evaluation = move.eval === undefined ? '' : writeNumber(`${field}.eval`, move.eval);
  const time = move.time === undefined ? '' : writeNumber(`${field}.time`, move.time, { min: 0 });
  const value = time !== '' ? `${square}/${evaluation}/${time}` : evaluation !== '' ? `${square}/${evaluation}` : square;
  return `${move.color === 'black' ? 'B' : 'W'}[${value}]`;
}

/** `BO` from a board string: the size, eight rows of `*`, `O` and `-` (as GGS writes them), the side. */
function writeBoard(value: unknown): string {
  if (typeof value !== 'string' || !/^[XO-]{64} [XO]$/.test(value)) {
    throw unwritable('board', `expected 64 squares of X, O and - then a space and the side to move, got ${described(value)}`);
  }
  const squares = value.slice(0, 64).replaceAll('X', '*');
  const rows = Array.from({ length: 8 }, (_, row) => squares.slice(row * 8, row * 8 + 8));
  return `8 ${rows.join(' ')} ${value[65] === 'X' ? '*' : 'O'}`;
}

function writeGame(record: GGFRecord): string {
  if (typeof record !== 'object' || record === null) throw unwritable('the record', `expected an object, got ${record === null ? 'null' : typeof record}`);
  const fields: string[] = ['GM[Othello]'];
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined) fields.push(`${name}[${value}]`);
  };
  const optional = <T>(value: T | undefined, write: (value: T) => string) => (value === undefined ? undefined : write(value));
  add('PC', optional(record.place, (value) => writeText('place', value)));
  add('DT', optional(record.date, (value) => writeText('date', value)));
  add('PB', optional(record.black, (value) => writeText('black', value)));
  add('PW', optional(record.white, (value) => writeText('white', value)));
  add('RB', optional(record.blackRating, (value) => writeNumber('blackRating', value)));
  add('RW', optional(record.whiteRating, (value) => writeNumber('whiteRating', value)));
  add('TI', optional(record.time, (value) => writeChecked('time', value, clock)));
  add('TB', optional(record.blackTime, (value) => writeChecked('blackTime', value, clock)));
  add('TW', optional(record.whiteTime, (value) => writeChecked('whiteTime', value, clock)));
  add('TY', writeChecked('type', record.type ?? '8', gameType));
  add('RE', optional(record.result, writeResult));
  for (const { name, value } of record.other ?? []) {
    if (typeof name !== 'string' || !/^[A-Z]+$/.test(name) || name in READERS || ['GM', 'B', 'W'].includes(name)) {
      throw unwritable('other', `${JSON.stringify(name)} is not a field name this record may add (capitals, not one of the fields it writes itself)`);
    }
    add(name, writeText(`other ${name}`, value));
  }
  add('BO', writeBoard(record.board ?? GGF_START));
  if (!Array.isArray(record.moves)) throw unwritable('moves', 'expected an array');
  return `(;${fields.join('')}${record.moves.map(writeMove).join('')};)`;
}

function writeResult(result: GGFResult): string {
  const score = writeNumber('result.score', result?.score, { sign: true });
  if (result.end === undefined) return score;
  const flag = Object.entries(ENDS).find(([, end]) => end === result.end)?.[0];
  if (flag === undefined) throw unwritable('result.end', `expected 'resigned', 'timeout' or 'agreed', got ${described(result.end)}`);
  return `${score}:${flag}`;
}

/**
 * Writes games as GGF text, one game a line, fields in a fixed order (GM PC DT PB PW RB RW TI TB TW
 * TY RE, the other fields, BO, then the moves): the same records always give the same text, and
 * `parseGGF` reads it back to the same records. Throws a `ReversiError` `INVALID_ARGUMENT` naming
 * the member that cannot be written (a `]` in a name, a number that is not finite).
 *
 * @example
 * ```ts
 * formatGGF({ black: 'ann', type: '8', board: GGF_START, moves: [{ color: 'black', square: 'f5' }], other: [] });
 * // '(;GM[Othello]PB[ann]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5];)'
 * ```
 */
export function formatGGF(records: GGFRecord | readonly GGFRecord[]): string {
  return (Array.isArray(records) ? records : [records as GGFRecord]).map(writeGame).join('\n');
}
