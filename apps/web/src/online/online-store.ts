// What the page keeps of online play in local storage (docs/online.md, "Secrets"): the player's
// identity (`flank.online.player`: its id, name, secret and rating), the name of a player without
// one (`flank.online.name`), and each seat's secret it holds, a key per game (`flank.online.seat.ID`), so
// that the same browser comes back to its game after a reload or a lost connection. A damaged
// value reads as none: the page goes on without it.
import type { KeyValueStore } from '../storage/saved-game.ts';

/** The player's identity, as `POST /v1/players` gave it; its secret signs rated games. */
export interface Identity {
  id: string;
  name: string;
  secret: string;
  rating: number;
}


const PLAYER_KEY = 'flank.online.player';
const NAME_KEY = 'flank.online.name';
const seatKey = (game: string) => `flank.online.seat.${game}`;

/** A player's name as the Worker takes one: 2 to 20 letters, digits, `_` or `-`. */
export const PLAYER_NAME = /^[A-Za-z0-9_-]{2,20}$/;
export const NAME_MAX_LENGTH = 20;

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A JSON value read back, or null where it is missing or damaged. */
function readJson(store: KeyValueStore, key: string): Record<string, unknown> | null {
  const text = store.getItem(key);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The page's online storage over a key-value store (localStorage, or memory where it is refused).
 *
 * @example
 * ```ts
 * const online = new OnlineStore(localStorage);
 * online.keepSeat('Xy3k9', secret);
 * online.seat('Xy3k9'); // secret
 * ```
 */
export class OnlineStore {
  #store: KeyValueStore;

  constructor(store: KeyValueStore) {
    this.#store = store;
  }

  /** The identity kept, or null. */
  identity(): Identity | null {
    const value = readJson(this.#store, PLAYER_KEY);
    if (!value || !isString(value.id) || !isString(value.name) || !isString(value.secret) || typeof value.rating !== 'number') return null;
    return { id: value.id, name: value.name, secret: value.secret, rating: value.rating };
  }

  /** Keeps the identity (null forgets it: the page plays unrated, under a name alone). */
  keepIdentity(identity: Identity | null): void {
    this.#store.setItem(PLAYER_KEY, identity ? JSON.stringify(identity) : '');
  }

  /** The name of a player without an identity ('' when none was given). */
  name(): string {
    return this.#store.getItem(NAME_KEY) ?? '';
  }

  keepName(name: string): void {
    this.#store.setItem(NAME_KEY, name.trim().slice(0, NAME_MAX_LENGTH));
  }

  /** The secret of the seat this browser holds in a game, or null. */
  seat(game: string): string | null {
    const value = readJson(this.#store, seatKey(game));
    return value && isString(value.secret) ? value.secret : null;
  }

  /** Keeps a seat's secret (its colour comes with the game's first state). */
  keepSeat(game: string, secret: string): void {
    this.#store.setItem(seatKey(game), JSON.stringify({ secret }));
  }
}
