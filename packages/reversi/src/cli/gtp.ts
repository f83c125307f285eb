// `flank gtp`: the Go Text Protocol (version 2) as Othello engines speak it (Edax and Egaroucid do),
// for match runners and GGS bridges. Every command gets `=[id] result` or `?[id] error`, then a
// blank line. Moves are squares a1..h8 as Othello writes them (row 1 at the top), or `pass`;
// colours b, w, black or white. Othello only, 8x8.
import { IllegalMoveError, ReversiError } from '../errors.ts';
import type { Color } from '../notation/board-string.ts';
import { Reversi } from '../reversi.ts';
import { VERSION } from '../version.ts';
import type { Command } from './commands.ts';
import { type ProtocolOptions, emptiesOf, protocolOptions, searchMove } from './protocol-options.ts';
import { positionText } from './format.ts';
import { type Channel, type Session, printableLine, serve } from './line-protocol.ts';
import { moveTimeMs } from '../search/move-time.ts';
import { GameClock } from './time-budget.ts';

/** The commands this engine knows, as `list_commands` gives them. */
const COMMANDS = [
  'protocol_version',
  'name',
  'version',
  'known_command',
  'list_commands',
  'quit',
  'boardsize',
  'clear_board',
  'komi',
  'play',
  'genmove',
  'undo',
  'showboard',
  'final_score',
  'time_settings',
  'time_left',
] as const;

/** A command that fails: answered `? message`, nothing changed. */
class Failure extends Error {}

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A line as GTP reads it: control characters other than tab dropped, tabs made spaces, a `#`
 * comment cut off, and the spaces at either end trimmed.
 */
function preprocess(line: string): string {
  return printableLine(line).replace(/#.*$/, '').trim();
}

function colorOf(word: string | undefined): Color {
  if (word !== undefined && /^(b|black)$/i.test(word)) return 'black';
  if (word !== undefined && /^(w|white)$/i.test(word)) return 'white';
  throw new Failure(`syntax error: expected a colour (b, w, black or white), got ${word === undefined ? 'nothing' : `"${word}"`}`);
}

/** A vertex: a square a1..h8 (any case), or `pass` (`pa` too), as the wrapper writes moves. */
function vertexOf(word: string | undefined): string {
  if (word !== undefined && /^(pass|pa)$/i.test(word)) return 'pa';
  if (word !== undefined && /^[a-h][1-8]$/i.test(word)) return word.toLowerCase();
  throw new Failure(`syntax error: expected a move a1..h8 or pass, got ${word === undefined ? 'nothing' : `"${word}"`}`);
}

/** A number of seconds (GTP says whole; decimals are taken), in milliseconds. */
function secondsOf(word: string | undefined, what: string): number {
  if (word === undefined || !NUMBER.test(word)) throw new Failure(`syntax error: ${what} must be seconds, got ${word === undefined ? 'nothing' : `"${word}"`}`);
  return Number(word) * 1000;
}

function countOf(word: string | undefined, what: string): number {
  if (word === undefined || !/^\d+$/.test(word)) throw new Failure(`syntax error: ${what} must be a whole number, got ${word === undefined ? 'nothing' : `"${word}"`}`);
  return Number(word);
}

function arity(words: readonly string[], count: number, usage: string): void {
  if (words.length !== count) throw new Failure(`syntax error: expected ${usage}, got ${words.length === 0 ? 'nothing' : `"${words.join(' ')}"`}`);
}

/** One GTP conversation: the game, what `undo` takes back, and the clocks. */
export class GtpSession implements Session {
  readonly #channel: Channel;
  readonly #options: ProtocolOptions;
  #game = new Reversi();
  /** The history's length before each `play` and `genmove`: `undo` goes back to the last one. */
  #marks: number[] = [];
  readonly #clock: GameClock;

  constructor(channel: Channel, options: ProtocolOptions) {
    this.#channel = channel;
    this.#options = options;
    this.#clock = new GameClock(this.#ownClock());
  }

  /** `--game-time-ms` as an absolute clock, until `time_settings` says otherwise. */
  #ownClock() {
    const mainMs = this.#options.gameTimeMs;
    return mainMs === undefined ? undefined : { mainMs, periodMs: 0, periodMoves: 0 };
  }

  async handle(raw: string): Promise<boolean> {
    const line = preprocess(raw);
    if (line === '') return true;
    const words = line.split(' ').filter((word) => word !== '');
    const id = /^\d+$/.test(words[0]!) ? words.shift()! : '';
    const command = words.shift();
    let result: string;
    try {
      if (command === undefined) throw new Failure(`syntax error: expected a command after the id ${id}`);
      result = this.#run(command, words);
    } catch (error) {
      this.#answer(`?${id}`, this.#messageOf(error));
      return true;
    }
    this.#answer(`=${id}`, result);
    return command !== 'quit';
  }

  /** The answer and the blank line that ends it; a result of several lines never holds a blank one. */
  #answer(head: string, text: string): void {
    const [first = '', ...rest] = text.split('\n');
    this.#channel.write(`${head} ${first}`);
    for (const line of rest) if (line.trim() !== '') this.#channel.write(line);
    this.#channel.write('');
  }

  #messageOf(error: unknown): string {
    if (error instanceof Failure || error instanceof ReversiError) return error.message;
    // Anything else is a bug: the controller still gets an answer, standard error the stack.
    this.#channel.log(`gtp: ${error instanceof Error ? error.stack : String(error)}`);
    return `internal error: ${error instanceof Error ? error.message : String(error)}`;
  }

  #run(command: string, words: string[]): string {
    switch (command) {
      case 'protocol_version':
        return '2';
      case 'name':
        return 'Flank';
      case 'version':
        return VERSION;
      case 'known_command':
        arity(words, 1, 'known_command <command>');
        return String((COMMANDS as readonly string[]).includes(words[0]!));
      case 'list_commands':
        return COMMANDS.join('\n');
      case 'quit':
        return '';
      case 'boardsize':
        arity(words, 1, 'boardsize <size>');
        if (countOf(words[0], 'the size') !== 8) throw new Failure(`unacceptable size ${words[0]}: Flank plays 8x8 Othello only`);
        this.#newGame();
        return '';
      case 'clear_board':
        this.#newGame();
        return '';
      case 'komi':
        // Othello has no komi: a Go controller's komi is taken and has no effect.
        arity(words, 1, 'komi <number>');
        if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(words[0]!)) throw new Failure(`syntax error: komi must be a number, got "${words[0]}"`);
        return '';
      case 'play':
        arity(words, 2, 'play <color> <move>');
        this.#play(colorOf(words[0]), vertexOf(words[1]));
        return '';
      case 'genmove':
        arity(words, 1, 'genmove <color>');
        return this.#genmove(colorOf(words[0]));
      case 'undo':
        return this.#undo();
      case 'showboard':
        return `\n${positionText(this.#game)}`;
      case 'final_score':
        return this.#finalScore();
      case 'time_settings': {
        arity(words, 3, 'time_settings <main_time> <byo_yomi_time> <byo_yomi_stones>');
        const mainMs = secondsOf(words[0], 'main_time');
        const periodMs = secondsOf(words[1], 'byo_yomi_time');
        const periodMoves = countOf(words[2], 'byo_yomi_stones');
        // GTP: byo-yomi time with no stones means no time limit at all.
        this.#clock.set(periodMs > 0 && periodMoves === 0 ? undefined : { mainMs, periodMs, periodMoves });
        return '';
      }
      case 'time_left':
        arity(words, 3, 'time_left <color> <time> <stones>');
        this.#clock.report(colorOf(words[0]), secondsOf(words[1], 'the time'), countOf(words[2], 'the stones'));
        return '';
      default:
        throw new Failure('unknown command');
    }
  }

  #newGame(): void {
    this.#game = new Reversi();
    this.#marks = [];
    this.#clock.reset();
  }

  /**
   * Makes it `color`'s turn: a side that must pass passes first (a controller sends the next move
   * of the side that moves twice, not the pass). Fails, naming `what` was asked, when `color`
   * cannot be the one to move.
   */
  #turnOf(color: Color, what: string): void {
    const game = this.#game;
    if (game.turn() === color) return;
    if (game.moves().length === 0 && game.canPass() && !game.isGameOver()) {
      game.pass();
      return;
    }
    throw new Failure(`${what}: it is ${game.turn()}'s turn, and ${game.turn()} has a move`);
  }

  #play(color: Color, move: string): void {
    const before = this.#game.history().length;
    // The move as the controller asked it, in the words of every refusal: `illegal move: black a1`.
    const asked = `illegal move: ${color} ${move === 'pa' ? 'pass' : move}`;
    if (this.#game.isGameOver()) {
      if (move !== 'pa') throw new Failure(`${asked}: the game is over`);
      // A pass once the game is over changes nothing: a controller may relay the last passes.
      this.#marks.push(before);
      return;
    }
    try {
      this.#turnOf(color, asked);
      this.#game.move(move);
    } catch (error) {
      while (this.#game.history().length > before) this.#game.undo();
      if (error instanceof IllegalMoveError) throw new Failure(`${asked}: ${error.reason}`);
      throw error;
    }
    this.#marks.push(before);
  }

  /**
   * Searches and plays `color`'s move within the level, `--time-ms` and its clock. Where the bin
   * reads the input on another thread, a `quit` or the end of the input stops the search in the
   * middle (`stopsGtpSearch`), and the move found so far is played and answered.
   */
  #genmove(color: Color): string {
    const game = this.#game;
    const before = game.history().length;
    if (game.isGameOver()) {
      this.#marks.push(before);
      return 'pass';
    }
    this.#turnOf(color, `cannot generate a move for ${color}`);
    this.#marks.push(before);
    if (game.moves().length === 0) {
      game.pass();
      return 'pass';
    }
    const search = this.#options.search;
    const timeMs = moveTimeMs(this.#clock.timeLeft(color), emptiesOf(game), search.timeMs);
    const { best, ms } = searchMove(game, search, timeMs);
    this.#clock.spend(color, ms);
    game.move(best.move);
    const kind = best.source === 'book' ? 'book' : best.exact ? 'exact' : `depth ${best.depth}`;
    this.#channel.log(`gtp: ${color} ${best.move} ${best.score > 0 ? '+' : ''}${best.score} (${kind}, ${best.nodes} nodes, ${Math.round(ms)} ms${timeMs === undefined ? '' : ` of ${timeMs}`})`);
    return best.move === 'pa' ? 'pass' : best.move;
  }

  #undo(): string {
    const before = this.#marks.pop();
    if (before === undefined) throw new Failure('cannot undo: no move to take back');
    while (this.#game.history().length > before) this.#game.undo();
    return '';
  }

  /** The score as GTP writes it (`B+4`, `W+10`, `0`): once over, the empty squares go to the winner. */
  #finalScore(): string {
    const { black, white } = this.#game.score({ emptiesToWinner: true });
    return black > white ? `B+${black - white}` : white > black ? `W+${white - black}` : '0';
  }
}

/**
 * Whether a line, waiting, stops the `genmove` in hand: a `quit` (with an id or not). GTP's other
 * commands wait their turn, as the protocol answers in order.
 *
 * @example
 * ```ts
 * stopsGtpSearch('7 quit'); // true
 * stopsGtpSearch('play b f5'); // false
 * ```
 */
export const stopsGtpSearch = (line: string): boolean => /^(?:\d+ +)?quit(?: |$)/.test(preprocess(line));

/**
 * `flank gtp`: speaks GTP on standard input and output until `quit` or the end of the input.
 */
export const gtp: Command = async (args, print, note, _status, _stopped, input) => {
  const options = protocolOptions(args, 'gtp');
  await serve(input, print, note, (channel) => new GtpSession(channel, options));
};
