// The messages of online play, one module for all who speak them: the game's Durable Object
// (apps/api), the page (apps/web) and any bot. A socket carries JSON text; each side reads what
// it receives through `readClientMessage` / `readServerMessage`, which refuse anything that is not
// exactly one of these shapes, with a message that names what is wrong.
import type { Color } from '../notation/board-string.ts';
import type { ResolvedRules } from '../core/rules.ts';
import { OnlineMessageError, field, nonNegativeInteger, objectOf, oneOf, optionalString, squareOrPass, stringField } from './reading.ts';

/** A clock: each side starts with `initialMs` and gains `incrementMs` after each of its moves (Fischer). */
export interface ClockSetting {
  initialMs: number;
  incrementMs: number;
}

/** The clocks people play most, and the rule texts' tournament game (20 minutes a side). */
export const CLOCK_PRESETS: readonly (ClockSetting & { name: string })[] = [
  { name: '3+2', initialMs: 180_000, incrementMs: 2_000 },
  { name: '5+3', initialMs: 300_000, incrementMs: 3_000 },
  { name: '10+5', initialMs: 600_000, incrementMs: 5_000 },
  { name: '20+0', initialMs: 1_200_000, incrementMs: 0 },
];

/** The longest message either side sends, in characters: a game's whole state fits many times over. */
export const MAX_MESSAGE_LENGTH = 65_536;
/** The longest message a client sends: every client message is a few dozen characters. */
export const MAX_CLIENT_MESSAGE_LENGTH = 512;

/** Where a game is in its life. */
export type OnlineStatus = 'waiting' | 'playing' | 'finished' | 'aborted';

/** How a game ended. */
export type EndReason = 'score' | 'resign' | 'time' | 'agreement' | 'abandoned';

/** A move of an online game: a square, or `'pass'`, with the time its side took, in milliseconds. */
export interface OnlineMove {
  color: Color;
  move: string;
  ms: number;
}

/** Who holds a seat. A seat secret is never in a view: only its holder knows it. */
export interface SeatView {
  name: string;
  /** The player's identity where the seat's holder keeps one (a rated game needs both), else null. */
  playerId: string | null;
  /** The player's rating when the game began, where the player keeps an identity. */
  rating: number | null;
  /** Whether a socket of this seat is open now. */
  connected: boolean;
}

/** How a game ended, once it has. */
export interface OnlineResult {
  winner: Color | 'draw' | null;
  reason: EndReason;
  /** The discs each side has on the board at the end (empties not counted). */
  score: { black: number; white: number };
}

/** A game as everyone may see it: the object's truth at the moment it was sent. */
export interface GameView {
  id: string;
  /** The rule set with its options, as the wrapper resolves it. */
  rules: ResolvedRules;
  /** null: untimed. */
  clock: ClockSetting | null;
  rated: boolean;
  /** Listed in the lobby as an open challenge while it waits for its second player. */
  open: boolean;
  status: OnlineStatus;
  /** The moves played, passes included: `moves.length` is the ply a move message answers. */
  moves: OnlineMove[];
  /** The side to move while the game is played, else null. */
  turn: Color | null;
  /** Milliseconds left on each side's clock when the message was sent (null: untimed). */
  clocks: { black: number; white: number } | null;
  players: { black: SeatView | null; white: SeatView | null };
  /** A side's standing offer or request, answered by the other side. */
  offers: { draw: Color | null; takeback: Color | null; rematch: Color | null };
  result: OnlineResult | null;
  /** The game that a rematch started, colours swapped. */
  rematch: string | null;
  /** Each side's rating before and after, once a rated game that ended is kept. */
  ratings: { black: { before: number; after: number }; white: { before: number; after: number } } | null;
  /** When the game was created and (once over) ended, as ISO 8601. */
  createdAt: string;
  endedAt: string | null;
}

/** A game as the lobby lists it: an open challenge, or a game being played. */
export interface GameSummary {
  id: string;
  rules: ResolvedRules;
  clock: ClockSetting | null;
  rated: boolean;
  status: 'waiting' | 'playing';
  players: { black: { name: string; rating: number | null } | null; white: { name: string; rating: number | null } | null };
  createdAt: string;
}

/** What the lobby's socket says, at once and after every change: its lists, newest first. */
export interface LobbyMessage {
  type: 'lobby';
  /** Open challenges: games waiting for an opponent, which anyone may take. */
  challenges: GameSummary[];
  /** Games being played, to watch. */
  playing: GameSummary[];
}

/**
 * What a client says on a game's socket. `join` comes first: with a seat's secret the socket
 * plays for that seat, without one it watches. `move` names the ply it answers (the number of
 * moves played before it): a message for another ply is stale, and ignored.
 */
export type ClientMessage =
  | { type: 'join'; secret?: string }
  | { type: 'move'; ply: number; move: string }
  | { type: 'resign' }
  | { type: 'abort' }
  | { type: 'draw'; action: OfferAction }
  | { type: 'takeback'; action: OfferAction }
  | { type: 'rematch'; action: OfferAction }
  | { type: 'ping'; id: number };

/** What one side does with an offer: make it, take the other's, turn it down (or withdraw its own). */
export type OfferAction = 'offer' | 'accept' | 'decline';

/** What the object says: the game after every change, an error for the one socket that erred, a ping's answer. */
export type ServerMessage =
  | { type: 'state'; game: GameView; you: Color | null }
  | { type: 'error'; code: OnlineErrorCode; message: string }
  | { type: 'pong'; id: number };

/** Why the object refused a message. Nothing changes when it does. */
export type OnlineErrorCode =
  | 'bad-message'
  | 'not-joined'
  | 'bad-secret'
  | 'not-your-seat'
  | 'not-your-turn'
  | 'illegal-move'
  | 'stale-ply'
  | 'not-now'
  | 'too-many-messages';

const OFFER_ACTIONS: readonly OfferAction[] = ['offer', 'accept', 'decline'];

/**
 * Reads a client's message, exactly one of `ClientMessage`'s shapes; anything else throws an
 * `OnlineMessageError` naming what is wrong.
 *
 * @example
 * ```ts
 * readClientMessage('{"type":"move","ply":0,"move":"f5"}'); // { type: 'move', ply: 0, move: 'f5' }
 * readClientMessage('{"type":"move","ply":0}'); // throws: a move message needs "move"
 * ```
 */
export function readClientMessage(text: unknown): ClientMessage {
  const message = objectOf(text, MAX_CLIENT_MESSAGE_LENGTH);
  const type = stringField(message, 'type');
  switch (type) {
    case 'join': {
      field.only(message, ['type', 'secret']);
      const secret = optionalString(message, 'secret', 128);
      return secret === undefined ? { type } : { type, secret };
    }
    case 'move':
      field.only(message, ['type', 'ply', 'move']);
      return { type, ply: nonNegativeInteger(message, 'ply'), move: squareOrPass(message, 'move') };
    case 'resign':
    case 'abort':
      field.only(message, ['type']);
      return { type };
    case 'draw':
    case 'takeback':
    case 'rematch':
      field.only(message, ['type', 'action']);
      return { type, action: oneOf(message, 'action', OFFER_ACTIONS) };
    case 'ping':
      field.only(message, ['type', 'id']);
      return { type, id: nonNegativeInteger(message, 'id') };
    default:
      throw new OnlineMessageError(`"type" ${JSON.stringify(type)} is no client message: join, move, resign, abort, draw, takeback, rematch or ping`);
  }
}

/**
 * Reads what the object sent: a bot's or a page's side of `readClientMessage`. It checks the
 * message's kind and its fields' presence, and trusts the object for the rest.
 *
 * @example
 * ```ts
 * const message = readServerMessage(event.data);
 * if (message.type === 'state') console.log(message.game.moves.length);
 * ```
 */
export function readServerMessage(text: unknown): ServerMessage {
  const message = objectOf(text, MAX_MESSAGE_LENGTH);
  const type = stringField(message, 'type');
  switch (type) {
    case 'state':
      if (typeof message.game !== 'object' || message.game === null) throw new OnlineMessageError('a state message needs "game", an object');
      return message as unknown as ServerMessage;
    case 'error':
      stringField(message, 'code');
      stringField(message, 'message');
      return message as unknown as ServerMessage;
    case 'pong':
      nonNegativeInteger(message, 'id');
      return message as unknown as ServerMessage;
    default:
      throw new OnlineMessageError(`"type" ${JSON.stringify(type)} is no server message: state, error or pong`);
  }
}

/**
 * Reads what the lobby's socket sent.
 *
 * @example
 * ```ts
 * const { challenges, playing } = readLobbyMessage(event.data);
 * ```
 */
export function readLobbyMessage(text: unknown): LobbyMessage {
  const message = objectOf(text, MAX_MESSAGE_LENGTH * 4);
  if (message.type !== 'lobby' || !Array.isArray(message.challenges) || !Array.isArray(message.playing)) {
    throw new OnlineMessageError('a lobby message has "type": "lobby", "challenges" and "playing"');
  }
  return message as unknown as LobbyMessage;
}

export { OnlineMessageError };
