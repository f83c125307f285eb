import { Reversi, init, parseGGF } from '@flank/reversi';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { playedGame } from '../../test/finished-games.ts';
import { database } from './database.ts';
import type { FinishedGame } from './finished-game.ts';
import { FinishedGameError } from './game-record.ts';
import { keepFinishedGame } from './keep-finished-game.ts';
import { createPlayer } from './players.ts';

const db = database(env.DB);
let names = 0;
const newPlayer = async () => {
  const { id, name } = await createPlayer(env.DB, `k${Date.now().toString(36)}${names++}`);
  return { name, playerId: id };
};
const playerRow = (id: string) => db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Every row of every table, to show that a call changed nothing. */
const everything = async () => ({
  players: await db.selectFrom('players').selectAll().orderBy('id').execute(),
  games: await db.selectFrom('games').selectAll().orderBy('id').execute(),
  moves: await db.selectFrom('moves').selectAll().orderBy('game_id').orderBy('ply').execute(),
  ratings: await db.selectFrom('ratings').selectAll().orderBy('player_id').orderBy('rated_game').execute(),
});

beforeAll(() => init());

describe('keepFinishedGame', () => {
  it('keeps an unrated game’s row, its moves and a GGF that reads back; ratings stay', async () => {
    const [ann, bob] = [await newPlayer(), { name: 'guest', playerId: null }];
    const game = await playedGame({ black: ann, white: bob });
    expect(game.result.reason).toBe('score');
    expect(await keepFinishedGame(env.DB, game)).toBeNull();
    const row = await db.selectFrom('games').selectAll().where('id', '=', game.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      rules: 'othello',
      must_capture: null,
      clock_initial_ms: 300_000,
      clock_increment_ms: 3_000,
      rated: 0,
      black_name: ann.name,
      black_id: ann.playerId,
      white_name: 'guest',
      white_id: null,
      winner: game.result.winner,
      reason: 'score',
      black_discs: game.result.score.black,
      white_discs: game.result.score.white,
      black_rating_before: null,
      white_rating_after: null,
      created_at: game.createdAt,
      ended_at: game.endedAt,
    });
    const moves = await db.selectFrom('moves').select(['ply', 'color', 'move', 'ms']).where('game_id', '=', game.id).orderBy('ply').execute();
    expect(moves).toEqual(game.moves.map((move, ply) => ({ ply, ...move })));
    // The GGF replays to the same game, with the players, the clock, the times and the result.
    const replayed = Reversi.fromGGF(row.ggf!);
    expect(replayed.history()).toEqual(game.moves.map((move) => (move.move === 'pass' ? 'pa' : move.move)));
    expect(replayed.isGameOver()).toBe(true);
    const [record] = parseGGF(row.ggf!);
    expect(record).toMatchObject({ black: ann.name, white: 'guest', time: '05:00/00:03', place: 'Flank' });
    expect(record!.result!.score).toBe(replayed.score({ emptiesToWinner: true }).black - replayed.score({ emptiesToWinner: true }).white);
    expect(record!.moves.map((move) => move.time)).toEqual(game.moves.map((move) => move.ms / 1000));
    expect(record!.date).toMatch(/^\d{4}\.\d\d\.\d\d_\d\d:\d\d:\d\d\.UTC$/);
    expect((await playerRow(ann.playerId)).rating).toBe(1500);
  });

  it('moves both ratings of a rated game in the winner’s favour, once, however often it is called', async () => {
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    const game = await playedGame({ black: ann, white: bob, rated: true, plies: 20, ending: { reason: 'resign', winner: 'white' } });
    const changes = await keepFinishedGame(env.DB, game);
    expect(changes!.black.before).toBe(1500);
    expect(changes!.white.before).toBe(1500);
    expect(changes!.white.after).toBeCloseTo(1662.31, 2);
    expect(changes!.black.after).toBeCloseTo(1337.69, 2);
    const [black, white] = [await playerRow(ann.playerId), await playerRow(bob.playerId)];
    expect(black).toMatchObject({ rating: changes!.black.after, rated_games: 1 });
    expect(white).toMatchObject({ rating: changes!.white.after, rated_games: 1 });
    expect(white.deviation).toBeLessThan(350);
    const row = await db.selectFrom('games').selectAll().where('id', '=', game.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rated: 1, black_rating_before: 1500, black_rating_after: changes!.black.after, white_rating_after: changes!.white.after, reason: 'resign' });
    const [record] = parseGGF(row.ggf!);
    expect(record).toMatchObject({ blackRating: 1500, whiteRating: 1500, result: { score: -64, end: 'resigned' } });
    expect(Reversi.fromGGF(row.ggf!).history()).toHaveLength(20);
    const ratings = await db.selectFrom('ratings').selectAll().where('game_id', '=', game.id).orderBy('player_id').execute();
    expect(ratings.map((entry) => [entry.player_id, entry.rated_game, entry.rating])).toEqual(
      [
        [ann.playerId, 1, changes!.black.after],
        [bob.playerId, 1, changes!.white.after],
      // SQLite orders ids by their bytes (upper case first), as `<` does, not as localeCompare does.
      ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    );
    // Again, and twice at once: nothing changes, and each call answers the same changes.
    const before = await everything();
    expect(await Promise.all([keepFinishedGame(env.DB, game), keepFinishedGame(env.DB, game), keepFinishedGame(env.DB, { ...game, endedAt: new Date().toISOString() })])).toEqual([
      changes,
      changes,
      changes,
    ]);
    expect(await everything()).toEqual(before);
    // Two first calls at once: one keeps the game, the other finds it kept.
    const rematch = await playedGame({ black: bob, white: ann, rated: true, plies: 16, ending: { reason: 'resign', winner: 'black' }, seed: 3 });
    const [a, b] = await Promise.all([keepFinishedGame(env.DB, rematch), keepFinishedGame(env.DB, rematch)]);
    expect(a).toEqual(b);
    expect(a!.black.before).toBe(changes!.white.after);
    expect((await playerRow(ann.playerId)).rated_games).toBe(2);
    expect(await db.selectFrom('games').select('id').where('id', '=', rematch.id).execute()).toHaveLength(1);
  });

  it('keeps a player’s two games that end at once, the second rated from the first', async () => {
    const [ann, bob, cy] = [await newPlayer(), await newPlayer(), await newPlayer()];
    const first = await playedGame({ black: ann, white: bob, rated: true, plies: 10, ending: { reason: 'time', winner: 'black' } });
    const second = await playedGame({ black: cy, white: ann, rated: true, plies: 12, ending: { reason: 'abandoned', winner: 'white' } });
    const [one, two] = await Promise.all([keepFinishedGame(env.DB, first), keepFinishedGame(env.DB, second)]);
    const annRow = await playerRow(ann.playerId);
    expect(annRow.rated_games).toBe(2);
    // Whichever committed first, the other started from its result, and ann's rating is the last one.
    const chained = one!.black.after === two!.white.before ? two!.white.after : one!.black.after;
    expect([one!.black.before, two!.white.before]).toContain(1500);
    expect(one!.black.after === two!.white.before || two!.white.after === one!.black.before).toBe(true);
    expect(annRow.rating).toBe(chained);
    const history = await db.selectFrom('ratings').select(['rated_game', 'rating']).where('player_id', '=', ann.playerId).orderBy('rated_game').execute();
    expect(history.map((entry) => entry.rated_game)).toEqual([1, 2]);
    expect(history[1]!.rating).toBe(annRow.rating);
    expect(history[0]!.rating).toBeGreaterThan(1500);
    expect(annRow.rating).toBeGreaterThan(history[0]!.rating);
  });

  it('leaves an aborted game out, and refuses a game that does not check, keeping nothing', async () => {
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    const game = await playedGame({ black: ann, white: bob, rated: true, plies: 8 });
    const before = await everything();
    expect(await keepFinishedGame(env.DB, { ...game, result: { ...game.result, winner: null } })).toBeNull();
    const refused: [string, Partial<FinishedGame> | ((game: FinishedGame) => FinishedGame), RegExp][] = [
      ['an illegal move', (g) => ({ ...g, moves: [{ color: 'black', move: 'a1', ms: 5 }, ...g.moves.slice(1)] }), /^moves\[0\]: .*a1/],
      ['a move out of turn', (g) => ({ ...g, moves: [{ ...g.moves[0]!, color: 'white' }, ...g.moves.slice(1)] }), /^moves\[0\]: "white" moves where black is to move/],
      ['a move in capitals', (g) => ({ ...g, moves: [{ ...g.moves[0]!, move: g.moves[0]!.move.toUpperCase() }, ...g.moves.slice(1)] }), /^moves\[0\]\.move/],
      ['a negative time', (g) => ({ ...g, moves: [{ ...g.moves[0]!, ms: -1 }, ...g.moves.slice(1)] }), /^moves\[0\]\.ms/],
      ['a score that is not the board’s', (g) => ({ ...g, result: { ...g.result, score: { black: 30, white: 34 } } }), /^result\.score: the board has/],
      ['a game won on the board before its end', (g) => ({ ...g, result: { ...g.result, reason: 'score' } }), /not over on the board/],
      ['a resignation without a winner', (g) => ({ ...g, result: { ...g.result, winner: 'draw' } }), /^result\.winner: a game ended by resign is won by black or white/],
      ['a rated game with a seat of no identity', (g) => ({ ...g, players: { ...g.players, white: { name: 'guest', playerId: null } } }), /needs a player's id on both seats/],
      ['a rated game of one player against itself', (g) => ({ ...g, players: { black: g.players.black, white: { ...g.players.black, name: 'other' } } }), /needs two players/],
      ['an unknown player', (g) => ({ ...g, players: { ...g.players, white: { name: 'zed', playerId: 'zzzzzzzzzz' } } }), /^players\.white\.playerId: no player has the id zzzzzzzzzz/],
      ['a name GGF cannot hold', (g) => ({ ...g, players: { ...g.players, black: { ...g.players.black, name: 'a]b' } } }), /^players\.black\.name/],
      ['an end before the start', (g) => ({ ...g, endedAt: '2000-01-01T00:00:00Z' }), /^endedAt: .* is before createdAt/],
      ['no date', (g) => ({ ...g, createdAt: 'yesterday' }), /^createdAt: expected an ISO 8601 date, got "yesterday"/],
      ['unknown rules', (g) => ({ ...g, rules: 'go' as never }), /^rules: Unknown rule set/],
      ['a clock of no time', (g) => ({ ...g, clock: { initialMs: 0, incrementMs: 0 } }), /^clock: /],
    ];
    for (const [what, change, message] of refused) {
      const bad = typeof change === 'function' ? change(game) : { ...game, ...change };
      await expect(keepFinishedGame(env.DB, bad), what).rejects.toThrow(FinishedGameError);
      await expect(keepFinishedGame(env.DB, bad), what).rejects.toThrow(message);
    }
    expect(await everything()).toEqual(before);
  });

  it('keeps games of the other rule sets without a GGF, which records othello only', async () => {
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    const game = await playedGame({ black: ann, white: bob, rules: { name: 'free-placement', mustCapture: true }, plies: 30, ending: { reason: 'agreement', winner: 'draw' } });
    expect(await keepFinishedGame(env.DB, game)).toBeNull();
    const row = await db.selectFrom('games').selectAll().where('id', '=', game.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rules: 'free-placement', must_capture: 1, voluntary_pass: 0, ggf: null, winner: 'draw', reason: 'agreement' });
    const reversi = await playedGame({ black: ann, white: bob, rules: 'reversi' });
    await keepFinishedGame(env.DB, reversi);
    expect(await db.selectFrom('moves').select((eb) => eb.fn.countAll().as('n')).where('game_id', '=', reversi.id).executeTakeFirstOrThrow()).toEqual({ n: reversi.moves.length });
  });
});
