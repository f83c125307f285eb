// The module's whole surface: flat functions over relative bitboards (`player` is the side to
// move; bit 0 = a1 .. bit 63 = h8). The wrapper in packages/reversi owns everything else:
// notation, history, errors, levels. Rule sets travel as one i32 (see rules.ts).
//
// Rules
//   moves(rules, player, opponent, stock): u64      where the player may place a disc
//   flips(rules, player, opponent, square): u64     what a legal placement flips
//   status(rules, player, opponent, playerStock, opponentStock, passes): i32
//                                                   1 may place, 2 may pass, 4 game over
//   perft(rules, player, opponent, playerStock, opponentStock, passes, depth, passMoves): u64
// Search (scores: final disc difference for the side to move, empty squares to the winner)
//   tableSize(bits)                                 the transposition table: 2^bits entries
//   limits(maxNodes, deadlineMs)                    the budget of the searches that follow
//   think(rules, player, opponent, playerStock, opponentStock, passes, maxDepth, exactEmpties, avoided): i32
//                                                   the best move: exact within exactEmpties of the
//                                                   end, else iterative deepening (the avoided root
//                                                   moves left out); returns the score
//   solve(rules, player, opponent, playerStock, opponentStock, passes, alpha, beta): i32
//                                                   the exact score within the window
//   probcut(t10)                                    think's Multi-ProbCut margin (tenths of a sigma; 0 off)
//   resultMove(), resultDepth(), resultExact(), searchedNodes(), budgetSpent(), tableMove(p, o)
//   resultLower(), resultUpper()                    what the exact search proved of the score, ends
//                                                   included, even when the budget stopped it
//   queue(rules, player, opponent, playerStock, opponentStock, passes): i32
//                                                   a position for the next thinkQueued (its index)
//   thinkQueued(maxDepth, exactEmpties)             think on every queued position, spread over the
//                                                   threads; queuedDone() while it runs, then
//                                                   queuedResult(i), queuedMove(i), queuedDepth(i),
//                                                   queuedExact(i) and queuedSpent(i)
// Threads (the threaded build, flank-threads.wasm: one shared memory, an instance per thread)
//   helperContext(): usize                          memory for a helper, from the first instance
//   serve(context, index)                           a helper's loop (its own instance and thread)
//   helpers(count)                                  how many helpers the searches use; -1: quit
export { legalMoves as moves, flipsOf as flips } from "./rules";
export { statusOf as status } from "./position";
export { perftOf as perft } from "./perft";
export {
  tableSize,
  limits,
  solve,
  think,
  probcut,
  resultMove,
  resultDepth,
  resultExact,
  resultLower,
  resultUpper,
  searchedNodes,
  budgetSpent,
  tableMove,
  queue,
  thinkQueued,
  queuedDone,
  queuedResult,
  queuedMove,
  queuedDepth,
  queuedExact,
  queuedSpent,
  helpers,
  serve,
} from "./search/control";
export { allocateHelper as helperContext } from "./search/threads";
export { weightsAddress, loadWeights, hostEvaluate as evaluate, hostEvaluateFine as evaluateFine } from "./eval/index";
