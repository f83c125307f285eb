// The module's whole surface: four functions over relative bitboards (`player` is the side to
// move; bit 0 = a1 .. bit 63 = h8). The wrapper in packages/reversi owns everything else:
// notation, history, errors. Rule sets travel as one i32 (see rules.ts).
//
//   moves(rules, player, opponent, stock): u64      where the player may place a disc
//   flips(rules, player, opponent, square): u64     what a legal placement flips
//   status(rules, player, opponent, playerStock, opponentStock, passes): i32
//                                                   1 may place, 2 may pass, 4 game over
//   perft(rules, player, opponent, playerStock, opponentStock, passes, depth, passMoves): u64
export { legalMoves as moves, flipsOf as flips, statusOf as status } from "./rules";
export { perftOf as perft } from "./perft";
export {
  tableSize,
  limits,
  searchedNodes,
  budgetSpent,
  tableMove,
  solve,
  solveRules,
  solvedMove,
} from "./search/control";
