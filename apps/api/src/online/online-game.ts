// An online game's state and its rules of life, free of the Durable Object that keeps it: the
// object (game-room.ts) stores a `StoredGame`, hands each message here with the sender's seat and
// the time, and stores what comes back before anyone hears of it. Every function either refuses
// (an `OnlineRefusal`, the game untouched) or returns the changed game: never half of a change.
import { type Color, Reversi, type ResolvedRules } from '@flank/reversi';
import type { FinishedGame, RatingChanges } from './finished-game.ts';
import type { ClientMessage, ClockSetting, GameSummary, GameView, OnlineErrorCode, OnlineMove, OnlineResult, OnlineStatus } from '@flank/reversi/online';

/** A seat as the object keeps it: who holds it, and the hash of its secret (never the secret). */
export interface StoredSeat {
  name: string;
  playerId: string | null;
  rating: number | null;
  secretHash: string;
  /** When the seat's last socket closed while the game was played (ms since 1970), else null. */
  goneSince: number | null;
}

/** Everything a game's object stores: one record, written whole after every accepted change. */
export interface StoredGame {
  id: string;
  rules: ResolvedRules;
  clock: ClockSetting | null;
  rated: boolean;
  open: boolean;
  status: OnlineStatus;
  moves: OnlineMove[];
  seats: { black: StoredSeat | null; white: StoredSeat | null };
  /** Each side's time left when the running clock started (`turnStartedAt`). */
  clocks: { black: number; white: number } | null;
  /** When the side to move's turn began (ms since 1970), while the game is played. */
  turnStartedAt: number | null;
  offers: { draw: Color | null; takeback: Color | null; rematch: Color | null };
  result: OnlineResult | null;
  rematch: string | null;
  createdAt: number;
  endedAt: number | null;
  /** Who created it, as the lobby counts a client's games (a player's id, else a hash of the address). */
  owner: string;
  /** Whether the finished game is kept in D1. */
  kept: boolean;
  /** What keeping a rated game did to both ratings. */
  ratings: RatingChanges | null;
}

/** A message refused, with why: the game did not change. */
export class OnlineRefusal extends Error {
  readonly code: OnlineErrorCode;
  constructor(code: OnlineErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** How long an untimed game waits for a player to move whose every socket is closed, before that player loses. */
export const ABANDON_MS = 10 * 60_000;
/** How long an open challenge waits for an opponent before it is withdrawn. */
export const WAITING_MS = 60 * 60_000;

/** The other side. */
export const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');

/** The most sockets one game holds open: its two players on a few devices and its spectators. */
export const MAX_SOCKETS = 500;

/**
 * Each game record's position, kept beside it: the object asks for it several times a message (the
 * turn, the clocks, the view), and replaying the whole game each time was most of what a move cost
 * (docs/benchmarks.md, issue 54). A record is never changed in place (every change makes a new
 * one), so the position stays its own; a move played moves the board on to the record it makes.
 */
const positions = new WeakMap<object, Reversi>();

/** The game's position, replayed from its moves through the wrapper once per record: read it, never play on it. */
export function replayed(game: Pick<StoredGame, 'rules' | 'moves'>): Reversi {
  let board = positions.get(game);
  if (board === undefined) {
    board = new Reversi(undefined, { rules: game.rules });
    for (const { move } of game.moves) {
      if (move === 'pass') board.pass();
      else board.move(move);
    }
    positions.set(game, board);
  }
  return board;
}

/** The side whose turn it is in a game being played, else null. */
export function turnOf(game: StoredGame, board: Reversi): Color | null {
  return game.status === 'playing' ? board.turn() : null;
}

/** Milliseconds left on a side's clock at `now` (its running time taken off), or null when untimed. */
export function timeLeft(game: StoredGame, color: Color, now: number, board: Reversi): number | null {
  if (game.clocks === null) return null;
  const left = game.clocks[color];
  if (turnOf(game, board) !== color || game.turnStartedAt === null) return left;
  return Math.max(0, left - (now - game.turnStartedAt));
}

/** What a new game is made of. */
export interface NewGame {
  id: string;
  rules: ResolvedRules;
  clock: ClockSetting | null;
  rated: boolean;
  open: boolean;
  color: Color;
  seat: Omit<StoredSeat, 'goneSince'>;
  owner: string;
}

/** A game waiting for its second player, its creator on `color`. */
export function newGame({ id, rules, clock, rated, open, color, seat, owner }: NewGame, now: number): StoredGame {
  const seats = { black: null, white: null, [color]: { ...seat, goneSince: null } } as StoredGame['seats'];
  return {
    id,
    rules,
    clock,
    rated,
    open,
    status: 'waiting',
    moves: [],
    seats,
    clocks: null,
    turnStartedAt: null,
    offers: { draw: null, takeback: null, rematch: null },
    result: null,
    rematch: null,
    createdAt: now,
    endedAt: null,
    owner,
    kept: false,
    ratings: null,
  };
}

/** The free seat's colour, or null once both are taken. */
export const freeSeat = (game: StoredGame): Color | null => (game.seats.black === null ? 'black' : game.seats.white === null ? 'white' : null);

/** Seats the second player and starts the game: Black's clock runs from now. */
export function seated(game: StoredGame, seat: Omit<StoredSeat, 'goneSince'>, now: number): StoredGame {
  const color = freeSeat(game);
  if (game.status !== 'waiting' || color === null) throw new OnlineRefusal('not-now', 'both seats of this game are taken');
  return {
    ...game,
    seats: { ...game.seats, [color]: { ...seat, goneSince: null } },
    status: 'playing',
    clocks: game.clock === null ? null : { black: game.clock.initialMs, white: game.clock.initialMs },
    turnStartedAt: now,
  };
}

function finished(game: StoredGame, board: Reversi, winner: Color | 'draw' | null, reason: OnlineResult['reason'], now: number): StoredGame {
  const clocks = game.clocks === null ? null : { black: timeLeft(game, 'black', now, board)!, white: timeLeft(game, 'white', now, board)! };
  return {
    ...game,
    status: 'finished',
    clocks,
    turnStartedAt: null,
    offers: { draw: null, takeback: null, rematch: null },
    result: { winner, reason, score: board.score() },
    endedAt: now,
  };
}

/**
 * Ends the game where its running clock reached 0, or where the side to move of an untimed game
 * has been gone for `ABANDON_MS`; returns the game unchanged otherwise. The object calls it at
 * its alarm and before every message, so that no move lands after a flag, however late the alarm.
 */
export function withTimeout(game: StoredGame, board: Reversi, now: number): StoredGame {
  if (game.status === 'waiting' && now - game.createdAt >= WAITING_MS) return { ...game, status: 'aborted', endedAt: now };
  const turn = turnOf(game, board);
  if (turn === null) return game;
  if (game.clocks !== null) {
    return timeLeft(game, turn, now, board) === 0 ? finished(game, board, other(turn), 'time', now) : game;
  }
  const gone = game.seats[turn]?.goneSince ?? null;
  return gone !== null && now - gone >= ABANDON_MS ? finished(game, board, other(turn), 'abandoned', now) : game;
}

/** When the object's alarm should next ring for this game (ms since 1970), or null. */
export function nextDeadline(game: StoredGame, board: Reversi): number | null {
  if (game.status === 'waiting') return game.createdAt + WAITING_MS;
  const turn = turnOf(game, board);
  if (turn === null || game.turnStartedAt === null) return null;
  if (game.clocks !== null) return game.turnStartedAt + game.clocks[turn];
  const gone = game.seats[turn]?.goneSince ?? null;
  return gone === null ? null : gone + ABANDON_MS;
}

/**
 * The side's move played: its clock charged and given its increment, forced passes played after
 * it, the end scored. `board` is `replayed(game)`, played on: it becomes the new record's position,
 * and `game` replays afresh where it is asked for again.
 */
function played(game: StoredGame, board: Reversi, color: Color, move: string, now: number): StoredGame {
  positions.delete(game);
  const spent = game.turnStartedAt === null ? 0 : now - game.turnStartedAt;
  if (move === 'pass') board.pass();
  else board.move(move);
  const moves: OnlineMove[] = [...game.moves, { color, move, ms: spent }];
  // A side with no move to play and no choice passes at once (othello's rule; free placement's passes are a choice).
  while (!board.isGameOver() && board.moves().length === 0 && board.canPass()) {
    moves.push({ color: board.turn(), move: 'pass', ms: 0 });
    board.pass();
  }
  let clocks = game.clocks;
  if (clocks !== null && game.clock !== null) clocks = { ...clocks, [color]: clocks[color] - spent + game.clock.incrementMs };
  const next: StoredGame = { ...game, moves, clocks, turnStartedAt: now, offers: { draw: null, takeback: null, rematch: null } };
  // The other side's draw offer stands until it is answered or this side moves; its own is kept.
  if (game.offers.draw === color) next.offers.draw = color;
  const after = board.isGameOver() ? finished(next, board, board.result(), 'score', now) : next;
  positions.set(after, board);
  return after;
}

/** The moves a takeback removes: back to, and including, the asker's last own move (a square, not a pass). */
function takenBack(moves: readonly OnlineMove[], asker: Color): OnlineMove[] | null {
  for (let i = moves.length - 1; i >= 0; i--) {
    if (moves[i]!.color === asker && moves[i]!.move !== 'pass') return moves.slice(0, i);
  }
  return null;
}

const bothMoved = (game: StoredGame) => game.moves.some((m) => m.color === 'black' && m.move !== 'pass') && game.moves.some((m) => m.color === 'white' && m.move !== 'pass');

/**
 * The game after a seat's message (`seat` null: a spectator), or an `OnlineRefusal` saying why
 * not. `join` and `ping` are the object's own business and never reach here. A rematch accepted
 * returns the game with `offers.rematch` cleared and `rematch` still null: the object makes the
 * new game, then records its id.
 *
 * @example
 * ```ts
 * const next = afterMessage(game, 'black', { type: 'move', ply: 0, move: 'f5' }, Date.now());
 * ```
 */
export function afterMessage(game: StoredGame, seat: Color | null, message: Exclude<ClientMessage, { type: 'join' | 'ping' }>, now: number): StoredGame {
  if (seat === null) throw new OnlineRefusal('not-your-seat', 'a spectator cannot play: join with a seat\u2019s secret');
  const board = replayed(game);
  const playing = game.status === 'playing';
  const opponent = other(seat);
  switch (message.type) {
    case 'move': {
      if (!playing) throw new OnlineRefusal('not-now', `the game is ${game.status}: no move can be played`);
      if (message.ply !== game.moves.length) {
        throw new OnlineRefusal('stale-ply', `that move answers ply ${message.ply}, and the game is at ply ${game.moves.length}: it was not played`);
      }
      if (board.turn() !== seat) throw new OnlineRefusal('not-your-turn', `it is ${board.turn()}'s turn`);
      if (message.move === 'pass' ? !board.canPass() : !board.moves().includes(message.move)) {
        throw new OnlineRefusal('illegal-move', message.move === 'pass' ? 'you have a move to play: passing is not allowed here' : `${message.move} is not a legal move here`);
      }
      return played(game, board, seat, message.move, now);
    }
    case 'resign':
      if (!playing) throw new OnlineRefusal('not-now', `the game is ${game.status}: there is nothing to resign`);
      return finished(game, board, opponent, 'resign', now);
    case 'abort':
      if (game.status === 'waiting') return { ...game, status: 'aborted', endedAt: now };
      if (!playing || bothMoved(game)) throw new OnlineRefusal('not-now', 'a game can be aborted only before both sides have moved');
      return { ...finished(game, board, null, 'resign', now), status: 'aborted', result: null };
    case 'draw':
      if (!playing) throw new OnlineRefusal('not-now', `the game is ${game.status}: no draw can be offered`);
      return answered(game, 'draw', seat, message.action, () => finished(game, board, 'draw', 'agreement', now));
    case 'takeback':
      if (!playing) throw new OnlineRefusal('not-now', `the game is ${game.status}: no move can be taken back`);
      return answered(game, 'takeback', seat, message.action, () => {
        const moves = takenBack(game.moves, opponent)!;
        return { ...game, moves, turnStartedAt: now, offers: { draw: null, takeback: null, rematch: null } };
      }, () => (takenBack(game.moves, seat) === null ? 'you have no move to take back' : null));
    case 'rematch':
      if (game.status !== 'finished') throw new OnlineRefusal('not-now', 'a rematch is offered once the game is over');
      if (game.rematch !== null) throw new OnlineRefusal('not-now', 'the rematch has begun');
      return answered(game, 'rematch', seat, message.action, () => ({ ...game, offers: { ...game.offers, rematch: null } }));
  }
}

/** An offer made, accepted (`accept()` makes the game it leads to), declined or withdrawn. */
function answered(
  game: StoredGame,
  kind: keyof StoredGame['offers'],
  seat: Color,
  action: 'offer' | 'accept' | 'decline',
  accept: () => StoredGame,
  cannotOffer: () => string | null = () => null,
): StoredGame {
  const standing = game.offers[kind];
  const withOffer = (value: Color | null): StoredGame => ({ ...game, offers: { ...game.offers, [kind]: value } });
  if (action === 'offer') {
    if (standing === seat) throw new OnlineRefusal('not-now', `your ${kind} offer stands already`);
    if (standing === other(seat)) throw new OnlineRefusal('not-now', `your opponent offers a ${kind}: accept or decline it`);
    const why = cannotOffer();
    if (why !== null) throw new OnlineRefusal('not-now', why);
    return withOffer(seat);
  }
  if (standing === null) throw new OnlineRefusal('not-now', `no ${kind} is offered`);
  if (action === 'decline') return withOffer(null);
  if (standing === seat) throw new OnlineRefusal('not-now', `you cannot accept your own ${kind} offer`);
  return accept();
}

/** The game as everyone may see it at `now`: seats without their secrets. */
export function viewOf(game: StoredGame, connected: { black: boolean; white: boolean }, now: number, board: Reversi = replayed(game)): GameView {
  const seat = (color: Color) => {
    const held = game.seats[color];
    return held === null ? null : { name: held.name, playerId: held.playerId, rating: held.rating, connected: connected[color] };
  };
  const clocks = game.clocks === null ? null : { black: timeLeft(game, 'black', now, board)!, white: timeLeft(game, 'white', now, board)! };
  return {
    id: game.id,
    rules: game.rules,
    clock: game.clock,
    rated: game.rated,
    open: game.open,
    status: game.status,
    moves: game.moves,
    turn: turnOf(game, board),
    clocks,
    players: { black: seat('black'), white: seat('white') },
    offers: game.offers,
    result: game.result,
    rematch: game.rematch,
    ratings: game.ratings,
    createdAt: new Date(game.createdAt).toISOString(),
    endedAt: game.endedAt === null ? null : new Date(game.endedAt).toISOString(),
  };
}

/** The game as the lobby lists it. */
export function summaryOf(game: StoredGame): GameSummary {
  const seat = (color: Color) => {
    const held = game.seats[color];
    return held === null ? null : { name: held.name, rating: held.rating };
  };
  return {
    id: game.id,
    rules: game.rules,
    clock: game.clock,
    rated: game.rated,
    status: game.status === 'waiting' ? 'waiting' : 'playing',
    players: { black: seat('black'), white: seat('white') },
    createdAt: new Date(game.createdAt).toISOString(),
  };
}

/**
 * A finished game as D1 keeps it (keep-finished-game.ts).
 *
 * @example
 * ```ts
 * await keepFinishedGame(env.DB, finishedGameOf(game));
 * ```
 */
export function finishedGameOf(game: StoredGame): FinishedGame {
  const seat = (color: Color) => ({ name: game.seats[color]!.name, playerId: game.seats[color]!.playerId });
  return {
    id: game.id,
    rules: game.rules,
    clock: game.clock,
    rated: game.rated,
    players: { black: seat('black'), white: seat('white') },
    result: game.result!,
    moves: game.moves,
    createdAt: new Date(game.createdAt).toISOString(),
    endedAt: new Date(game.endedAt!).toISOString(),
  };
}
