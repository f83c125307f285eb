// `flank nboard`: the NBoard protocol (version 2), so that the NBoard GUI and the GUIs that speak it
// can use Flank as their engine. The GUI sets the game (`set game` with GGF, then `move`s) and asks
// for hints (`hint n`: `search`/`book` lines, deepening) or a move (`go`: `=== move/eval/time`).
// NBoard has no error reply: a command that cannot be done is answered with a `status` line, which
// the GUI shows, and a diagnostic on standard error.
import { IllegalMoveError, ReversiError } from '../errors.ts';
import type { Color } from '../notation/board-string.ts';
import { parseGGF, parseGGFClock } from '../records/ggf.ts';
import { Reversi } from '../reversi.ts';
import { type BestMove, MAX_LINES, type MoveScore, type SearchOptions } from '../search/search.ts';
import { DEFAULT_LEVEL, MAX_LEVEL, levelOf } from '../search/levels.ts';
import { type ProtocolOptions, emptiesOf, protocolOptions } from './protocol-options.ts';
import type { Command } from './commands.ts';
import { type Channel, type Session, printableLine, serve } from './line-protocol.ts';
import { type TimeLeft, moveTimeMs } from '../search/move-time.ts';

/** The name the GUI shows for the engine. */
const NAME = 'Flank';
const MAX_DEPTH = 60;
/**
 * How long `go` and `hint` may think when neither a clock (`go`), `--time-ms` nor `--nodes` bounds
 * them: a minute, so that a depth beyond reach (`set depth 60`, or `set depth 20` where it means
 * exact solves of 30 empties) still answers.
 */
export const DEFAULT_THINK_MS = 60_000;
const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const MOVE = /^(?:[a-h][1-8]|pa|pass)$/i;

/** A clock of GGF (`TI`, `TB`, `TW`) in seconds: the initial time and the increment per move. */
interface Clock {
  initial: number;
  increment: number;
}

/** A request the session cannot carry out: answered with a status line, the game left as it was. */
class Refusal extends Error {}

const upper = (move: string) => move.toUpperCase();
const seconds = (ms: number) => (ms / 1000).toFixed(2);
/** What a status line says of the time a search may take. */
const upTo = (ms: number | undefined) => (ms === undefined ? '' : ` (up to ${seconds(ms)} s)`);

/**
 * A hint line: `search` (or `book`) `<pv> <eval> <games> <depth>`, the eval the mover's disc
 * difference, the pv its moves written together (`F5D6C3`, a pass `PA`): the protocol reads a
 * space as the end of the pv.
 */
function hintLine(move: { score: number; source: string }, pv: readonly string[], depth: string): string {
  const line = pv.map(upper).join('');
  return move.source === 'book' ? `book ${line} ${move.score} 0 ${depth}` : `search ${line} ${move.score} 0 ${depth}`;
}

/**
 * The depth NBoard is told for a batch of hints: "100%" when every searched move is solved exactly
 * (NBoard then shows them as exact), else the shallowest depth among them. One string for the whole
 * batch, because NBoard greys out the hints of a depth other than the latest one.
 */
function depthOf(moves: readonly MoveScore[]): string {
  const searched = moves.filter((move) => move.source !== 'book');
  if (searched.every((move) => move.exact)) return '100%';
  return String(Math.min(...searched.filter((move) => !move.exact).map((move) => move.depth)));
}

/** One NBoard conversation: the game of the GUI, its clocks, and the depth it asked for. */
export class NBoardSession implements Session {
  readonly #channel: Channel;
  readonly #options: ProtocolOptions;
  /** The GUI's game; none after a `set game` that was refused, until one is taken. */
  #game: Reversi | undefined = new Reversi();
  /** The clocks of the last `set game`, by colour (none: `--game-time-ms`, or no limit). */
  #clocks: Record<Color, Clock | undefined> = { black: undefined, white: undefined };
  /** The seconds each move took, as the GUI reported them, by the colour that played it. */
  #times: { color: Color; seconds: number }[] = [];
  /** `set depth`: the midgame depth, and the level that goes with it (where exact solving starts). */
  #depth: number | undefined;

  constructor(channel: Channel, options: ProtocolOptions) {
    this.#channel = channel;
    this.#options = options;
  }

  async handle(line: string): Promise<boolean> {
    // As GTP reads lines: an error that quotes the line never sends the terminal a control byte.
    const text = printableLine(line).trim();
    if (text === '') return true;
    const [command = '', ...words] = text.split(/\s+/);
    try {
      switch (command) {
        case 'quit':
          return false;
        case 'nboard':
          this.#nboard(words);
          break;
        case 'set':
          this.#set(text.slice(command.length).trim());
          break;
        case 'move':
          this.#move(words);
          break;
        case 'ping':
          integer('ping', words);
          this.#channel.write(`pong ${words[0]}`); // as given: a long number would lose digits as a Number
          break;
        case 'hint':
          await this.#hint(words);
          break;
        case 'go':
          await this.#go(words);
          break;
        case 'learn':
          this.#channel.write('learned');
          this.#channel.write(`status ${NAME} does not learn games: its opening book is fixed`);
          break;
        default:
          // Protocol version 1 sent a bare move ("F5") where version 2 sends "move F5".
          if (words.length === 0 && MOVE.test(command)) this.#move([command]);
          else throw new Refusal(`unknown command "${cut(command)}"`);
      }
    } catch (error) {
      this.#refuse(error);
    }
    return true;
  }

  #refuse(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    // Anything but a refusal or a ReversiError is a bug: its stack goes to standard error.
    const known = error instanceof Refusal || error instanceof ReversiError;
    this.#channel.log(`nboard: ${known || !(error instanceof Error) ? message : error.stack}`);
    this.#channel.write(`status Error: ${message}`);
  }

  #nboard(words: string[]): void {
    integer('nboard', words);
    this.#channel.write(`set myname ${NAME}`);
  }

  #set(rest: string): void {
    const [variable = '', ...words] = rest.split(/\s+/);
    switch (variable) {
      case 'game':
        this.#setGame(rest.slice(variable.length).trim());
        break;
      case 'depth': {
        const depth = integer('set depth', words);
        if (depth < 1 || depth > MAX_DEPTH) throw new Refusal(`set depth takes 1 to ${MAX_DEPTH}, got ${depth}`);
        this.#depth = depth;
        break;
      }
      case 'contempt':
        // Optional in the protocol: Flank scores every draw 0, whatever the GUI prefers.
        if (integer('set contempt', words) !== 0) this.#channel.log('nboard: set contempt: Flank values draws at 0 (contempt is not supported)');
        break;
      default:
        throw new Refusal(`unknown setting "set ${cut(variable)}"`);
    }
  }

  /**
   * `set game`: the GUI's game in GGF, with its clocks. A game refused leaves none: the GUI is in
   * a game Flank does not know, so that `go`, `hint` and `move` answer errors, not moves of
   * another position, until a game is taken.
   */
  #setGame(text: string): void {
    this.#game = undefined;
    if (text === '') throw new Refusal('set game needs a game in GGF, like (;GM[Othello]...;)');
    const game = Reversi.fromGGF(text);
    const record = parseGGF(text)[0]!;
    const clock = (value: string | undefined): Clock | undefined => {
      if (value === undefined) return undefined;
      const { initial, increment } = parseGGFClock(value);
      return { initial, increment };
    };
    this.#game = game;
    this.#clocks = { black: clock(record.blackTime ?? record.time), white: clock(record.whiteTime ?? record.time) };
    this.#times = record.moves.map((move) => ({ color: move.color, seconds: move.time ?? 0 }));
  }

  /** `move F5/eval/time`: plays a move (or PA) of the side to move, a pass before it inferred. */
  #move(words: string[]): void {
    if (words.length !== 1) throw new Refusal(`move takes one move like F5/1.5/3.2, got "${words.join(' ')}"`);
    const [square = '', evaluation, time, ...extra] = words[0]!.split('/');
    if (!MOVE.test(square)) throw new Refusal(`move "${square}" is not a square a1..h8 or PA`);
    if (extra.length > 0 || (evaluation !== undefined && evaluation !== '' && !NUMBER.test(evaluation))) {
      throw new Refusal(`move "${words[0]}" is not move/eval/time, like F5/1.5/3.2`);
    }
    if (time !== undefined && time !== '' && !(NUMBER.test(time) && Number(time) >= 0)) throw new Refusal(`move "${words[0]}": the time must be seconds, got "${time}"`);
    try {
      const played = this.#current('move').play(square.replace(/^pass$/i, 'pa'));
      this.#times.push({ color: played.at(-1)!.color, seconds: time ? Number(time) : 0 });
    } catch (error) {
      if (error instanceof IllegalMoveError) throw new Refusal(`illegal move ${square.toUpperCase()}: ${error.reason}`);
      throw error;
    }
  }

  /** The search options: the command line's, with the GUI's `set depth` as depth and level. */
  #search(): SearchOptions {
    const search = this.#options.search;
    if (this.#depth === undefined) return search;
    return { ...search, level: Math.min(this.#depth, MAX_LEVEL), depth: this.#depth };
  }

  /** The game, or a refusal naming `what` when the last `set game` was refused. */
  #current(what: string): Reversi {
    if (this.#game === undefined) throw new Refusal(`${what}: no game, the last set game was refused; send set game first`);
    return this.#game;
  }

  /** The game, still going on. */
  #playing(what: string): Reversi {
    const game = this.#current(what);
    if (game.isGameOver()) throw new Refusal(`${what}: the game is over`);
    return game;
  }

  /**
   * `hint n`: the n best moves with their lines, each depth's from one analysis of n lines,
   * deepening a ply at a time and sending each depth's lines as it completes, until the depth
   * asked for, an exact solve, `--time-ms` or `--nodes` (in all), or with neither of those
   * DEFAULT_THINK_MS; it stops when the GUI sends another command (a `ping` before the board
   * changes) or the input ends. A depth cut short whose hints stand on shallower searches than the
   * depth before is not sent. No game clock: the protocol leaves hints free of it.
   */
  async #hint(words: string[]): Promise<void> {
    const count = integer('hint', words);
    if (count < 1) throw new Refusal(`hint takes how many moves to evaluate, 1 or more, got ${count}`);
    const game = this.#playing('hint');
    const search = this.#search();
    const timeMs = search.timeMs ?? (search.nodes === undefined ? DEFAULT_THINK_MS : undefined);
    this.#channel.write(`status ${NAME} is analysing${upTo(timeMs)}`);
    // More lines than a position has moves are every move.
    const lines = Math.min(count, MAX_LINES);
    let sent = 0;
    // Each depth goes on from the table the depth before left (the first starts on an empty one,
    // so that the same hint sends the same lines): hint 3 to depth 16 of the protocol's example
    // game searched 40% of the nodes of fresh tables, for the same moves and scores.
    let deeper = false;
    await this.#deepen(search, 2, timeMs, (budget, nodes, ms) => {
      const analysis = game.analyze({ ...budget, lines, reuseTable: deeper });
      deeper = true;
      const top = analysis.moves;
      const label = depthOf(top);
      this.#channel.write(`nodestats ${nodes + analysis.nodes} ${seconds(ms())}`);
      // A depth cut short (by the budget, or a command) may stand on shallower searches than the
      // depth sent before: NBoard would grey out the deeper hints for it, so it is not sent.
      const depth = label === '100%' ? Infinity : Number(label);
      if (depth < sent) return { nodes: analysis.nodes, final: false };
      sent = depth;
      for (const move of top) this.#channel.write(hintLine(move, move.pv, move.source === 'book' ? String(move.depth) : label));
      return { nodes: analysis.nodes, final: top.every((move) => move.exact || move.source === 'book') };
    });
    this.#channel.write('status');
  }

  /**
   * `go`: the move Flank would play (not played: the GUI sends it back as a `move`), within the
   * level or `set depth`, `--time-ms`, and the clock of the side to move (GGF's `TI`, `TB`, `TW`
   * less the times of its moves, or `--game-time-ms`); with none of these nor `--nodes`, within
   * DEFAULT_THINK_MS. It deepens a ply at a time, as `hint` does, and answers the move of the
   * deepest search completed (a depth cut short answers only if it reached as deep) once the
   * budget is spent, the GUI sends another command or the input ends. A forced move or pass is
   * answered at once.
   */
  async #go(words: string[]): Promise<void> {
    if (words.length > 0) throw new Refusal(`go takes nothing, got "${words.join(' ')}"`);
    const game = this.#playing('go');
    const moves = game.moves();
    if (moves.length <= 1) {
      this.#channel.write(`=== ${upper(moves[0] ?? 'pa')}`);
      return;
    }
    const search = this.#search();
    const timeMs = moveTimeMs(this.#timeLeft(game.turn()), emptiesOf(game), search.timeMs) ?? (search.nodes === undefined ? DEFAULT_THINK_MS : undefined);
    this.#channel.write(`status ${NAME} is thinking${upTo(timeMs)}`);
    let best: BestMove | undefined;
    const { nodes, ms } = await this.#deepen(search, 1, timeMs, (budget) => {
      const found = game.bestMove(budget);
      // A depth cut short answers from the deepest search it completed, which may be shallower
      // than the depth before: the deeper answer stands.
      if (best === undefined || found.exact || found.source === 'book' || found.depth >= best.depth) best = found;
      return { nodes: found.nodes, final: found.exact || found.source === 'book' };
    });
    this.#channel.write(`nodestats ${nodes} ${seconds(ms)}`);
    this.#channel.write(hintLine(best!, best!.pv, depthOfBest(best!)));
    this.#channel.write(`=== ${upper(best!.move)}/${best!.score}/${seconds(ms)}`);
  }

  /**
   * Runs `step` at each depth from `first` (or the deepest, if less) to the deepest of `search`,
   * each with what is left of `timeMs` and of `--nodes`, until `step` says its answer is final,
   * the time or the nodes are spent, or the GUI sends another command or the input ends (where
   * the bin reads the input on another thread, that stops the search in hand too). `step` gets its
   * budget, the nodes of the depths before and the milliseconds since the first began; the nodes
   * and milliseconds of all come back.
   */
  async #deepen(
    search: SearchOptions,
    first: number,
    timeMs: number | undefined,
    step: (budget: SearchOptions, nodes: number, ms: () => number) => { nodes: number; final: boolean },
  ): Promise<{ nodes: number; ms: number }> {
    const deepest = search.depth ?? levelOf(search.level ?? DEFAULT_LEVEL).depth;
    const started = performance.now();
    const ms = () => performance.now() - started;
    const left = (total: number | undefined, used: number) => (total === undefined ? undefined : Math.max(1, Math.floor(total - used)));
    let nodes = 0;
    for (let depth = Math.min(first, deepest); depth <= deepest; depth++) {
      const time = left(timeMs, ms());
      const count = left(search.nodes, nodes);
      const budget: SearchOptions = { ...search, depth, ...(time === undefined ? {} : { timeMs: time }), ...(count === undefined ? {} : { nodes: count }) };
      const done = step(budget, nodes, ms);
      nodes += done.nodes;
      const spent = (timeMs !== undefined && ms() >= timeMs) || (search.nodes !== undefined && nodes >= search.nodes);
      if (done.final || spent || (await this.#channel.interrupted())) break;
    }
    return { nodes, ms: ms() };
  }

  /** The clock of `side`: its initial time and increments less the times its moves took. */
  #timeLeft(side: Color): TimeLeft | undefined {
    const gameTimeMs = this.#options.gameTimeMs;
    const clock = this.#clocks[side] ?? (gameTimeMs === undefined ? undefined : { initial: gameTimeMs / 1000, increment: 0 });
    if (clock === undefined) return undefined;
    const own = this.#times.filter((entry) => entry.color === side);
    const spent = own.reduce((total, entry) => total + entry.seconds, 0);
    return { ms: (clock.initial + clock.increment * own.length - spent) * 1000, perMoveMs: clock.increment * 1000 };
  }
}

const depthOfBest = (best: BestMove) => (best.source === 'book' ? String(best.depth) : best.exact ? '100%' : String(best.depth));

/** What a message quotes of a word the GUI sent: its first 40 characters. */
const cut = (word: string) => (word.length > 40 ? `${word.slice(0, 40)}…` : word);

/** The one whole number a command takes. */
function integer(command: string, words: readonly string[]): number {
  if (words.length !== 1 || !INTEGER.test(words[0]!)) throw new Refusal(`${command} takes a whole number, got "${words.join(' ')}"`);
  return Number(words[0]);
}

/**
 * Whether a line, waiting, stops the search in hand: any command (NBoard expects the engine to
 * drop a hint or answer a `go` when the GUI moves on), not a blank line.
 *
 * @example
 * ```ts
 * stopsNBoardSearch('ping 3'); // true
 * ```
 */
export const stopsNBoardSearch = (line: string): boolean => printableLine(line).trim() !== '';

/**
 * `flank nboard`: speaks the NBoard protocol on standard input and output until `quit` or the end
 * of the input.
 */
export const nboard: Command = async (args, print, note, _status, _stopped, input) => {
  const options = protocolOptions(args, 'nboard');
  await serve(input, print, note, (channel) => new NBoardSession(channel, options));
};
