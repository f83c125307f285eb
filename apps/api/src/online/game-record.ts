// A finished game checked against the rules and made into its record: every move replayed with
// @flank/reversi, the result held to the board, and the GGF that the wrapper writes of it.
import { type Color, type ResolvedRules, Reversi, init } from '@flank/reversi';
import type { FinishedGame } from './finished-game.ts';
import { PLAYER_ID, PLAYER_NAME } from './players.ts';

/** A game's id as the objects make them: letters, digits, `_` or `-`. */
const GAME_ID = /^[A-Za-z0-9_-]{1,100}$/;
const MOVE = /^([a-h][1-8]|pass)$/;
const REASONS = ['score', 'resign', 'time', 'agreement', 'abandoned'] as const;

/** A finished game as it is kept: its fields checked, dates in `toISOString()`'s form. */
export interface CheckedGame extends Omit<FinishedGame, 'rules'> {
  rules: ResolvedRules;
  winner: Color | 'draw';
  /** The game replayed, for its GGF. */
  replayed: Reversi;
}

/** A finished game that cannot be kept as it is: the message names the field. Nothing is kept. */
export class FinishedGameError extends Error {
  override name = 'FinishedGameError';
}

function isoDate(value: unknown, field: string): string {
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new FinishedGameError(`${field}: expected an ISO 8601 date, got ${JSON.stringify(value)}`);
  return date.toISOString();
}

function replay(rules: ResolvedRules, moves: FinishedGame['moves']): Reversi {
  if (!Array.isArray(moves)) throw new FinishedGameError('moves: expected an array');
  const game = new Reversi(undefined, { rules });
  moves.forEach((move, ply) => {
    if (!MOVE.test(String(move?.move))) throw new FinishedGameError(`moves[${ply}].move: expected a square a1 to h8 or "pass", got ${JSON.stringify(move?.move)}`);
    if (!Number.isSafeInteger(move.ms) || move.ms < 0) throw new FinishedGameError(`moves[${ply}].ms: expected a whole number of milliseconds, got ${JSON.stringify(move.ms)}`);
    if (game.isGameOver()) throw new FinishedGameError(`moves[${ply}]: the game was over before it`);
    if (move.color !== game.turn()) throw new FinishedGameError(`moves[${ply}]: ${JSON.stringify(move.color)} moves where ${game.turn()} is to move`);
    try {
      if (move.move === 'pass') game.pass();
      else game.move(move.move);
    } catch (error) {
      throw new FinishedGameError(`moves[${ply}]: ${(error as Error).message}`);
    }
  });
  return game;
}

/** The winner the board gives: more discs. */
const leader = (score: { black: number; white: number }): Color | 'draw' => (score.black > score.white ? 'black' : score.white > score.black ? 'white' : 'draw');

/**
 * Checks a finished game and replays it; throws a `FinishedGameError` naming what is wrong. A
 * rated game needs two different players' ids, each seat a name of `PLAYER_NAME`'s form, the
 * result the board's discs, and a win on the board the board's leader.
 *
 * @example
 * ```ts
 * const checked = await checkedGame(game); // checked.replayed.history(): the moves, passes as 'pa'
 * ```
 */
export async function checkedGame(game: FinishedGame): Promise<CheckedGame> {
  await init();
  if (typeof game.id !== 'string' || !GAME_ID.test(game.id)) throw new FinishedGameError(`id: expected 1 to 100 letters, digits, _ or -, got ${JSON.stringify(game.id)}`);
  let rules: ResolvedRules;
  try {
    rules = new Reversi(undefined, { rules: game.rules }).rules();
  } catch (error) {
    throw new FinishedGameError(`rules: ${(error as Error).message}`);
  }
  const { clock } = game;
  if (clock !== null && !(Number.isSafeInteger(clock?.initialMs) && clock.initialMs > 0 && Number.isSafeInteger(clock.incrementMs) && clock.incrementMs >= 0)) {
    throw new FinishedGameError(`clock: expected null or { initialMs, incrementMs } in whole milliseconds (initialMs above 0), got ${JSON.stringify(clock)}`);
  }
  for (const color of ['black', 'white'] as const) {
    const seat = game.players?.[color];
    if (typeof seat?.name !== 'string' || !PLAYER_NAME.test(seat.name)) throw new FinishedGameError(`players.${color}.name: expected 2 to 20 letters, digits, _ or -, got ${JSON.stringify(seat?.name)}`);
    if (seat.playerId !== null && (typeof seat.playerId !== 'string' || !PLAYER_ID.test(seat.playerId))) {
      throw new FinishedGameError(`players.${color}.playerId: expected null or a player's id, got ${JSON.stringify(seat.playerId)}`);
    }
  }
  if (typeof game.rated !== 'boolean') throw new FinishedGameError(`rated: expected true or false, got ${JSON.stringify(game.rated)}`);
  if (game.rated) {
    const { black, white } = game.players;
    if (black.playerId === null || white.playerId === null) throw new FinishedGameError(`players: a rated game needs a player's id on both seats, got ${black.playerId} and ${white.playerId}`);
    if (black.playerId === white.playerId) throw new FinishedGameError(`players: a rated game needs two players, got ${black.playerId} on both seats`);
  }
  const createdAt = isoDate(game.createdAt, 'createdAt');
  const endedAt = isoDate(game.endedAt, 'endedAt');
  if (endedAt < createdAt) throw new FinishedGameError(`endedAt: ${endedAt} is before createdAt, ${createdAt}`);
  const replayed = replay(rules, game.moves);
  const { winner, reason, score } = game.result ?? {};
  if (!REASONS.includes(reason!)) throw new FinishedGameError(`result.reason: expected one of ${REASONS.join(', ')}, got ${JSON.stringify(reason)}`);
  const board = replayed.score();
  if (score?.black !== board.black || score.white !== board.white) {
    throw new FinishedGameError(`result.score: the board has ${board.black} black and ${board.white} white discs, got ${JSON.stringify(score)}`);
  }
  const expected = reason === 'score' ? leader(board) : reason === 'agreement' ? 'draw' : undefined;
  if (reason === 'score' && !replayed.isGameOver()) throw new FinishedGameError('result.reason: "score", but the game is not over on the board');
  if (expected !== undefined ? winner !== expected : winner !== 'black' && winner !== 'white') {
    throw new FinishedGameError(`result.winner: a game ended by ${reason} ${expected === undefined ? 'is won by black or white' : `is ${expected === 'draw' ? 'a draw' : `${expected}'s`}`}, got ${JSON.stringify(winner)}`);
  }
  return { ...game, rules, winner: winner!, createdAt, endedAt, replayed };
}

/** A GGS clock time of `ms` milliseconds: `mm:ss`, or `h:mm:ss` from an hour. */
function clockTime(ms: number): string {
  const seconds = ms / 1000;
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const secondsText = (rest < 10 ? '0' : '') + String(Number(rest.toFixed(3)));
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secondsText}` : `${String(minutes).padStart(2, '0')}:${secondsText}`;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** GGF's ending of a game not played out: GGS's `:r`, `:t` and `:s`, black's win counted +64. */
const ENDINGS = { resign: 'resigned', time: 'timeout', abandoned: 'timeout', agreement: 'agreed' } as const;

/**
 * The game in GGF (othello only: the format records no other rule set, so null), with the players'
 * names, their ratings before a rated game, the start date, the clock (`TI`, initial/increment),
 * each move's time in seconds, and the result: the final score on the board (empties to the
 * winner), or for a game not played out ±64 (`:r` resigned; `:t` lost on time or abandoned) and a
 * draw agreed as `0:s`.
 *
 * @example
 * ```ts
 * ggfOf(checked, { black: 1500, white: 1500 }); // '(;GM[Othello]PC[Flank]DT[…]PB[ann]PW[bob]RB[1500]…;)'
 * ```
 */
export function ggfOf(game: CheckedGame, ratings: Record<Color, number> | null): string | null {
  if (game.rules.name !== 'othello') return null;
  const { reason } = game.result;
  const won = game.winner === 'black' ? 64 : game.winner === 'white' ? -64 : 0;
  return game.replayed.toGGF({
    black: game.players.black.name,
    white: game.players.white.name,
    ...(ratings === null ? {} : { blackRating: hundredths(ratings.black), whiteRating: hundredths(ratings.white) }),
    date: new Date(game.createdAt),
    place: 'Flank',
    ...(game.clock === null ? {} : { time: `${clockTime(game.clock.initialMs)}/${clockTime(game.clock.incrementMs)}` }),
    ...(reason === 'score' ? {} : { result: { score: won, end: ENDINGS[reason] } }),
    moves: game.moves.map((move) => ({ time: move.ms / 1000 })),
  });
}
