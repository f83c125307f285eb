// A WebSocket that comes back by itself (partysocket's ReconnectingWebSocket, 3 KB gzipped: the
// smallest of the registry's, and kept up), with what the page shows of it: connecting (never yet
// open), open, or reconnecting (open once, lost since). It never queues a message for later: one
// sent while the socket is down is refused (`send` returns false), since a socket's first message
// after each (re)connection must be its `join`, which `opened` sends.
import ReconnectingWebSocket from 'partysocket/ws';

/** Where a socket stands. */
export type SocketState = 'connecting' | 'open' | 'reconnecting';

/** What the owner of a socket hears. */
export interface SocketHandlers {
  /** The socket (re)opened: the owner's first message goes now (a game's `join`). */
  opened(): void;
  /** A message's text. */
  message(text: string): void;
  /** The socket's state changed. */
  changed(): void;
}

/** A lost connection is tried again after half a second, then less and less often, at most every 5 s. */
const RECONNECT = { minReconnectionDelay: 500, maxReconnectionDelay: 5_000, reconnectionDelayGrowFactor: 1.5, connectionTimeout: 5_000, maxEnqueuedMessages: 0 };

/**
 * A reconnecting socket to `url`, open from the start.
 *
 * @example
 * ```ts
 * const socket = new LiveSocket('wss://flank.example/v1/lobby/socket', { opened() {}, message: show, changed: render });
 * socket.state; // 'connecting'
 * ```
 */
export class LiveSocket {
  state: SocketState = 'connecting';
  #socket: ReconnectingWebSocket;
  #closed = false;

  constructor(url: string, handlers: SocketHandlers) {
    this.#socket = new ReconnectingWebSocket(url, [], RECONNECT);
    this.#socket.addEventListener('open', () => {
      this.state = 'open';
      handlers.opened();
      handlers.changed();
    });
    this.#socket.addEventListener('close', () => {
      if (this.#closed || this.state !== 'open') return;
      this.state = 'reconnecting';
      handlers.changed();
    });
    this.#socket.addEventListener('message', (event) => handlers.message(typeof event.data === 'string' ? event.data : ''));
  }

  /** Sends a message's text now; false (nothing sent) while the socket is not open. */
  send(text: string): boolean {
    if (this.state !== 'open' || this.#socket.readyState !== ReconnectingWebSocket.OPEN) return false;
    this.#socket.send(text);
    return true;
  }

  /** Closes it for good: it does not come back. */
  close(): void {
    this.#closed = true;
    this.#socket.close();
  }
}
