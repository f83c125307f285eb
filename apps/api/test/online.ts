// Online play as a client sees it: games made and seats taken through the routes, and sockets
// that read the object's messages in order.
import { type ClientMessage, type GameView, type ServerMessage, readServerMessage } from '@flank/reversi/online';
import type { Color } from '@flank/reversi';
import { expect } from 'vitest';
import { post, request } from './client.ts';

let clients = 0;

/** A client address of its own, so that one test's games never count against another's limit. */
export const newClient = (): Record<string, string> => ({ 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.0.${Math.floor(++clients / 250)}.${clients % 250}` });

export interface SeatAnswer {
  color: Color;
  secret: string;
  game: GameView;
}

/**
 * Makes a game and takes its other seat: both seats, Black's first.
 *
 * @example
 * ```ts
 * const { id, black, white } = await startedGame({ rules: 'othello', clock: null });
 * ```
 */
export async function startedGame(body: Record<string, unknown>, headers = newClient()): Promise<{ id: string; black: SeatAnswer; white: SeatAnswer }> {
  const created = await post('/v1/games', { color: 'black', ...body }, headers);
  expect(created.status, await created.clone().text()).toBe(201);
  const first = (await created.json()) as SeatAnswer;
  const seat = await post(`/v1/games/${first.game.id}/seat`, {}, headers);
  expect(seat.status, await seat.clone().text()).toBe(201);
  const second = (await seat.json()) as SeatAnswer;
  return { id: first.game.id, black: first, white: second };
}

/** A socket on a game, its messages queued as they come. */
export class TestSocket {
  readonly socket: WebSocket;
  readonly #queue: ServerMessage[] = [];
  #waiting: (() => void) | null = null;
  closed = false;
  /** The last state that came, read or not. */
  latest: GameView | null = null;

  constructor(socket: WebSocket) {
    this.socket = socket;
    socket.accept();
    socket.addEventListener('message', (event) => {
      const message = readServerMessage(event.data);
      if (message.type === 'state') this.latest = message.game;
      this.#queue.push(message);
      this.#waiting?.();
    });
    socket.addEventListener('close', () => {
      this.closed = true;
      this.#waiting?.();
    });
  }

  send(message: ClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message, waiting for it (a guard against hangs, not a speed test). */
  async next(): Promise<ServerMessage> {
    const deadline = Date.now() + 20_000;
    while (this.#queue.length === 0) {
      if (this.closed) throw new Error('the socket closed');
      if (Date.now() > deadline) throw new Error('no message came');
      await new Promise<void>((resolve) => {
        this.#waiting = resolve;
        setTimeout(resolve, 50);
      });
      this.#waiting = null;
    }
    return this.#queue.shift()!;
  }

  /** The next message of a type, skipping others (states that went before it). */
  async nextOf<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
    for (;;) {
      const message = await this.next();
      if (message.type === type) return message as Extract<ServerMessage, { type: T }>;
    }
  }

  /** The next state in which `until` holds. */
  async stateWhere(until: (game: GameView) => boolean): Promise<GameView> {
    for (;;) {
      const { game } = await this.nextOf('state');
      if (until(game)) return game;
    }
  }

  /** Messages already come and not yet read. */
  get pending(): number {
    return this.#queue.length;
  }

  close(): void {
    this.socket.close(1000, 'done');
  }
}

/**
 * Opens a game's socket and joins it (with a seat's secret, or to watch), returning it once the
 * first state came.
 *
 * @example
 * ```ts
 * const black = await joined(id, seats.black.secret);
 * ```
 */
export async function joined(id: string, secret?: string): Promise<TestSocket> {
  const response = await request(`/v1/games/${id}/socket`, { headers: { Upgrade: 'websocket' } });
  expect(response.status).toBe(101);
  const socket = new TestSocket(response.webSocket!);
  socket.send(secret === undefined ? { type: 'join' } : { type: 'join', secret });
  await socket.nextOf('state');
  return socket;
}
