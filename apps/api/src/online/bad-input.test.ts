// No input breaks a game: generated messages, malformed, mistyped or merely odd, sent by a seat
// or a spectator, each get an answer and change nothing; generated bodies for the online routes
// get a success or a problem of a client-error status, never a 500.
import { type GameView, readClientMessage, readLobbyMessage } from '@flank/reversi/online';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { post, request } from '../../test/client.ts';
import { joined, newClient, startedGame } from '../../test/online.ts';

const TYPES = ['join', 'move', 'resign', 'abort', 'draw', 'takeback', 'rematch', 'ping', 'castle', '', 'MOVE'];
const odd = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.nat(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));

/** A message no game may act on: each has something wrong, never a legal move of its side. */
const badMessage = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '{', '[]', 'null', '"move"', '{"type":"move","ply":0,"move":"f5"'),
  fc.record({ type: fc.constantFrom(...TYPES), ply: odd, move: odd, action: odd, id: odd, secret: odd }, { requiredKeys: ['type'] }).map((message) => JSON.stringify(message)),
  fc.record({ type: fc.constant('move'), ply: fc.integer({ min: 1, max: 100 }), move: fc.constantFrom('f5', 'd3', 'pass', 'a1') }).map((message) => JSON.stringify(message)),
  fc.string({ minLength: 513, maxLength: 2000 }).map((text) => JSON.stringify({ type: 'join', secret: text })),
).filter((text) => {
  // What reads as a real message stays only where it cannot act: a ping, a move for a ply not played yet, a join with a wrong secret.
  try {
    const message = readClientMessage(text);
    return message.type === 'ping' || (message.type === 'move' && message.ply > 0) || (message.type === 'join' && message.secret !== undefined);
  } catch {
    return true;
  }
});

describe('a game\u2019s socket under generated input', () => {
  it('answers every bad message and changes nothing, for a seat and for a spectator', async () => {
    const { id, black } = await startedGame({ rules: 'othello', clock: { initialMs: 600_000, incrementMs: 0 } });
    const before = (await (await request(`/v1/games/${id}`)).json()) as GameView;
    await fc.assert(
      fc.asyncProperty(fc.array(badMessage, { minLength: 1, maxLength: 20 }), fc.boolean(), async (messages, seated) => {
        const socket = await joined(id, seated ? black.secret : undefined);
        for (const message of messages) {
          socket.send(message);
          const answer = await socket.next();
          // A message that parsed as a move for another ply hears why and gets the game again; nothing else is a state.
          expect(answer.type === 'error' || answer.type === 'pong', JSON.stringify({ message, answer })).toBe(true);
          if (answer.type === 'error' && answer.code === 'stale-ply') await socket.nextOf('state');
        }
        socket.send({ type: 'ping', id: 7 });
        expect(await socket.nextOf('pong')).toEqual({ type: 'pong', id: 7 });
        socket.close();
      }),
      { numRuns: 25 },
    );
    const after = (await (await request(`/v1/games/${id}`)).json()) as GameView;
    expect(after.moves).toEqual(before.moves);
    expect(after.status).toBe('playing');
    expect(after.offers).toEqual(before.offers);
  });

  it('answers binary data as a bad message', async () => {
    const { id } = await startedGame({ rules: 'othello', clock: null });
    const socket = await joined(id);
    socket.socket.send(new Uint8Array([1, 2, 3]));
    expect(await socket.nextOf('error')).toMatchObject({ code: 'bad-message' });
  });
});

const clock = fc.oneof(
  fc.constant(null),
  fc.record({ initialMs: fc.integer({ min: -1, max: 20_000_000 }), incrementMs: fc.integer({ min: -1, max: 200_000 }) }),
  fc.record({ initialMs: odd, incrementMs: odd }, { requiredKeys: [] }),
  odd,
);

describe('the online routes under generated bodies', () => {
  it('answer POST /v1/games and POST /v1/games/{id}/seat with a success or a client error, never a 500', async () => {
    const { id } = await startedGame({ rules: 'othello', clock: null });
    const headers = newClient();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            rules: fc.oneof(fc.constantFrom('othello', 'reversi', 'free-placement', { name: 'free-placement', voluntaryPass: true }, 'chess', { name: 'go' }), odd),
            clock,
            color: fc.oneof(fc.constantFrom('black', 'white', 'random', 'red'), odd),
            open: fc.oneof(fc.boolean(), odd),
            name: fc.oneof(fc.constantFrom('ann', 'a', 'x'.repeat(21), '<script>', 'José'), odd),
            extra: odd,
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom('/v1/games', `/v1/games/${id}/seat`, '/v1/games/1111111111/seat', '/v1/games/bad/seat'),
        async (body, path) => {
          const response = await post(path, body, headers);
          expect([201, 400, 404, 409, 413, 415, 429], `${path} ${JSON.stringify(body)}: ${response.status}`).toContain(response.status);
          if (response.status >= 400) expect(response.headers.get('Content-Type')).toBe('application/problem+json');
          await response.body?.cancel();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a socket request that is no upgrade, and an id that is none', async () => {
    for (const path of ['/v1/games/1111111111/socket', '/v1/games/x/socket', '/v1/lobby/socket']) {
      const response = await request(path);
      expect([400, 404, 426]).toContain(response.status);
      expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    }
    const ws = await request('/v1/games/1111111111/socket', { headers: { Upgrade: 'websocket' } });
    expect(ws.status).toBe(404);
    const lobby = await request('/v1/lobby/socket', { headers: { Upgrade: 'websocket' } });
    expect(lobby.status).toBe(101);
    const socket = lobby.webSocket!;
    const first = new Promise<string>((resolve) => socket.addEventListener('message', (event) => resolve(event.data as string), { once: true }));
    socket.accept();
    expect(readLobbyMessage(await first).type).toBe('lobby');
    socket.close();
  });
});
