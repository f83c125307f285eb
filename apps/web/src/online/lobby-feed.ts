// The lobby, live: its socket sends the whole lobby at once and after each change (open
// challenges, games being played), and the page shows the last one. Lost, it comes back by itself.
import { type LobbyMessage, readLobbyMessage } from '@flank/reversi/online';
import { LiveSocket } from './live-socket.ts';

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
  lobby: LobbyMessage | null = null;
  /** Why the last message could not be read. */
  error: string | null = null;
  #socket: LiveSocket;

  constructor(url: string, changed: () => void) {
    this.#socket = new LiveSocket(url, {
      opened: () => undefined,
      message: (text) => {
        try {
          this.lobby = readLobbyMessage(text);
          this.error = null;
        } catch (error) {
          this.error = (error as Error).message;
        }
        changed();
      },
      changed,
    });
  }

  /** Live once the socket is open and the lobby has spoken; lost, coming back. */
  get state(): 'connecting' | 'live' | 'reconnecting' {
    if (this.#socket.state === 'open' && this.lobby !== null) return 'live';
    return this.#socket.state === 'reconnecting' ? 'reconnecting' : 'connecting';
  }

  close(): void {
    this.#socket.close();
  }
}
