// Ids and secrets of online play. Ids are short, for links; secrets are long, and only their
// SHA-256 is ever stored.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The length of a game's or a player's id. */
export const ID_LENGTH = 10;

/** An id as the routes check it before touching any object. */
export const ID_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{10}$/;

/**
 * A random id of 10 base58 characters (58^10, about 4e17: no two collide in practice).
 *
 * @example
 * ```ts
 * randomId(); // 'Qm3xT8vKp2'
 * ```
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  // 256 % 58 leaves a small bias toward the first characters, harmless for ids that only need to be unguessable enough to not collide.
  return Array.from(bytes, (byte) => BASE58[byte % 58]).join('');
}

/**
 * A secret: 32 random bytes, base64url.
 *
 * @example
 * ```ts
 * randomSecret().length; // 43
 * ```
 */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The SHA-256 of a secret, as hex: what is stored in its place.
 *
 * @example
 * ```ts
 * await secretHash('abc'); // 'ba7816bf…'
 * ```
 */
export async function secretHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `secret` is the one whose SHA-256 is `hash`, every character compared whatever the
 * first difference (Node's SubtleCrypto, where the bench imports the app, has no timingSafeEqual).
 *
 * @example
 * ```ts
 * await secretMatches(secret, row.secret_hash); // true or false
 * ```
 */
export async function secretMatches(secret: string, hash: string): Promise<boolean> {
  const given = await secretHash(secret);
  if (given.length !== hash.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ hash.charCodeAt(i);
  return difference === 0;
}
