// The fragments of online play: `#online` (the lobby), `#online/ID` (a game: its free seat, or to
// watch), `#online/ID/seat/SECRET` (a seat moved from another device; the page keeps the secret
// and puts `#online/ID` in the address at once), `#online/games` (recent games) and
// `#online/games/PLAYER` (a player's games). A fragment never reaches a server (docs/online.md).

/** Where a fragment of online play leads. */
export type OnlineRoute =
  | { kind: 'lobby' }
  | { kind: 'game'; id: string; secret: string | null }
  | { kind: 'games'; player: string | null };

/** A game's or a player's id as the Worker makes them: letters, digits, `-` and `_`. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A seat secret: 32 random bytes in base64url, 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** Whether a fragment (with or without `#`) is one of online play's, valid or not. */
export const isOnlineFragment = (fragment: string): boolean => /^#?online(\/|$)/.test(fragment);

/**
 * The route an online fragment names, or null for a fragment that is not online play's. Throws an
 * error naming the part that is wrong.
 *
 * @example
 * ```ts
 * onlineRouteOf('#online/Xy3k9'); // { kind: 'game', id: 'Xy3k9', secret: null }
 * onlineRouteOf('#rules=othello'); // null
 * onlineRouteOf('#online/Xy3k9/seat/short'); // throws: the seat's secret is 43 characters
 * ```
 */
export function onlineRouteOf(fragment: string): OnlineRoute | null {
  if (!isOnlineFragment(fragment)) return null;
  const parts = fragment.replace(/^#?online\/?/, '').split('/');
  const [first = '', ...rest] = parts;
  if (first === '' && rest.length === 0) return { kind: 'lobby' };
  const id = (value: string, what: string) => {
    if (!ID.test(value)) throw new Error(`The link's ${what} must be letters, digits, - or _ (at most 64), got "${value}"`);
    return value;
  };
  if (first === 'games') {
    if (rest.length === 0) return { kind: 'games', player: null };
    if (rest.length === 1) return { kind: 'games', player: id(rest[0]!, "player's id") };
    throw new Error(`The link's games page takes at most a player's id, got "${rest.join('/')}"`);
  }
  const game = id(first, "game's id");
  if (rest.length === 0) return { kind: 'game', id: game, secret: null };
  if (rest.length === 2 && rest[0] === 'seat') {
    if (!SECRET.test(rest[1]!)) throw new Error("The link's seat secret must be 43 characters of base64url");
    return { kind: 'game', id: game, secret: rest[1]! };
  }
  throw new Error(`The link's game takes only "/seat/SECRET" after its id, got "${rest.join('/')}"`);
}

/**
 * The fragment (with `#`) of a route, never with a secret: what the address shows.
 *
 * @example
 * ```ts
 * onlineFragment({ kind: 'game', id: 'Xy3k9', secret: 'SECRET…' }); // '#online/Xy3k9'
 * ```
 */
export function onlineFragment(route: OnlineRoute): string {
  switch (route.kind) {
    case 'lobby':
      return '#online';
    case 'game':
      return `#online/${route.id}`;
    case 'games':
      return route.player === null ? '#online/games' : `#online/games/${route.player}`;
  }
}

/**
 * The link that moves a seat to another device: the secret in the fragment, which browsers send
 * to no server. Whoever opens it plays that seat.
 *
 * @example
 * ```ts
 * seatLink('https://flank.example', 'Xy3k9', secret); // 'https://flank.example/#online/Xy3k9/seat/…'
 * ```
 */
export const seatLink = (origin: string, id: string, secret: string): string => `${origin}/#online/${id}/seat/${secret}`;

/**
 * The link to share: whoever opens it takes the free seat, or watches.
 *
 * @example
 * ```ts
 * gameLink('https://flank.example', 'Xy3k9'); // 'https://flank.example/#online/Xy3k9'
 * ```
 */
export const gameLink = (origin: string, id: string): string => `${origin}/#online/${id}`;
