// The module's whole surface: the rules as flat functions over relative bitboards (`player` is the
// side to move; bit 0 = a1 .. bit 63 = h8), and the rest through two records at fixed addresses:
// the host writes a request (request.ts: the position, its rule set, the budget, what to search)
// and calls, and reads the answer (search/answer.ts: the verdict, the nodes, the lines). The
// wrapper in packages/reversi owns everything else: notation, history, errors, levels. Rule sets
// travel as one i32 (see rules.ts). host/core-interface.ts describes every export once.
import { request } from "./request";
import { perftOf } from "./perft";
import { hostRoot } from "./position";
import { LAYOUT } from "./layout";

export { legalMoves as moves, flipsOf as flips } from "./rules";
export { requestAddress as request, answerAddress as answer, setTableSize, setProbcutMargin, think, solve, helpers, serve } from "./search/control";
export { allocateHelper as helperContext } from "./search/threads";
export { weightsAddress, loadWeights, hostEvaluate as evaluate, hostEvaluateFine as evaluateFine } from "./eval/index";

/** What the request's position may do: 1 place a disc, 2 pass, 4 the game is over (rules.ts). */
export function status(): i32 {
  return hostRoot().copy(request.position()).status();
}

/** The leaves of the request's position's game tree `depth` plies deep (a pass a ply where `passMoves` says so). */
export function perft(): u64 {
  const position = request.position();
  return perftOf(position.rules, position.player, position.opponent, position.playerStock, position.opponentStock, position.passes, request.depth, request.passMoves != 0);
}

/** Where the offsets of the request's and the answer's fields are (layout.ts), for the host to check its own. */
export function layout(): usize {
  return LAYOUT;
}
