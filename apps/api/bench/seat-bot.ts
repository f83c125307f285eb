// The bot of the online benchmark and the Node tests: it plays one seat of an online game over
// the game's socket, a legal move `moveDelayMs` after its turn comes, and keeps what a test asks
// about: each move it sent with when, and when its own socket heard the state holding it (the
// move acknowledged: the object stores a move before anyone hears of it), the errors it was sent,
// and the state that opened each connection. Where the socket closes before the game is over it
// joins again with its secret, as a person's page does.
import { Reversi } from '@flank/reversi';
import { type GameView, readServerMessage } from '@flank/reversi/online';
import type { Color } from '@flank/reversi';

/** A move the bot sent, and when its socket heard it played (null: not yet). Times are `Date.now()`'s. */
export interface SentMove {
  ply: number;
  move: string;
  sentAt: number;
  ackedAt: number | null;
}

export interface SeatBotOptions {
  origin: string;
  gameId: string;
  secret: string;
  /** How long the bot waits from its turn's state to its move. */
  moveDelayMs: number;
  /** Picks among the legal squares (`seed` varies the game); the first square unless told. */
  seed?: number;
  /** How long the bot waits before joining again after its socket closed. */
  retryMs?: number;
}

const over = (game: GameView) => game.status === 'finished' || game.status === 'aborted';

/**
 * One seat of an online game, played by a program. It picks its moves with `@flank/reversi`:
 * `init()` first.
 *
 * @example
 * ```ts
 * await init({ book: false });
 * const bot = new SeatBot({ origin: 'http://127.0.0.1:8787', gameId: id, secret, moveDelayMs: 100 });
 * await bot.joined;
 * bot.begin();
 * const end = await bot.done; // the game's last state
 * ```
 */
export class SeatBot {
  readonly options: Required<SeatBotOptions>;
  /** The bot's moves by the ply they answer; a move sent again after a restart replaces one never acknowledged. */
  readonly sent = new Map<number, SentMove>();
  /** Moves the object never acknowledged, sent again once the socket was back. */
  readonly unacknowledged: SentMove[] = [];
  /** Every `error` message the object sent, as `code: message`. */
  readonly errors: string[] = [];
  /** The first state of each connection, when it came, and when its join was sent. */
  readonly openings: { game: GameView; at: number; joinSentAt: number }[] = [];
  /** When a state holding each number of moves first reached this bot. */
  readonly heard = new Map<number, number>();
  /** Sockets that opened and then closed before the game was over. */
  closes = 0;
  color: Color | null = null;
  latest: GameView | null = null;
  /** Resolves once the first connection's first state came. */
  readonly joined: Promise<void>;
  /** Resolves with the game's last state once it is over. */
  readonly done: Promise<GameView>;

  #socket: WebSocket | null = null;
  /** The move planned, and the ply it answers. */
  #timer: ReturnType<typeof setTimeout> | null = null;
  #plannedPly = -1;
  /** The socket the last move went out on: a move sent there is answered there, and never sent twice on it. */
  #lastSender: WebSocket | null = null;
  #begun = false;
  #finished = false;
  #board: Reversi | null = null;
  #onJoined!: () => void;
  #onDone!: (game: GameView) => void;

  constructor(options: SeatBotOptions) {
    this.options = { seed: 0, retryMs: 200, ...options };
    this.joined = new Promise((resolve) => (this.#onJoined = resolve));
    this.done = new Promise((resolve) => (this.#onDone = resolve));
    this.#connect();
  }

  /** Lets the bot move: until then it listens only, so that many games can start together. */
  begin(): void {
    this.#begun = true;
    if (this.latest !== null) this.#consider(this.latest);
  }

  /** Closes the socket for good (a test that gives up on the game). */
  close(): void {
    this.#finished = true;
    this.#cancelMove();
    this.#socket?.close(1000, 'done');
  }

  #connect(): void {
    const socket = new WebSocket(`${this.options.origin.replace(/^http/, 'ws')}/v1/games/${this.options.gameId}/socket`);
    this.#socket = socket;
    let first = true;
    let joinSentAt: number | null = null;
    socket.addEventListener('open', () => {
      joinSentAt = Date.now();
      socket.send(JSON.stringify({ type: 'join', secret: this.options.secret }));
    });
    socket.addEventListener('message', (event) => {
      const message = readServerMessage(event.data);
      if (message.type === 'error') {
        this.errors.push(`${message.code}: ${message.message}`);
        return;
      }
      if (message.type !== 'state') return;
      const at = Date.now();
      if (first) {
        first = false;
        this.openings.push({ game: message.game, at, joinSentAt: joinSentAt! });
        if (this.openings.length === 1) this.#onJoined();
      }
      this.color = message.you;
      this.#heard(message.game, at);
    });
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#cancelMove();
      if (this.#finished) return;
      if (joinSentAt !== null) this.closes += 1;
      setTimeout(() => this.#connect(), this.options.retryMs);
    });
  }

  #heard(game: GameView, at: number): void {
    this.latest = game;
    if (!this.heard.has(game.moves.length)) this.heard.set(game.moves.length, at);
    for (const sent of this.sent.values()) {
      if (sent.ackedAt === null && game.moves[sent.ply]?.move === sent.move) sent.ackedAt = at;
    }
    if (over(game)) {
      this.#finished = true;
      this.#cancelMove();
      this.#socket?.close(1000, 'game over');
      this.#onDone(game);
      return;
    }
    if (this.#begun) this.#consider(game);
  }

  /** Plans a move where the turn is this bot's, unless one for that ply is planned or on its way on this socket. */
  #consider(game: GameView): void {
    const ply = game.moves.length;
    if (this.#timer !== null && this.#plannedPly !== ply) this.#cancelMove();
    if (game.status !== 'playing' || game.turn === null || game.turn !== this.color || this.#timer !== null) return;
    if (this.sent.get(ply)?.ackedAt === null && this.#socket === this.#lastSender) return;
    this.#plannedPly = ply;
    this.#timer = setTimeout(() => this.#move(game), this.options.moveDelayMs);
  }

  #move(game: GameView): void {
    this.#timer = null;
    const socket = this.#socket;
    if (socket === null || socket.readyState !== WebSocket.OPEN) return;
    const ply = game.moves.length;
    const move = this.#pick(game);
    const earlier = this.sent.get(ply);
    if (earlier !== undefined && earlier.ackedAt === null) this.unacknowledged.push(earlier);
    this.sent.set(ply, { ply, move, sentAt: Date.now(), ackedAt: null });
    this.#lastSender = socket;
    socket.send(JSON.stringify({ type: 'move', ply, move }));
  }

  /** A legal move of the position the game's moves lead to: the bot's board follows the game. */
  #pick(game: GameView): string {
    let board = this.#board;
    if (board === null || board.history().length > game.moves.length) board = new Reversi(undefined, { rules: game.rules });
    for (const { move } of game.moves.slice(board.history().length)) board.move(move === 'pass' ? 'pa' : move);
    this.#board = board;
    const squares = board.moves() as string[];
    if (squares.length === 0) return 'pass';
    const index = (this.options.seed * 7919 + game.moves.length * 104_729) % squares.length;
    return squares[index]!;
  }

  #cancelMove(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
