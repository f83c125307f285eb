// The lobby: one Durable Object that knows every game waiting or being played (each game's
// object tells it when its status or seats change, never on a move), lists them, tells its
// sockets of each change, and counts a client's games against the limit.
import { DurableObject } from 'cloudflare:workers';
import type { GameSummary, LobbyMessage } from '@flank/reversi/online';
import type { Bindings } from '../env.ts';

/** A game the lobby knows, with who made it and whether it is listed as a challenge. */
interface Entry {
  owner: string;
  open: boolean;
  summary: GameSummary;
}

/** The most games of each list the lobby's message holds: the newest. */
export const LISTED = 100;

/**
 * The lobby.
 *
 * @example
 * ```ts
 * const admitted = await lobbyOf(env).admit(owner, summary, true, 20); // lobby-of.ts
 * ```
 */
export class Lobby extends DurableObject<Bindings> {
  #entries = new Map<string, Entry>();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      for (const [, entry] of await ctx.storage.list<Entry>({ prefix: 'game:' })) this.#entries.set(entry.summary.id, entry);
    });
  }

  /**
   * Registers a new game unless its owner holds `limit` games already (waiting or being
   * played); returns whether it did. The route registers before it makes the game, so that two
   * requests at once cannot both pass the limit.
   */
  async admit(owner: string, summary: GameSummary, open: boolean, limit: number): Promise<boolean> {
    let held = 0;
    for (const entry of this.#entries.values()) if (entry.owner === owner) held++;
    if (held >= limit) return false;
    await this.#put({ owner, open, summary });
    return true;
  }

  /** A game's new status or seats. */
  async update(owner: string, open: boolean, summary: GameSummary): Promise<void> {
    await this.#put({ owner, open, summary });
  }

  /** A game that ended, was aborted, or could not be made. */
  async remove(id: string): Promise<void> {
    if (!this.#entries.delete(id)) return;
    await this.ctx.storage.delete(`game:${id}`);
    this.#broadcast();
  }

  /** The lists as the lobby's socket sends them. */
  async lists(): Promise<LobbyMessage> {
    return this.#message();
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify(this.#message()));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The lobby's socket only speaks: what a client sends is refused with a close. */
  override async webSocketMessage(socket: WebSocket): Promise<void> {
    socket.close(1003, 'the lobby socket takes no messages');
  }

  async #put(entry: Entry): Promise<void> {
    this.#entries.set(entry.summary.id, entry);
    await this.ctx.storage.put(`game:${entry.summary.id}`, entry);
    this.#broadcast();
  }

  #message(): LobbyMessage {
    const newest = [...this.#entries.values()].sort((a, b) => b.summary.createdAt.localeCompare(a.summary.createdAt));
    return {
      type: 'lobby',
      challenges: newest.filter((e) => e.open && e.summary.status === 'waiting').slice(0, LISTED).map((e) => e.summary),
      playing: newest.filter((e) => e.summary.status === 'playing').slice(0, LISTED).map((e) => e.summary),
    };
  }

  #broadcast(): void {
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return;
    const text = JSON.stringify(this.#message());
    for (const socket of sockets) {
      try {
        socket.send(text);
      } catch {
        // closing
      }
    }
  }
}
