import { Reversi } from '@flank/reversi';
import type { GameView } from '@flank/reversi/online';
import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, request } from '../../test/client.ts';
import { joined, newClient, startedGame } from '../../test/online.ts';
import { BURST, MAX_REFUSED } from './game-room.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A move of the side to move: the first legal square, or a pass where that is all there is. */
function someMove(game: GameView): string {
  const board = new Reversi(undefined, { rules: game.rules });
  for (const { move } of game.moves) move === 'pass' ? board.pass() : board.move(move);
  return (board.moves() as string[])[0] ?? 'pass';
}

describe('a game between two sockets', () => {
  it.each([['othello'], ['reversi'], [{ name: 'free-placement', mustCapture: true }]])('plays to its end under %j, both sides and a spectator seeing every move', async (rules) => {
    const { id, black, white } = await startedGame({ rules, clock: null });
    const sockets = { black: await joined(id, black.secret), white: await joined(id, white.secret) };
    const watcher = await joined(id);
    let game = watcher.latest!;
    for (let plies = 0; plies < 80 && game.status === 'playing'; plies++) {
      sockets[game.turn!].send({ type: 'move', ply: game.moves.length, move: someMove(game) });
      const seen = await watcher.stateWhere((g) => g.moves.length > game.moves.length || g.status !== 'playing');
      // The watcher heard it; so did both players.
      for (const socket of Object.values(sockets)) expect((await socket.stateWhere((g) => g.moves.length === seen.moves.length)).moves).toEqual(seen.moves);
      game = seen;
    }
    expect(game.status).toBe('finished');
    expect(game.result?.reason).toBe('score');
    const board = new Reversi(undefined, { rules: game.rules });
    for (const { move } of game.moves) move === 'pass' ? board.pass() : board.move(move);
    expect(board.isGameOver()).toBe(true);
    expect(game.result?.winner).toBe(board.result());
    expect(game.result?.score).toEqual(board.score());
    expect(JSON.stringify(game)).not.toContain(black.secret);
    const stored = (await (await request(`/v1/games/${id}`)).json()) as GameView;
    expect(stored.moves).toEqual(game.moves);
  });

  it('plays a forced pass at once, and takes a pass by choice under free placement with voluntaryPass', async () => {
    const { id, black } = await startedGame({ rules: { name: 'free-placement', voluntaryPass: true }, clock: null });
    const socket = await joined(id, black.secret);
    socket.send({ type: 'move', ply: 0, move: 'pass' });
    const game = await socket.stateWhere((g) => g.moves.length === 1);
    expect(game.moves[0]).toMatchObject({ color: 'black', move: 'pass' });
    expect(game.turn).toBe('white');
  });
});

describe('what a socket may not do', () => {
  it('refuses stale and duplicate moves, moves out of turn, a spectator and a forged secret, changing nothing', async () => {
    const { id, black, white } = await startedGame({ rules: 'othello', clock: null });
    const b = await joined(id, black.secret);
    const w = await joined(id, white.secret);
    const watcher = await joined(id);
    b.send({ type: 'move', ply: 0, move: 'f5' });
    await w.stateWhere((g) => g.moves.length === 1);
    b.send({ type: 'move', ply: 0, move: 'f5' });
    expect(await b.nextOf('error')).toMatchObject({ code: 'stale-ply' });
    b.send({ type: 'move', ply: 1, move: 'd6' });
    expect(await b.nextOf('error')).toMatchObject({ code: 'not-your-turn' });
    w.send({ type: 'move', ply: 1, move: 'a1' });
    expect(await w.nextOf('error')).toMatchObject({ code: 'illegal-move' });
    w.send({ type: 'move', ply: 1, move: 'pass' });
    expect(await w.nextOf('error')).toMatchObject({ code: 'illegal-move' });
    watcher.send({ type: 'move', ply: 1, move: 'd6' });
    expect(await watcher.nextOf('error')).toMatchObject({ code: 'not-your-seat' });
    watcher.send({ type: 'resign' });
    expect(await watcher.nextOf('error')).toMatchObject({ code: 'not-your-seat' });
    const forger = await (async () => {
      const response = await request(`/v1/games/${id}/socket`, { headers: { Upgrade: 'websocket' } });
      const { TestSocket } = await import('../../test/online.ts');
      return new TestSocket(response.webSocket!);
    })();
    forger.send({ type: 'move', ply: 1, move: 'd6' });
    expect(await forger.nextOf('error')).toMatchObject({ code: 'not-joined' });
    forger.send({ type: 'join', secret: `${black.secret.slice(0, -1)}x` });
    expect(await forger.nextOf('error')).toMatchObject({ code: 'bad-secret' });
    forger.send('{"type":"move","ply":1}');
    expect(await forger.nextOf('error')).toMatchObject({ code: 'bad-message' });
    const now = (await (await request(`/v1/games/${id}`)).json()) as GameView;
    expect(now.moves.map((m) => m.move)).toEqual(['f5']);
    expect(now.status).toBe('playing');
  });

  it('limits a socket that floods messages, and closes it if it goes on', async () => {
    const { id } = await startedGame({ rules: 'othello', clock: null });
    const flood = await joined(id);
    for (let i = 0; i < BURST + 20; i++) flood.send({ type: 'ping', id: i });
    const answers = [];
    for (let i = 0; i < BURST + 20; i++) answers.push(await flood.next());
    // The join took one token; time passing while the pings arrive gives back a few.
    expect(answers.filter((m) => m.type === 'pong').length).toBeLessThan(BURST + 10);
    expect(answers.filter((m) => m.type === 'error' && m.code === 'too-many-messages').length).toBeGreaterThan(10);
    for (let i = 0; i < MAX_REFUSED + BURST; i++) flood.send({ type: 'ping', id: i });
    await expect(async () => {
      for (;;) await flood.next();
    }).rejects.toThrow(/closed/);
  });

  it('refuses a client past its limit of open games', async () => {
    const headers = newClient();
    const limit = Number(env.MAX_OPEN_GAMES);
    const made = [];
    for (let i = 0; i < limit; i++) made.push((await post('/v1/games', { clock: null }, headers)).status);
    expect(made.every((status) => status === 201)).toBe(true);
    const refused = await post('/v1/games', { clock: null }, headers);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { type: string }).type).toBe('/docs#too-many-games');
    expect((await post('/v1/games', { clock: null }, newClient())).status).toBe(201);
  });

  it('answers unknown games, taken seats and plain requests to a socket with problems', async () => {
    const { id } = await startedGame({ rules: 'othello', clock: null });
    expect((await post(`/v1/games/${id}/seat`, {}, newClient())).status).toBe(409);
    expect((await request('/v1/games/1111111111')).status).toBe(404);
    expect((await request('/v1/games/not-an-id')).status).toBe(400);
    expect((await request(`/v1/games/${id}/socket`)).status).toBe(426);
    expect((await post('/v1/games', { clock: { initialMs: 5, incrementMs: 0 } }, newClient())).status).toBe(400);
    expect((await post('/v1/games', { clock: null, rules: 'chess' }, newClient())).status).toBe(400);
  });
});

describe('clocks', () => {
  it('charges the mover, adds the increment, and lets the alarm drop a flag', async () => {
    const { id, black, white } = await startedGame({ rules: 'othello', clock: { initialMs: 60_000, incrementMs: 2_000 } });
    const b = await joined(id, black.secret);
    const w = await joined(id, white.secret);
    b.send({ type: 'move', ply: 0, move: 'f5' });
    const after = await w.stateWhere((g) => g.moves.length === 1);
    expect(after.clocks!.black).toBeGreaterThan(60_000 - 10_000);
    expect(after.clocks!.black).toBeLessThanOrEqual(62_000);
    expect(after.clocks!.white).toBeLessThanOrEqual(60_000);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const room = env.GAME_ROOM.getByName(id);
    expect(await runDurableObjectAlarm(room)).toBe(true);
    const flagged = await b.stateWhere((g) => g.status === 'finished');
    expect(flagged.result).toMatchObject({ winner: 'black', reason: 'time' });
    expect(flagged.clocks!.white).toBe(0);
    w.send({ type: 'move', ply: 1, move: 'd6' });
    expect(await w.nextOf('error')).toMatchObject({ code: 'not-now' });
  });

  it('keeps every acknowledged move and the clocks through a restart of the object', async () => {
    const { id, black, white } = await startedGame({ rules: 'othello', clock: { initialMs: 600_000, incrementMs: 5_000 } });
    const b = await joined(id, black.secret);
    const w = await joined(id, white.secret);
    b.send({ type: 'move', ply: 0, move: 'f5' });
    await w.stateWhere((g) => g.moves.length === 1);
    w.send({ type: 'move', ply: 1, move: 'd6' });
    const before = await b.stateWhere((g) => g.moves.length === 2);
    await evictDurableObject(env.GAME_ROOM.getByName(id), { webSockets: 'close' });
    const b2 = await joined(id, black.secret);
    const after = b2.latest!;
    expect(after.moves).toEqual(before.moves);
    expect(after.clocks!.white).toBe(before.clocks!.white);
    expect(after.clocks!.black).toBeLessThanOrEqual(before.clocks!.black);
    b2.send({ type: 'move', ply: 2, move: 'c3' });
    expect((await b2.stateWhere((g) => g.moves.length === 3)).moves[2]!.move).toBe('c3');
  });
});

describe('a game\u2019s life', () => {
  it('resigns, and shows a player gone when its socket closes', async () => {
    const { id, black, white } = await startedGame({ rules: 'othello', clock: null });
    const b = await joined(id, black.secret);
    const w = await joined(id, white.secret);
    expect((await b.stateWhere((g) => g.players.white!.connected)).players.black!.connected).toBe(true);
    w.close();
    expect((await b.stateWhere((g) => !g.players.white!.connected)).status).toBe('playing');
    b.send({ type: 'resign' });
    expect((await b.stateWhere((g) => g.status === 'finished')).result).toMatchObject({ winner: 'white', reason: 'resign' });
  });

  it('offers, declines and accepts a draw', async () => {
    const { id, black, white } = await startedGame({ rules: 'othello', clock: null });
    const b = await joined(id, black.secret);
    const w = await joined(id, white.secret);
    b.send({ type: 'draw', action: 'offer' });
    await w.stateWhere((g) => g.offers.draw === 'black');
    b.send({ type: 'draw', action: 'accept' });
    expect(await b.nextOf('error')).toMatchObject({ code: 'not-now' });
    w.send({ type: 'draw', action: 'decline' });
    await b.stateWhere((g) => g.offers.draw === null);
    w.send({ type: 'draw', action: 'offer' });
    await b.stateWhere((g) => g.offers.draw === 'white');
    b.send({ type: 'draw', action: 'accept' });
    expect((await w.stateWhere((g) => g.status === 'finished')).result).toMatchObject({ winner: 'draw', reason: 'agreement' });
  });

  it('aborts only before both sides have moved', async () => {
    const first = await startedGame({ rules: 'othello', clock: null });
    const b = await joined(first.id, first.black.secret);
    b.send({ type: 'move', ply: 0, move: 'f5' });
    await b.stateWhere((g) => g.moves.length === 1);
    b.send({ type: 'abort' });
    expect((await b.stateWhere((g) => g.status !== 'playing')).status).toBe('aborted');

    const second = await startedGame({ rules: 'othello', clock: null });
    const b2 = await joined(second.id, second.black.secret);
    const w2 = await joined(second.id, second.white.secret);
    b2.send({ type: 'move', ply: 0, move: 'f5' });
    await w2.stateWhere((g) => g.moves.length === 1);
    w2.send({ type: 'move', ply: 1, move: 'd6' });
    await b2.stateWhere((g) => g.moves.length === 2);
    b2.send({ type: 'abort' });
    expect(await b2.nextOf('error')).toMatchObject({ code: 'not-now' });
  });

  it('takes back the asker\u2019s last move when the other side grants it', async () => {
    const { id, black, white } = await startedGame({ rules: 'othello', clock: null });
    const b = await joined(id, black.secret);
    const w = await joined(id, white.secret);
    w.send({ type: 'takeback', action: 'offer' });
    expect(await w.nextOf('error')).toMatchObject({ code: 'not-now' });
    b.send({ type: 'move', ply: 0, move: 'f5' });
    await w.stateWhere((g) => g.moves.length === 1);
    w.send({ type: 'move', ply: 1, move: 'd6' });
    await b.stateWhere((g) => g.moves.length === 2);
    b.send({ type: 'takeback', action: 'offer' });
    await w.stateWhere((g) => g.offers.takeback === 'black');
    w.send({ type: 'takeback', action: 'accept' });
    const back = await b.stateWhere((g) => g.moves.length === 0);
    expect(back.turn).toBe('black');
    expect(back.offers.takeback).toBeNull();
  });

  it('starts a rematch with colours swapped, each seat keeping its secret', async () => {
    const { id, black, white } = await startedGame({ rules: 'reversi', clock: { initialMs: 180_000, incrementMs: 2_000 } });
    const b = await joined(id, black.secret);
    const w = await joined(id, white.secret);
    w.send({ type: 'resign' });
    await b.stateWhere((g) => g.status === 'finished');
    b.send({ type: 'rematch', action: 'offer' });
    await w.stateWhere((g) => g.offers.rematch === 'black');
    w.send({ type: 'rematch', action: 'accept' });
    const done = await b.stateWhere((g) => g.rematch !== null);
    const next = (await (await request(`/v1/games/${done.rematch}`)).json()) as GameView;
    expect(next).toMatchObject({ status: 'playing', rules: { name: 'reversi' }, clock: { initialMs: 180_000, incrementMs: 2_000 } });
    expect(next.players.black!.name).toBe(black.game.players.black!.name);
    const newBlack = await joined(done.rematch!, white.secret);
    newBlack.send({ type: 'move', ply: 0, move: 'd4' });
    expect((await newBlack.stateWhere((g) => g.moves.length === 1)).moves[0]).toMatchObject({ color: 'black', move: 'd4' });
  });
});

describe('rated games and D1', () => {
  let names = 0;
  const newPlayer = async () => {
    const response = await post('/v1/players', { name: `p${Date.now().toString(36)}${names++}` }, newClient());
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: string; name: string; secret: string; rating: number };
  };

  it('seats two players, keeps the finished game in D1 and moves both ratings', async () => {
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    const created = await post('/v1/games', { clock: null, color: 'black', rated: true, player: { id: ann.id, secret: ann.secret } }, newClient());
    expect(created.status, await created.clone().text()).toBe(201);
    const black = (await created.json()) as { secret: string; game: GameView };
    expect(black.game.players.black).toMatchObject({ name: ann.name, playerId: ann.id, rating: 1500 });
    // A guest, or the same player again, cannot take a rated game's seat.
    expect((await post(`/v1/games/${black.game.id}/seat`, {}, newClient())).status).toBe(403);
    expect((await post(`/v1/games/${black.game.id}/seat`, { player: { id: ann.id, secret: ann.secret } }, newClient())).status).toBe(403);
    expect((await post(`/v1/games/${black.game.id}/seat`, { player: { id: bob.id, secret: ann.secret } }, newClient())).status).toBe(403);
    const seat = await post(`/v1/games/${black.game.id}/seat`, { player: { id: bob.id, secret: bob.secret } }, newClient());
    expect(seat.status).toBe(201);
    const white = (await seat.json()) as { secret: string };
    const b = await joined(black.game.id, black.secret);
    const w = await joined(black.game.id, white.secret);
    b.send({ type: 'move', ply: 0, move: 'f5' });
    await w.stateWhere((g) => g.moves.length === 1);
    w.send({ type: 'resign' });
    const kept = await b.stateWhere((g) => g.ratings !== null);
    expect(kept.result).toMatchObject({ winner: 'black', reason: 'resign' });
    expect(kept.ratings!.black.after).toBeGreaterThan(1500);
    expect(kept.ratings!.white.after).toBeLessThan(1500);
    const list = (await (await request(`/v1/games?player=${ann.id}`)).json()) as { games: { id: string }[] };
    expect(list.games.map((g) => g.id)).toContain(black.game.id);
    const page = (await (await request(`/v1/players/${bob.id}`)).json()) as { rating: number };
    expect(page.rating).toBe(kept.ratings!.white.after);
  });

  it('keeps an unrated guests\u2019 game too, and refuses a rated game without a player', async () => {
    expect((await post('/v1/games', { clock: null, rated: true }, newClient())).status).toBe(403);
    const { id, black, white } = await startedGame({ rules: 'othello', clock: null, name: 'ann' });
    const b = await joined(id, black.secret);
    const w = await joined(id, white.secret);
    b.send({ type: 'move', ply: 0, move: 'f5' });
    await w.stateWhere((g) => g.moves.length === 1);
    b.send({ type: 'resign' });
    await w.stateWhere((g) => g.status === 'finished');
    // The alarm keeps it at once; D1's list shows it when it has.
    let listed = false;
    for (let tries = 0; tries < 100 && !listed; tries++) {
      const list = (await (await request('/v1/games?limit=50')).json()) as { games: { id: string }[] };
      listed = list.games.some((g) => g.id === id);
      if (!listed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed).toBe(true);
  });
});
