// The Worker's routes of online play (docs/online.md, "REST routes"), called from the page. Each
// answers what the route answers, or throws an OnlineApiError with the problem's own words (the
// API's errors are RFC 9457 problems) and its status: 409 is a game whose seats are both taken.
import type { Color, RuleSetName } from '@flank/reversi';
import type { ClockSetting, GamePage, GameView, KeptGame, NewPlayer, PlayerPage } from '@flank/reversi/online';

export type { KeptGame };

/** A player's identity and its secret, which a request for a rated game carries. */
export interface PlayerKey {
  id: string;
  secret: string;
}

/** What `POST /v1/games` takes: the creator's choices. */
export interface NewGame {
  rules: RuleSetName;
  /** null: untimed. */
  clock: ClockSetting | null;
  /** The creator's colour. */
  color: Color | 'random';
  /** Listed in the lobby (a challenge), or not (a game with a friend, by its link). */
  open: boolean;
  name?: string;
  /** A rated game: both seats keep an identity, whose key goes with the request. */
  rated?: true;
  player?: PlayerKey;
}

/** A seat taken: its colour, its secret (shown once) and the game. */
export interface SeatTaken {
  color: Color;
  secret: string;
  game: GameView;
}


/** A route's failure: the problem's detail (or title) as its message, and the status. */
export class OnlineApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'OnlineApiError';
    this.status = status;
  }
}

/**
 * The routes of online play on one origin.
 *
 * @example
 * ```ts
 * const api = new OnlineApi(location.origin);
 * const { secret, game } = await api.createGame({ rules: 'othello', clock: null, color: 'random', open: true });
 * ```
 */
export class OnlineApi {
  readonly origin: string;
  #fetch: typeof fetch;

  constructor(origin: string, fetcher: typeof fetch = (...args) => fetch(...args)) {
    this.origin = origin;
    this.#fetch = fetcher;
  }

  /** A new identity: `{ id, name, secret, rating }`. */
  createPlayer(name: string): Promise<NewPlayer> {
    return this.#call('POST', '/v1/players', { name });
  }

  player(id: string): Promise<PlayerPage> {
    return this.#call('GET', `/v1/players/${encodeURIComponent(id)}`);
  }

  /** A new game, and its creator's seat. */
  createGame(game: NewGame): Promise<SeatTaken> {
    return this.#call('POST', '/v1/games', game);
  }

  /** The other seat of a game; an OnlineApiError of status 409 once both are taken. */
  takeSeat(id: string, who: { name?: string; player?: PlayerKey }): Promise<SeatTaken> {
    return this.#call('POST', `/v1/games/${encodeURIComponent(id)}/seat`, who);
  }

  game(id: string): Promise<GameView> {
    return this.#call('GET', `/v1/games/${encodeURIComponent(id)}`);
  }

  /** Finished games, newest first: a player's, or everyone's. */
  games(query: { player?: string; before?: string; limit?: number } = {}): Promise<GamePage> {
    const params = new URLSearchParams();
    if (query.player) params.set('player', query.player);
    if (query.before) params.set('before', query.before);
    if (query.limit) params.set('limit', String(query.limit));
    const search = params.toString();
    return this.#call('GET', `/v1/games${search ? `?${search}` : ''}`);
  }

  /** A WebSocket address on this origin: `ws:` for `http:`, `wss:` for `https:`. */
  socketUrl(path: string): string {
    return `${this.origin.replace(/^http/, 'ws')}${path}`;
  }

  async #call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.origin}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new OnlineApiError(0, `The server could not be reached (${(error as Error).message})`);
    }
    const text = await response.text();
    let value: unknown = null;
    try {
      value = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the status says what went wrong.
    }
    if (!response.ok) {
      const problem = (value ?? {}) as { detail?: unknown; title?: unknown };
      const words = typeof problem.detail === 'string' ? problem.detail : typeof problem.title === 'string' ? problem.title : `${response.status} ${response.statusText}`;
      throw new OnlineApiError(response.status, words);
    }
    if (value === null || typeof value !== 'object') throw new OnlineApiError(response.status, `${method} ${path} answered no JSON object`);
    return value as T;
  }
}
