import { describe, expect, it } from 'vitest';
import { ID_PATTERN, randomId, randomSecret, secretHash, secretMatches } from './secrets.ts';

describe('ids and secrets', () => {
  it('draws ids of 10 base58 characters', () => {
    const ids = Array.from({ length: 200 }, () => randomId());
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ID_PATTERN.test('0OIl000000')).toBe(false);
  });

  it('draws secrets of 32 bytes in base64url, without padding', () => {
    const secret = randomSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bytes = Uint8Array.from(atob(`${secret.replaceAll('-', '+').replaceAll('_', '/')}=`), (c) => c.charCodeAt(0));
    expect(bytes.byteLength).toBe(32);
    expect(randomSecret()).not.toBe(secret);
  });

  it('keeps a secret as its SHA-256 and recognises it by that alone', async () => {
    expect(await secretHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const secret = randomSecret();
    const hash = await secretHash(secret);
    expect(await secretMatches(secret, hash)).toBe(true);
    expect(await secretMatches(`${secret}x`, hash)).toBe(false);
    expect(await secretMatches(secret, hash.slice(1))).toBe(false);
  });
});
