// One online game: a Durable Object, the only source of truth for its moves and clocks. It
// speaks to its players and spectators over hibernating WebSockets (the messages of
// `@flank/reversi/online`), stores the whole game before anyone hears of a change, and rings its
// own alarm when a flag falls.
import { DurableObject } from 'cloudflare:workers';
import { type Color, init } from '@flank/reversi';
import { type ClientMessage, type GameSummary, type GameView, OnlineMessageError, type ServerMessage, readClientMessage } from '@flank/reversi/online';
import type { Bindings } from '../env.ts';
import { FinishedGameError } from './game-record.ts';
import { keepFinishedGame } from './keep-finished-game.ts';
import {
  MAX_SOCKETS,
  type NewGame,
  OnlineRefusal,
  type StoredGame,
  type StoredSeat,
  afterMessage,
  finishedGameOf,
  freeSeat,
  newGame,
  nextDeadline,
  other,
  replayed,
  seated,
  summaryOf,
  viewOf,
  withTimeout,
} from './online-game.ts';
import { randomId, secretMatches } from './secrets.ts';
import { lobbyOf } from './lobby-of.ts';

/** What a socket is to the game, kept on the socket so that it outlives hibernation. */
interface Attachment {
  joined: boolean;
  color: Color | null;
}

/**
 * A socket's messages: a burst of this many, refilled at `REFILL_PER_SECOND`. A person sends a
 * few a minute; a bot that answers at once sends a move each time the other side moves, and a
 * whole game (30 moves and a join) fits in one burst.
 */
export const BURST = 60;
export const REFILL_PER_SECOND = 20;
/** A socket that goes on sending past its limit this many times is closed. */
export const MAX_REFUSED = 50;

const STORAGE_KEY = 'game';
/** How long to wait before trying D1 again after a finished game could not be kept. */
const KEEP_RETRY_MS = 30_000;

/** What taking a seat gives: the colour, or why not. */
export type SeatOutcome = { color: Color; game: GameView } | { refused: 'seat-taken' | 'not-found' | 'needs-identity' | 'same-player' };

/** The token bucket of one socket (in memory: a hibernated socket starts afresh, which only forgives). */
interface Bucket {
  tokens: number;
  at: number;
  refused: number;
}

/**
 * A game between two people.
 *
 * @example
 * ```ts
 * const room = env.GAME_ROOM.getByName(id);
 * await room.create({ id, rules: { name: 'othello' }, clock: null, rated: false, open: true, color: 'black', seat, owner });
 * ```
 */
export class GameRoom extends DurableObject<Bindings> {
  #game: StoredGame | null = null;
  #buckets = new Map<WebSocket, Bucket>();
  /**
   * The change in hand: each change waits for the one before it. Storage calls hold other events
   * back on their own, but a call to another object (the lobby, a rematch's game) lets them in.
   */
  #changing: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      await init();
      this.#game = (await ctx.storage.get<StoredGame>(STORAGE_KEY)) ?? null;
    });
  }

  /** Makes the game; refuses (false) where this object already holds one. */
  async create(fields: NewGame): Promise<GameView | null> {
    return this.#inTurn(() => this.#create(fields));
  }

  async #create(fields: NewGame): Promise<GameView | null> {
    if (this.#game !== null) return null;
    await this.#store(newGame(fields, Date.now()));
    return this.#view();
  }

  /** Seats the second player, who starts the game, or says why not. */
  async takeSeat(seat: Omit<StoredSeat, 'goneSince'>): Promise<SeatOutcome> {
    return this.#inTurn(() => this.#takeSeat(seat));
  }

  async #takeSeat(seat: Omit<StoredSeat, 'goneSince'>): Promise<SeatOutcome> {
    const game = await this.#current();
    if (game === null) return { refused: 'not-found' };
    const color = freeSeat(game);
    if (game.status !== 'waiting' || color === null) return { refused: 'seat-taken' };
    if (game.rated && seat.playerId === null) return { refused: 'needs-identity' };
    if (game.rated && seat.playerId === game.seats[other(color)]!.playerId) return { refused: 'same-player' };
    await this.#store(seated(game, seat, Date.now()));
    this.#broadcast();
    return { color, game: this.#view() };
  }

  /** The game as a spectator sees it, or null where there is none. */
  async view(): Promise<GameView | null> {
    return this.#inTurn(async () => ((await this.#current()) === null ? null : this.#view()));
  }

  /** The game's WebSocket: the route checked the upgrade; the first message must be `join`. */
  override async fetch(request: Request): Promise<Response> {
    if (this.#game === null) return new Response('no such game', { status: 404 });
    if (this.ctx.getWebSockets().length >= MAX_SOCKETS) return new Response('too many sockets', { status: 429 });
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ joined: false, color: null } satisfies Attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (!this.#allowed(socket)) return;
    await this.#inTurn(() => this.#message(socket, data));
  }

  async #message(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    let message: ClientMessage;
    try {
      message = readClientMessage(data);
    } catch (error) {
      if (!(error instanceof OnlineMessageError)) throw error;
      return this.#send(socket, { type: 'error', code: 'bad-message', message: error.message });
    }
    const attachment = socket.deserializeAttachment() as Attachment;
    if (message.type === 'ping') return this.#send(socket, { type: 'pong', id: message.id });
    if (message.type === 'join') return this.#join(socket, message.secret);
    if (!attachment.joined) return this.#send(socket, { type: 'error', code: 'not-joined', message: 'send join first' });
    const game = await this.#current();
    if (game === null) return;
    let next: StoredGame;
    try {
      next = afterMessage(game, attachment.color, message, Date.now());
    } catch (error) {
      if (!(error instanceof OnlineRefusal)) throw error;
      this.#send(socket, { type: 'error', code: error.code, message: error.message });
      // A stale move's sender missed a state: it gets the game as it is.
      if (error.code === 'stale-ply') this.#sendState(socket);
      return;
    }
    if (message.type === 'rematch' && message.action === 'accept') next = { ...next, rematch: await this.#rematch(next) };
    await this.#store(next);
    this.#broadcast();
  }

  override async webSocketClose(socket: WebSocket): Promise<void> {
    await this.#inTurn(() => this.#gone(socket));
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    await this.#inTurn(() => this.#gone(socket));
  }

  /** A flag falls, an untimed game is abandoned, a challenge expires, or a finished game is kept in D1 at last. */
  override async alarm(): Promise<void> {
    await this.#inTurn(async () => {
      const game = await this.#current();
      if (game === null) return;
      await this.#keep();
      this.#broadcast();
    });
  }

  /**
   * Keeps the finished game in D1, with the ratings it changed; where D1 fails, the alarm tries
   * again. A game D1 refuses as wrong (it never should: every move was checked here) is logged
   * and not tried again.
   */
  async #keep(): Promise<void> {
    const game = this.#game;
    if (game === null || game.status !== 'finished' || game.kept) return;
    let ratings = null;
    try {
      ratings = await keepFinishedGame(this.env.DB, finishedGameOf(game));
    } catch (error) {
      if (!(error instanceof FinishedGameError)) {
        console.error(`game ${game.id}: not kept in D1, trying again in ${KEEP_RETRY_MS / 1000} s: ${String(error)}`);
        await this.ctx.storage.setAlarm(Date.now() + KEEP_RETRY_MS);
        return;
      }
      console.error(`game ${game.id}: D1 refused it, and it is not tried again: ${error.message}`);
    }
    await this.#store({ ...this.#game!, kept: true, ratings });
  }

  /** Runs a change after the one in hand (a failed change does not stop the next). */
  #inTurn<T>(change: () => Promise<T>): Promise<T> {
    const next = this.#changing.then(change, change);
    this.#changing = next.catch(() => undefined);
    return next;
  }

  /** The stored game brought to `now`: a flag that has fallen, or a challenge that expired, is stored first. */
  async #current(): Promise<StoredGame | null> {
    const game = this.#game;
    if (game === null) return null;
    const next = withTimeout(game, replayed(game), Date.now());
    if (next !== game) {
      await this.#store(next);
      this.#broadcast();
    }
    return this.#game;
  }

  /**
   * Writes the game and its alarm, then tells the lobby: nothing is heard of a change before it is
   * stored. The two writes go out with no await between them, so storage commits them as one (one
   * flush to disk a move, not two: docs/benchmarks.md, issue 54), and neither is ever kept without
   * the other.
   */
  async #store(game: StoredGame): Promise<void> {
    const before = this.#game;
    const deadline = nextDeadline(game, replayed(game));
    // A game that has just ended is kept in D1 by the alarm, at once: it retries where D1 fails.
    const alarm = deadline ?? (game.status === 'finished' && !game.kept ? Date.now() : null);
    await Promise.all([this.ctx.storage.put(STORAGE_KEY, game), alarm === null ? this.ctx.storage.deleteAlarm() : this.ctx.storage.setAlarm(alarm)]);
    this.#game = game;
    if (before === null || before.status !== game.status || freeSeat(before) !== freeSeat(game)) await this.#tellLobby(game);
  }

  async #tellLobby(game: StoredGame): Promise<void> {
    const lobby = lobbyOf(this.env);
    if (game.status === 'waiting' || game.status === 'playing') await lobby.update(game.owner, game.open, summaryOf(game));
    else await lobby.remove(game.id);
  }

  async #join(socket: WebSocket, secret: string | undefined): Promise<void> {
    const game = await this.#current();
    if (game === null) return;
    let color: Color | null = null;
    if (secret !== undefined) {
      for (const side of ['black', 'white'] as const) {
        const held = game.seats[side];
        if (held !== null && (await secretMatches(secret, held.secretHash))) color = side;
      }
      if (color === null) return this.#send(socket, { type: 'error', code: 'bad-secret', message: 'that secret holds no seat of this game: join without one to watch' });
    }
    socket.serializeAttachment({ joined: true, color } satisfies Attachment);
    const seat = color === null ? null : game.seats[color];
    if (color !== null && seat !== null && seat.goneSince !== null) {
      await this.#store({ ...game, seats: { ...game.seats, [color]: { ...seat, goneSince: null } } });
    }
    this.#broadcast();
  }

  /** A socket closed: where it was its seat's last, the seat is gone from then (an untimed game counts from there). */
  async #gone(socket: WebSocket): Promise<void> {
    this.#buckets.delete(socket);
    const { color } = (socket.deserializeAttachment() as Attachment | null) ?? { color: null };
    const game = await this.#current();
    if (game === null || color === null) return;
    const seat = game.seats[color];
    if (game.status === 'playing' && seat !== null && seat.goneSince === null && !this.#connected(socket)[color]) {
      await this.#store({ ...game, seats: { ...game.seats, [color]: { ...seat, goneSince: Date.now() } } });
    }
    this.#broadcast(socket);
  }

  /** Makes the rematch: the same rules and clock, colours swapped, each seat's secret the same. */
  async #rematch(game: StoredGame): Promise<string> {
    const id = randomId();
    const room = this.env.GAME_ROOM.getByName(id);
    const black = game.seats.white!;
    const white = game.seats.black!;
    await room.create({ id, rules: game.rules, clock: game.clock, rated: game.rated, open: false, color: 'black', seat: black, owner: game.owner });
    const outcome = await room.takeSeat(white);
    if ('refused' in outcome) throw new Error(`the rematch ${id} refused its second seat: ${outcome.refused}`);
    return id;
  }

  /** Whether each seat has a socket open, leaving out one that is closing. */
  #connected(closing?: WebSocket): { black: boolean; white: boolean } {
    const connected = { black: false, white: false };
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === closing) continue;
      const { joined, color } = socket.deserializeAttachment() as Attachment;
      if (joined && color !== null) connected[color] = true;
    }
    return connected;
  }

  #view(closing?: WebSocket): GameView {
    return viewOf(this.#game!, this.#connected(closing), Date.now());
  }

  /** The game to every joined socket: one view, each socket told which side it plays. */
  #broadcast(closing?: WebSocket): void {
    const game = JSON.stringify(this.#view(closing));
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === closing) continue;
      const { joined, color } = socket.deserializeAttachment() as Attachment;
      if (joined) trySend(socket, `{"type":"state","game":${game},"you":${JSON.stringify(color)}}`);
    }
  }

  #sendState(socket: WebSocket): void {
    const { color } = socket.deserializeAttachment() as Attachment;
    this.#send(socket, { type: 'state', game: this.#view(), you: color });
  }

  #send(socket: WebSocket, message: ServerMessage): void {
    trySend(socket, JSON.stringify(message));
  }

  /** Takes a token from the socket's bucket; past its limit the socket hears why, and is closed if it goes on. */
  #allowed(socket: WebSocket): boolean {
    const now = Date.now();
    const bucket = this.#buckets.get(socket) ?? { tokens: BURST, at: now, refused: 0 };
    bucket.tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * REFILL_PER_SECOND);
    bucket.at = now;
    this.#buckets.set(socket, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return true;
    }
    bucket.refused += 1;
    if (bucket.refused >= MAX_REFUSED) {
      socket.close(1008, 'too many messages');
      this.#buckets.delete(socket);
    } else {
      this.#send(socket, { type: 'error', code: 'too-many-messages', message: `at most ${BURST} messages at once, then ${REFILL_PER_SECOND} a second: this one was not read` });
    }
    return false;
  }
}

/** Sends unless the socket is closing: a message to a socket going away is no one's loss. */
function trySend(socket: WebSocket, text: string): void {
  try {
    socket.send(text);
  } catch {
    // closed between the list and the send
  }
}
