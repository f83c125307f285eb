// The lobby, live: its socket sends the whole lobby at once and after each change (open
// challenges, games being played), and the page shows the last one. Lost, it comes back by itself.
import type { LobbyView } from './online-api.ts';
import { LiveSocket } from './live-socket.ts';

/**
 * The lobby's last word, or null before the first; a message that is no lobby is kept as `error`.
 *
 * @example
 * ```ts
 * lobbyOf('{"type":"lobby","challenges":[],"playing":[]}'); // { challenges: [], playing: [] }
 * ```
 */
export function lobbyOf(text: string): LobbyView {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('The lobby sent a message that is not JSON');
  }
  const message = value as { type?: unknown; challenges?: unknown; playing?: unknown };
  if (typeof value !== 'object' || value === null || message.type !== 'lobby') throw new Error('The lobby sent a message that is no "lobby" message');
  if (!Array.isArray(message.challenges) || !Array.isArray(message.playing)) throw new Error('The lobby\'s message needs "challenges" and "playing", arrays');
  return { challenges: message.challenges, playing: message.playing } as LobbyView;
}

/**
 * The lobby's socket and its last message.
 *
 * @example
 * ```ts
 * const feed = new LobbyFeed(api.socketUrl('/v1/lobby/socket'), render);
 * feed.lobby?.challenges; // the open challenges
 * ```
 */
export class LobbyFeed {
  lobby: LobbyView | null = null;
  error: string | null = null;
  #socket: LiveSocket;

  constructor(url: string, changed: () => void) {
    this.#socket = new LiveSocket(url, {
      opened: () => undefined,
      message: (text) => {
        try {
          this.lobby = lobbyOf(text);
          this.error = null;
        } catch (error) {
          this.error = (error as Error).message;
        }
        changed();
      },
      changed,
    });
  }

  /** Whether the lobby shown is live. */
  get live(): boolean {
    return this.#socket.state === 'open' && this.lobby !== null;
  }

  get state(): 'connecting' | 'live' | 'reconnecting' {
    return this.live ? 'live' : this.#socket.state === 'reconnecting' ? 'reconnecting' : 'connecting';
  }

  close(): void {
    this.#socket.close();
  }
}
