// One online game on the page: its socket (live-socket.ts), which sends `join` with the seat's
// secret (or none, to watch) on every (re)connection, and the game's state (game-state.ts), which
// only the object's messages change. A move goes out with the ply it answers and shows as sent
// until the object's next state has it; every 5 s a ping measures the round trip, half of which
// the clocks take off.
import type { ClientMessage, OfferAction } from '@flank/reversi/online';
import { readServerMessage } from '@flank/reversi/online';
import { EMPTY_STATE, type GameState, canMove, messageMove, positionOf, received } from './game-state.ts';
import { LiveSocket } from './live-socket.ts';
import { RoundTrip } from './round-trip.ts';

/** How often a live socket pings. */
const PING_MS = 5_000;

/** The connection as the page shows it: not yet joined, joined (the object's state came), or lost and coming back. */
export type ConnectionState = 'connecting' | 'live' | 'reconnecting';

/** What an online game needs from the page. */
export interface OnlineGameOptions {
  /** The game's socket address (`…/v1/games/ID/socket`). */
  url: string;
  /** The seat's secret, or null to watch. */
  secret: string | null;
  /** The page's time in milliseconds (performance.now). */
  now?: () => number;
}

/**
 * An online game, connected.
 *
 * @example
 * ```ts
 * const game = new OnlineGame({ url: api.socketUrl(`/v1/games/${id}/socket`), secret });
 * game.subscribe(render);
 * game.play('f5'); // sent; on the board once the object's state has it
 * ```
 */
export class OnlineGame {
  state: GameState = EMPTY_STATE;
  /** Whether the object's state has come since the socket last opened. */
  #joined = false;
  /** Whether it ever came: a socket lost after that is coming back, not yet connecting. */
  #everJoined = false;
  #socket: LiveSocket;
  #secret: string | null;
  #now: () => number;
  #trip = new RoundTrip();
  #pinger: ReturnType<typeof setInterval> | undefined;
  #listeners = new Set<() => void>();
  /** Why the last message of the object could not be read. */
  readError: string | null = null;

  constructor(options: OnlineGameOptions) {
    this.#secret = options.secret;
    this.#now = options.now ?? (() => performance.now());
    this.#socket = new LiveSocket(options.url, {
      opened: () => {
        this.#joined = false;
        this.#send(this.#secret === null ? { type: 'join' } : { type: 'join', secret: this.#secret });
        this.#ping();
      },
      message: (text) => this.#receive(text),
      changed: () => {
        if (this.#socket.state !== 'open') this.#joined = false;
        this.#notify();
      },
    });
    this.#pinger = setInterval(() => this.#ping(), PING_MS);
  }

  /** The connection's state. */
  get connection(): ConnectionState {
    if (this.#joined) return 'live';
    return this.#everJoined ? 'reconnecting' : 'connecting';
  }

  /** Half the measured round trip, in milliseconds: how late a state arrives. */
  get lag(): number {
    return this.#trip.half();
  }

  /** Whether this page may play a move now: its turn, live, nothing unanswered. */
  canMove(): boolean {
    return this.connection === 'live' && canMove(this.state);
  }

  /**
   * Sends a move (a square, or `'pa'`) for the ply the board shows; throws (sending nothing) when
   * it is not this page's move, or when the rules refuse it there.
   */
  play(move: string): void {
    if (!this.canMove()) throw new Error(this.connection === 'live' ? 'It is not your move' : 'The game is not connected');
    const game = this.state.game!;
    const position = positionOf(this.state)!;
    if (!(move === 'pa' ? position.canPass() : position.moves().includes(move))) throw new Error(`${move} is not a legal move here`);
    const ply = game.moves.length;
    if (!this.#send({ type: 'move', ply, move: messageMove(move) })) throw new Error('The game is not connected');
    this.state = { ...this.state, sent: { ply, move }, error: null };
    this.#notify();
  }

  resign(): void {
    this.#say({ type: 'resign' });
  }

  abort(): void {
    this.#say({ type: 'abort' });
  }

  /** Offers, accepts or declines (or withdraws) a draw, a takeback or a rematch. */
  offer(kind: 'draw' | 'takeback' | 'rematch', action: OfferAction): void {
    this.#say({ type: kind, action });
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Closes the socket for good. */
  close(): void {
    clearInterval(this.#pinger);
    this.#socket.close();
  }

  #say(message: ClientMessage): void {
    if (this.state.you === null) throw new Error('Only a player of the game can do that');
    if (!this.#send(message)) throw new Error('The game is not connected');
  }

  #send(message: ClientMessage): boolean {
    return this.#socket.send(JSON.stringify(message));
  }

  #ping(): void {
    if (this.#socket.state !== 'open') return;
    this.#send({ type: 'ping', id: this.#trip.ping(this.#now()) });
  }

  #receive(text: string): void {
    let message;
    try {
      message = readServerMessage(text);
    } catch (error) {
      this.readError = (error as Error).message;
      this.#notify();
      return;
    }
    this.readError = null;
    if (message.type === 'pong') {
      this.#trip.pong(message.id, this.#now());
      return;
    }
    if (message.type === 'state') this.#joined = this.#everJoined = true;
    // A seat's secret the object does not know (a game of another server's, a damaged store): the page watches.
    if (message.type === 'error' && message.code === 'bad-secret' && this.#secret !== null && !this.#joined) {
      this.#secret = null;
      this.#send({ type: 'join' });
    }
    this.state = received(this.state, message, this.#now(), this.lag);
    this.#notify();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
