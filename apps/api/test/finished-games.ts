// Finished games for the records' tests, played by the wrapper: legal moves picked by a fixed rule
// (passes where a side has none), to the end or, for a game not played out, for some plies.
import { type Color, Reversi, type RulesInput, init } from '@flank/reversi';
import type { OnlineMove } from '@flank/reversi/online';
import type { FinishedGame, FinishedSeat } from '../src/online/finished-game.ts';

let games = 0;

/** A fresh game id for each game of a test run. */
export const gameId = () => `g${Date.now().toString(36)}${(games++).toString(36)}`;

/**
 * A game between `black` and `white`. Played out unless `plies` stops it, in which case it ends
 * by `ending` (default: white resigns). Its `n`-th move is the legal move at `n * seed` in
 * square order, so that different seeds play different games.
 *
 * @example
 * ```ts
 * const game = await playedGame({ black: { name: 'ann', playerId: ann.id }, white: { name: 'bob', playerId: bob.id }, rated: true });
 * ```
 */
export async function playedGame(options: {
  black: FinishedSeat;
  white: FinishedSeat;
  rated?: boolean;
  rules?: RulesInput;
  plies?: number;
  ending?: { reason: 'resign' | 'time' | 'abandoned'; winner: Color } | { reason: 'agreement'; winner: 'draw' };
  seed?: number;
  endedAt?: string;
  id?: string;
}): Promise<FinishedGame> {
  await init();
  const game = new Reversi(undefined, { rules: options.rules ?? 'othello' });
  const seed = options.seed ?? 7;
  const moves: OnlineMove[] = [];
  while (!game.isGameOver() && moves.length < (options.plies ?? Infinity)) {
    const legal = game.moves();
    const color = game.turn();
    const move = legal.length === 0 ? 'pass' : legal[(moves.length * seed) % legal.length]!;
    if (move === 'pass') game.pass();
    else game.move(move);
    moves.push({ color, move, ms: 1000 + 137 * moves.length });
  }
  const score = game.score();
  const over = game.isGameOver();
  const ending = over ? { reason: 'score' as const, winner: score.black > score.white ? 'black' : score.white > score.black ? 'white' : 'draw' } : (options.ending ?? { reason: 'resign' as const, winner: 'black' as const });
  const endedAt = options.endedAt ?? new Date().toISOString();
  return {
    id: options.id ?? gameId(),
    rules: options.rules ?? 'othello',
    clock: { initialMs: 300_000, incrementMs: 3_000 },
    rated: options.rated ?? false,
    players: { black: options.black, white: options.white },
    result: { winner: ending.winner as Color | 'draw', reason: ending.reason, score },
    moves,
    createdAt: new Date(Date.parse(endedAt) - 600_000).toISOString(),
    endedAt,
  };
}
