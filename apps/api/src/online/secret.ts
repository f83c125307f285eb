// Identities' ids and secrets (docs/online.md, Secrets): an id names a player in URLs and lists;
// a secret proves it, is shown once, and only its SHA-256 is kept.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * `length` random base58 characters (no 0, O, I or l to misread). Bytes of 232 and above are drawn
 * again, so that every character is equally likely (232 = 4 × 58).
 *
 * @example
 * ```ts
 * randomId(10); // 'k3Hq9ZpT2w'
 * ```
 */
export function randomId(length: number): string {
  let id = '';
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < 232 && id.length < length) id += BASE58[byte % 58];
    }
  }
  return id;
}

/** What a base58 id of `length` characters looks like, for a schema's pattern. */
export const idPattern = (length: number) => new RegExp(`^[${BASE58}]{${length}}$`);

/**
 * 32 random bytes as base64url, without padding: 43 characters.
 *
 * @example
 * ```ts
 * randomSecret(); // 'Xq0…' (43 characters of A-Z a-z 0-9 - _)
 * ```
 */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * A secret's SHA-256 in lowercase hex: what is kept of it.
 *
 * @example
 * ```ts
 * await secretHash('abc'); // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 * ```
 */
export async function secretHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `secret` is the one whose hash is `hash`, compared in constant time.
 *
 * @example
 * ```ts
 * await secretMatches(secret, row.secret_hash); // true or false
 * ```
 */
export async function secretMatches(secret: string, hash: string): Promise<boolean> {
  const given = await secretHash(secret);
  if (given.length !== hash.length) return false;
  // Every character compared, whatever the first difference (Node's SubtleCrypto, where the bench imports the app, has no timingSafeEqual).
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ hash.charCodeAt(i);
  return difference === 0;
}
