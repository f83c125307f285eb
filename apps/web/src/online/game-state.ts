// An online game as the page knows it, free of the socket: the object's last `state` (the one
// source of the view), the seat this page plays (or none: it watches), a move sent and not yet
// accepted, the object's last refusal, and the clocks as they arrived. `received` takes each
// message of the object; the rest says what the page may do now. Nothing here decides a rule: the
// position is the object's moves replayed through @flank/reversi.
import type { Color, Reversi } from '@flank/reversi';
import type { GameView, OnlineErrorCode, ServerMessage } from '@flank/reversi/online';
import { type GameRecord, replay } from '../game/record.ts';
import { type ClockBase, clockBase } from './online-clock.ts';

/** A move the page sent for the ply it answers, shown as "sent" until the object's state has it. */
export interface SentMove {
  ply: number;
  move: string;
}

/** Everything the page knows of an online game. */
export interface GameState {
  /** The object's last view of the game, or null before the first. */
  game: GameView | null;
  /** The side this page plays, or null: it watches. */
  you: Color | null;
  sent: SentMove | null;
  /** The object's last refusal, until the next state. */
  error: { code: OnlineErrorCode; message: string } | null;
  clock: ClockBase | null;
}

/** Before the object has said anything. */
export const EMPTY_STATE: GameState = { game: null, you: null, sent: null, error: null, clock: null };

/**
 * The state after a message of the object, arrived at `now` with `lag` (half the round trip). A
 * state replaces the game whole; an error leaves it and drops the move sent (nothing changed);
 * a pong changes nothing here (round-trip.ts measures it).
 *
 * @example
 * ```ts
 * let state = EMPTY_STATE;
 * state = received(state, { type: 'state', game, you: 'black' }, performance.now(), 20);
 * ```
 */
export function received(state: GameState, message: ServerMessage, now: number, lag: number): GameState {
  switch (message.type) {
    case 'state': {
      const { game, you } = message;
      // The move sent is the object's now, or was overtaken (a takeback, the game's end).
      const sent = state.sent && game.moves.length === state.sent.ply && game.status === 'playing' ? state.sent : null;
      return { game, you, sent, error: null, clock: clockBase(game, now, lag) };
    }
    case 'error':
      return { ...state, sent: null, error: { code: message.code, message: message.message } };
    case 'pong':
      return state;
  }
}

/** A move of the page's notation ('pa' a pass) as a move message says it ('pass'), and back. */
export const messageMove = (move: string): string => (move === 'pa' ? 'pass' : move);
export const pageMove = (move: string): string => (move === 'pass' ? 'pa' : move);

/**
 * The game as a record of the page (src/game/record.ts): its rules, its moves, who played it and
 * when, for the board here and for *Analyse*.
 *
 * @example
 * ```ts
 * recordOf(game); // { rules: { name: 'othello' }, start: null, moves: ['f5', 'd6'], undone: [], about: { black: 'Ana', white: 'Luis', date: '2026-12-01' } }
 * ```
 */
export function recordOf(game: GameView): GameRecord {
  const about: GameRecord['about'] = { date: game.createdAt.slice(0, 10), place: 'Flank online' };
  if (game.players.black) about.black = game.players.black.name;
  if (game.players.white) about.white = game.players.white.name;
  return { rules: game.rules, start: null, moves: game.moves.map((move) => pageMove(move.move)), undone: [], about };
}

/** The game's position after the object's moves: a move sent shows apart, as sent, until the object has it. */
export function positionOf(state: GameState): Reversi | null {
  if (!state.game) return null;
  return replay(recordOf(state.game));
}

/** The other side. */
export const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');

/** Whether this page may play a move now: its seat, its turn, nothing sent and unanswered. */
export function canMove(state: GameState): boolean {
  const { game, you } = state;
  return game !== null && you !== null && game.status === 'playing' && game.turn === you && state.sent === null;
}

/** What an offer stands at, for this page: none, its own (it may withdraw it), or the other side's (to answer). */
export type OfferStanding = 'none' | 'mine' | 'theirs';

export function offerStanding(state: GameState, offer: 'draw' | 'takeback' | 'rematch'): OfferStanding {
  const by = state.game?.offers[offer] ?? null;
  if (by === null || state.you === null) return 'none';
  return by === state.you ? 'mine' : 'theirs';
}

/** The buttons a player has now; a spectator has none. */
export interface GameActions {
  resign: boolean;
  /** Before both sides have moved: the game is called off, nobody wins. */
  abort: boolean;
  draw: boolean;
  /** A move of this side's to take back. */
  takeback: boolean;
  /** After the game, while no rematch is made. */
  rematch: boolean;
}

/**
 * What this page's player may do now: while the game is played, resign, offer a draw, ask to take
 * a move back (once it has moved), abort (before both sides have moved); once it is over, a
 * rematch.
 *
 * @example
 * ```ts
 * actionsOf(state); // { resign: true, abort: true, draw: true, takeback: false, rematch: false }
 * ```
 */
export function actionsOf(state: GameState): GameActions {
  const { game, you } = state;
  const none = { resign: false, abort: false, draw: false, takeback: false, rematch: false };
  if (!game || you === null) return none;
  // A pass is no move of one's own: forced ones are the object's, and a takeback goes back to a disc placed.
  const moved = (color: Color) => game.moves.some((move) => move.color === color && move.move !== 'pass');
  if (game.status === 'waiting') return { ...none, abort: true };
  if (game.status === 'playing') {
    return { resign: true, abort: !(moved('black') && moved('white')), draw: true, takeback: moved(you), rematch: false };
  }
  return { ...none, rematch: game.rematch === null && game.players.black !== null && game.players.white !== null };
}
