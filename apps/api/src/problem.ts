import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every kind of problem the API reports: its status, its title, and what it means (the /docs page
 * lists them, and each problem's `type` points there).
 */
export const PROBLEM_TYPES = {
  'malformed-json': { status: 400, title: 'Malformed JSON', meaning: 'The request body is not valid JSON.' },
  'invalid-request': {
    status: 400,
    title: 'Invalid request',
    meaning: 'A field or query parameter has the wrong type, an unknown name, or a value out of range.',
  },
  'invalid-position': {
    status: 400,
    title: 'Invalid position',
    meaning: 'The position is neither a board string nor a transcript (`character` is the offending one, counting from 1), or no game under the rule set reaches its board.',
  },
  'invalid-game': {
    status: 400,
    title: 'Invalid game',
    meaning: 'The game is not GGF that Flank reads (one 8x8 Othello game); `character` is the offending one in it, counting from 1.',
  },
  'invalid-move': {
    status: 400,
    title: 'Invalid move',
    meaning: 'A move is not a square (a1 to h8) or "pa" for a pass; `character` is the offending one, counting from 1.',
  },
  'invalid-rules': { status: 400, title: 'Invalid rules', meaning: 'An unknown rule set, or an option it does not take.' },
  'body-too-large': { status: 413, title: 'Body too large', meaning: 'The request body is larger than the API accepts.' },
  'unsupported-media-type': {
    status: 415,
    title: 'Unsupported media type',
    meaning: 'A request body must be JSON, sent with Content-Type: application/json.',
  },
  'name-taken': { status: 409, title: 'Name taken', meaning: 'Another player has this name: names are unique whatever their case.' },
  'illegal-move': {
    status: 422,
    title: 'Illegal move',
    meaning: 'A move the rules do not allow in its position: `move` is the move, `moveNumber` its place among the moves (from 1: the detail’s “the 2nd move”), and `character` where it starts in the field’s string (from 1).',
  },
  'game-over': { status: 422, title: 'Game over', meaning: 'A search was asked for a finished game: there is no move to find.' },
  'limit-exceeded': {
    status: 422,
    title: 'Above this server’s limit',
    meaning: 'The level, depth or node budget is above the maximum this server allows (GET /health lists them).',
  },
  'bad-identity': {
    status: 403,
    title: 'Not this player’s identity',
    meaning: 'A player identity (`{ id, secret }`) that is not one: no player has the id, or the secret is not that player’s.',
  },
  'not-found': { status: 404, title: 'Not found', meaning: 'No endpoint has this path.' },
  'player-not-found': { status: 404, title: 'Player not found', meaning: 'No player has this id.' },
  'game-not-found': { status: 404, title: 'Game not found', meaning: 'No online game has this id.' },
  'rated-seat': {
    status: 403,
    title: 'A rated seat needs a player',
    meaning: 'A rated game’s seat is taken with a player’s identity (`player`), and not the identity on its other seat.',
  },
  'seat-taken': { status: 409, title: 'Seat taken', meaning: 'Both seats of the online game are taken: its socket, joined without a secret, watches it.' },
  'too-many-sockets': { status: 429, title: 'Too many sockets', meaning: 'The online game holds as many sockets as it takes: its players and its spectators.' },
  'too-many-games': {
    status: 429,
    title: 'Too many games',
    meaning: 'The client holds as many online games waiting or being played as this server allows (20 unless the server sets another): finish or abort one first.',
  },
  'upgrade-required': { status: 426, title: 'Upgrade required', meaning: 'A socket route takes a WebSocket upgrade (`Upgrade: websocket`), not a plain request.' },
  'method-not-allowed': { status: 405, title: 'Method not allowed', meaning: 'The endpoint exists but not for this method; `Allow` lists those it takes.' },
  'server-error': { status: 500, title: 'Server error', meaning: 'The server is misconfigured or failed; the detail says how.' },
} as const satisfies Record<string, { status: ContentfulStatusCode; title: string; meaning: string }>;

/** The name of a kind of problem, like `'illegal-move'`. */
export type ProblemType = keyof typeof PROBLEM_TYPES;

/** Where in a request a problem lies: a JSON Pointer into the body, or a query parameter (as in RFC 9457's example). */
export type Location = { pointer: string } | { parameter: string };

/** The members of an RFC 9457 problem details object, with this API's extensions. */
export interface ProblemDetails {
  /** A URI reference to the problem type's description: `/docs#illegal-move`. */
  type: string;
  title: string;
  status: number;
  /** What went wrong in this request, naming the field. */
  detail: string;
  /** Each wrong field, with where it is. */
  errors?: ({ detail: string } & Location)[];
  /** The offending character of the string the location names (a board string, a transcript, a game), counting from 1 as the detail does. */
  character?: number;
  /** An illegal move as written, and its place among the moves played (from 1: the detail's "the 2nd move"). */
  move?: string;
  moveNumber?: number;
}

/** What a problem may add to its type and detail. */
export type ProblemExtensions = Omit<ProblemDetails, 'type' | 'title' | 'status' | 'detail'>;

/**
 * An RFC 9457 problem: throw it anywhere in a request and the app answers it as
 * `application/problem+json` with the type's status.
 *
 * @example
 * ```ts
 * throw new Problem('limit-exceeded', 'level: 15 is above this server’s maximum of 12', {
 *   errors: [{ detail: '15 is above this server’s maximum of 12', pointer: '#/level' }],
 * });
 * ```
 */
export class Problem extends HTTPException {
  readonly details: ProblemDetails;
  readonly #headers: Record<string, string>;

  constructor(type: ProblemType, detail: string, extensions: ProblemExtensions = {}, headers: Record<string, string> = {}) {
    const { status, title } = PROBLEM_TYPES[type];
    super(status, { message: detail });
    this.details = { type: `/docs#${type}`, title, status, detail, ...extensions };
    this.#headers = headers;
  }

  override getResponse(): Response {
    return new Response(JSON.stringify(this.details), {
      status: this.status,
      headers: { 'Content-Type': 'application/problem+json', ...this.#headers },
    });
  }
}
