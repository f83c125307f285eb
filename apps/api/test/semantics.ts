// What the Node side of the identical-semantics suite (global-setup.ts) hands the workerd side
// (identical-semantics.test.ts): positions, the requests to make of each, and the answers
// @flank/reversi gave in Node. Plain JSON, as it crosses from Node into workerd.

/** A rule set as requests name it. */
export type RulesJson = string | { name: string; mustCapture?: boolean; voluntaryPass?: boolean };

/** One position and everything the wrapper said of it in Node. */
export interface SemanticsCase {
  /** What the case is, for the test's messages. */
  label: string;
  rules: RulesJson;
  /** The position as the API is sent it: a transcript or a board string. */
  position: string;
  /** Under othello, the same game as GGF (`toGGF`), for the `game` field. */
  game?: string;
  /** `POST /v1/moves`: the position's state. */
  state: unknown;
  /** `POST /v1/play` with these moves: the moves played and the state after them. */
  play: { moves: string[]; answer: unknown };
  /** The searches, when the game is not over: each request's body fields and the answer. */
  searches: { path: '/v1/best-move' | '/v1/analyze' | '/v1/solve'; options: Record<string, number | boolean>; answer: unknown }[];
}
