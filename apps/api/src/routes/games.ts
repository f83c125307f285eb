import { type Color, Reversi } from '@flank/reversi';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../env.ts';
import { bodyFields } from '../field.ts';
import { wholeNumber } from '../limits.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { lobbyOf } from '../online/lobby-of.ts';
import { MAX_SOCKETS, type StoredSeat, newGame, summaryOf } from '../online/online-game.ts';
import { verifiedPlayer } from '../online/players.ts';
import { randomId, randomSecret, secretHash } from '../online/secrets.ts';
import { Problem } from '../problem.ts';
import { reversiProblem } from '../reversi-problem.ts';
import { GameView, LobbyLists, NewGameBody, OnlineId, Seat, SeatBody } from '../schemas/online.ts';
import { problem } from '../schemas/problem.ts';

const GameParams = z.strictObject({ id: OnlineId.openapi({ param: { name: 'id', in: 'path' } }) });
const notFound = problem('No online game has this id.');
const seatAnswer = (description: string) => ({ description, content: { 'application/json': { schema: Seat } } });
const bodyErrors = {
  400: problem('Malformed JSON, a field of the wrong type or unknown, or a bad rule set.'),
  413: problem('The body is larger than the API accepts (16 KiB).'),
  415: problem('The body is not sent as application/json.'),
};

const create = createRoute({
  method: 'post',
  path: '/games',
  operationId: 'createGame',
  middleware: jsonBody(),
  summary: 'Create an online game',
  description:
    'A game between two people: the creator’s seat comes back with its secret. An open game is listed in the lobby as a challenge; either way its link (`/#online/ID`) gives the other seat to the first who opens it.',
  request: { body: { content: { 'application/json': { schema: NewGameBody, example: { rules: 'othello', clock: { initialMs: 300_000, incrementMs: 3_000 }, color: 'random', name: 'ann' } } } } },
  responses: {
    201: seatAnswer('The game, and the creator’s seat.'),
    ...bodyErrors,
    403: problem('An identity that is not one, or a rated game without one.'),
    429: problem('The client holds as many games waiting or being played as this server allows.'),
  },
});

const takeSeat = createRoute({
  method: 'post',
  path: '/games/{id}/seat',
  operationId: 'takeSeat',
  middleware: jsonBody(),
  summary: 'Take the free seat',
  description: 'The seat a game waits for, to the first who asks; the game begins at once, Black’s clock running.',
  request: { params: GameParams, body: { content: { 'application/json': { schema: SeatBody, example: { name: 'bob' } } } } },
  responses: {
    201: seatAnswer('The seat taken.'),
    ...bodyErrors,
    403: problem('An identity that is not one, or a rated game’s seat asked for without a player, or by the player on its other seat.'),
    404: notFound,
    409: problem('Both seats are taken.'),
  },
});

const view = createRoute({
  method: 'get',
  path: '/games/{id}',
  operationId: 'getGame',
  summary: 'An online game',
  description: 'The game as a spectator sees it: moves with their times, clocks as the answer was made, seats without secrets.',
  request: { params: GameParams },
  responses: {
    200: { description: 'The game.', content: { 'application/json': { schema: GameView } } },
    400: problem('An id that is not ten base58 characters.'),
    404: notFound,
  },
});

const socket = createRoute({
  method: 'get',
  path: '/games/{id}/socket',
  operationId: 'openGameSocket',
  summary: 'A game’s WebSocket',
  description:
    'Upgrades to the game’s WebSocket. The first message is `{"type":"join"}`, with the seat’s `secret` to play; every change comes back as a `state` message. The messages are typed in `@flank/reversi/online`.',
  request: { params: GameParams },
  responses: {
    101: { description: 'Switching to the WebSocket protocol.' },
    400: problem('An id that is not ten base58 characters.'),
    404: notFound,
    426: problem('Not a WebSocket upgrade.'),
    429: problem('The game holds as many sockets as it takes.'),
  },
});

const lobby = createRoute({
  method: 'get',
  path: '/lobby',
  operationId: 'getLobby',
  summary: 'The lobby',
  description: 'Open challenges and games being played, newest first (the lobby’s socket, `/v1/lobby/socket`, sends the same after each change).',
  request: { query: z.strictObject({}) },
  responses: { 200: { description: 'The lists.', content: { 'application/json': { schema: LobbyLists } } }, 400: problem('A query parameter: the lobby takes none.') },
});

const lobbySocket = createRoute({
  method: 'get',
  path: '/lobby/socket',
  operationId: 'openLobbySocket',
  summary: 'The lobby’s WebSocket',
  description: 'Upgrades to a socket that sends the lobby’s lists at once and after each change. It takes no message.',
  request: { query: z.strictObject({}) },
  responses: { 101: { description: 'Switching to the WebSocket protocol.' }, 400: problem('A query parameter: the lobby takes none.'), 426: problem('Not a WebSocket upgrade.') },
});

/** The limit of a client's games: the var `MAX_OPEN_GAMES`, 20 where it is not set. */
const openGamesLimit = (env: Bindings): number => (env.MAX_OPEN_GAMES === undefined ? 20 : wholeNumber(env, 'MAX_OPEN_GAMES', Number.MAX_SAFE_INTEGER));

/** Who a request comes from, as the lobby counts games: its player, else a hash of its address (never the address). */
const clientOf = (c: Context<AppEnv>, seat: Omit<StoredSeat, 'goneSince'>) =>
  seat.playerId !== null ? Promise.resolve(`player:${seat.playerId}`) : secretHash(`client:${c.req.header('CF-Connecting-IP') ?? 'local'}`);

/** The seat a request asks for: its player's, where it sends an identity, else a guest's under its name; with the hash of a new secret. */
async function seatOf(c: Context<AppEnv>, body: { name?: string; player?: { id: string; secret: string } }, secret: string): Promise<Omit<StoredSeat, 'goneSince'>> {
  const secretHashed = await secretHash(secret);
  if (body.player === undefined) return { name: body.name ?? 'Guest', playerId: null, rating: null, secretHash: secretHashed };
  if (body.name !== undefined) throw new Problem('invalid-request', 'name: a seat taken with a player shows the player’s name: send name or player, not both', { errors: [{ detail: 'send name or player, not both', pointer: '#/name' }] });
  const player = await verifiedPlayer(c.env.DB, body.player);
  return { name: player.name, playerId: player.id, rating: player.rating, secretHash: secretHashed };
}

function mustUpgrade(c: Context<AppEnv>): void {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new Problem('upgrade-required', `${c.req.path} is a WebSocket: send Upgrade: websocket`);
}

/**
 * Online play's routes: games (`POST /v1/games`, `POST /v1/games/{id}/seat`, `GET /v1/games/{id}`,
 * `GET /v1/games/{id}/socket`) and the lobby (`GET /v1/lobby`, `GET /v1/lobby/socket`).
 */
export const games = new OpenAPIHono<AppEnv>()
  .openapi(create, async (c) => {
    const body = c.req.valid('json');
    let rules;
    try {
      rules = new Reversi(undefined, { rules: body.rules }).rules();
    } catch (error) {
      throw reversiProblem(error, bodyFields('rules'));
    }
    const color: Color = body.color === 'black' || body.color === 'white' ? body.color : crypto.getRandomValues(new Uint8Array(1))[0]! < 128 ? 'black' : 'white';
    const id = randomId();
    const secret = randomSecret();
    const seat = await seatOf(c, body, secret);
    const rated = body.rated ?? false;
    if (rated && seat.playerId === null) throw new Problem('rated-seat', 'player: a rated game needs a player’s identity on each seat, its creator’s first', { errors: [{ detail: 'a rated game needs a player', pointer: '#/player' }] });
    const owner = await clientOf(c, seat);
    const fields = { id, rules, clock: body.clock, rated, open: body.open ?? true, color, seat, owner };
    const lobbyStub = lobbyOf(c.env);
    const limit = openGamesLimit(c.env);
    if (!(await lobbyStub.admit(owner, summaryOf(newGame(fields, Date.now())), fields.open, limit))) {
      throw new Problem('too-many-games', `this client holds ${limit} games waiting or being played, the most this server allows: finish or abort one first`);
    }
    const game = await c.env.GAME_ROOM.getByName(id).create(fields);
    if (game === null) throw new Error(`the game id ${id} was taken`);
    return c.json({ color, secret, game }, 201, { Location: `/v1/games/${id}` });
  })
  .openapi(takeSeat, async (c) => {
    const { id } = c.req.valid('param');
    const secret = randomSecret();
    const outcome = await c.env.GAME_ROOM.getByName(id).takeSeat(await seatOf(c, c.req.valid('json'), secret));
    if ('refused' in outcome) {
      if (outcome.refused === 'not-found') throw new Problem('game-not-found', `there is no online game ${id}`);
      if (outcome.refused === 'needs-identity') throw new Problem('rated-seat', `player: game ${id} is rated: its seat is taken with a player’s identity`);
      if (outcome.refused === 'same-player') throw new Problem('rated-seat', `player: that player holds the other seat of rated game ${id}: a rated game is between two players`);
      throw new Problem('seat-taken', `both seats of game ${id} are taken: join its socket without a secret to watch`);
    }
    return c.json({ color: outcome.color, secret, game: outcome.game }, 201);
  })
  .openapi(view, async (c) => {
    const { id } = c.req.valid('param');
    const game = await c.env.GAME_ROOM.getByName(id).view();
    if (game === null) throw new Problem('game-not-found', `there is no online game ${id}`);
    return c.json(game, 200, { 'Cache-Control': 'no-store' });
  })
  .openapi(socket, async (c) => {
    const { id } = c.req.valid('param');
    mustUpgrade(c);
    // The object's 101 answer goes back as it is: its headers cannot take the app's.
    const response = (await c.env.GAME_ROOM.getByName(id).fetch(c.req.raw)) as unknown as Response;
    if (response.status === 404) throw new Problem('game-not-found', `there is no online game ${id}`);
    if (response.status === 429) throw new Problem('too-many-sockets', `game ${id} holds as many sockets as it takes (${MAX_SOCKETS})`);
    return response;
  })
  .openapi(lobby, async (c) => {
    const { challenges, playing } = await lobbyOf(c.env).lists();
    return c.json({ challenges, playing }, 200, { 'Cache-Control': 'no-store' });
  })
  .openapi(lobbySocket, (c) => {
    mustUpgrade(c);
    return lobbyOf(c.env).fetch(c.req.raw) as unknown as Response;
  });
