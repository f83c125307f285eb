import { countBits } from "./bitboard";
import { flankedBy } from "./flip";
import { flankingMoves } from "./move-generation";
import { Position, hostRoot, nextOpponent, nextPlayer, repliesOfTwo } from "./position";
import { CAN_MOVE, CAN_PASS, GAME_OVER, OTHELLO } from "./rules";

// Perft counts the leaves of the game tree to a fixed depth: a finished game is one leaf. With
// `passMoves`, a forced pass is a move that uses a ply; without, it is free. A voluntary pass
// (free-placement with voluntaryPass) is a choice and always uses a ply.

/** The leaves under a child whose side to move has `replies`: one when it has none (a pass, or the end). */
@inline
function leavesAfter(replies: u64): u64 {
  return replies != 0 ? <u64>countBits(replies) : 1;
}

/**
 * leavesAfter with passes free: where the child after `square` has no reply, the mover plays the
 * last ply again, or the game is over.
 */
@inline
function leavesAfterFree(player: u64, opponent: u64, square: i32, replies: u64): u64 {
  if (replies != 0) return <u64>countBits(replies);
  const flipped = flankedBy(player, opponent, square);
  const again = flankingMoves(nextOpponent(player, flipped, square), nextPlayer(opponent, flipped));
  return leavesAfter(again);
}

/** othello, passes counted: the leaves of the last ply are counted in bulk from its parents. */
function perftOthello(player: u64, opponent: u64, depth: i32): u64 {
  let moves = flankingMoves(player, opponent);
  if (moves == 0) {
    if (flankingMoves(opponent, player) == 0) return 1; // game over
    return depth == 1 ? 1 : perftOthello(opponent, player, depth - 1);
  }
  if (depth == 1) return <u64>countBits(moves);
  let leaves: u64 = 0;
  if (depth == 2) {
    // Two children at a time: their replies in the two lanes of one vector.
    while (moves != 0) {
      const first = <i32>ctz<u64>(moves);
      moves &= moves - 1;
      const second = moves != 0 ? <i32>ctz<u64>(moves) : first;
      moves &= moves - 1;
      const flippedFirst = flankedBy(player, opponent, first);
      const replies = repliesOfTwo(player, opponent, first, flippedFirst, second, second != first ? flankedBy(player, opponent, second) : flippedFirst);
      // No reply: a pass or the end of the game, one leaf either way.
      leaves += leavesAfter(i64x2.extract_lane(replies, 0));
      if (second != first) leaves += leavesAfter(i64x2.extract_lane(replies, 1));
    }
    return leaves;
  }
  while (moves != 0) {
    const square = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const flipped = flankedBy(player, opponent, square);
    leaves += perftOthello(nextPlayer(opponent, flipped), nextOpponent(player, flipped, square), depth - 1);
  }
  return leaves;
}

/** othello, passes free. */
function perftOthelloNoPass(player: u64, opponent: u64, depth: i32): u64 {
  let moves = flankingMoves(player, opponent);
  if (moves == 0) {
    if (flankingMoves(opponent, player) == 0) return 1;
    return perftOthelloNoPass(opponent, player, depth);
  }
  if (depth == 1) return <u64>countBits(moves);
  let leaves: u64 = 0;
  if (depth == 2) {
    while (moves != 0) {
      const first = <i32>ctz<u64>(moves);
      moves &= moves - 1;
      const second = moves != 0 ? <i32>ctz<u64>(moves) : first;
      moves &= moves - 1;
      const flippedFirst = flankedBy(player, opponent, first);
      const replies = repliesOfTwo(player, opponent, first, flippedFirst, second, second != first ? flankedBy(player, opponent, second) : flippedFirst);
      leaves += leavesAfterFree(player, opponent, first, i64x2.extract_lane(replies, 0));
      if (second != first) leaves += leavesAfterFree(player, opponent, second, i64x2.extract_lane(replies, 1));
    }
    return leaves;
  }
  while (moves != 0) {
    const square = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const flipped = flankedBy(player, opponent, square);
    leaves += perftOthelloNoPass(nextPlayer(opponent, flipped), nextOpponent(player, flipped, square), depth - 1);
  }
  return leaves;
}

/** Every rule set, through the same functions the game itself uses. */
function perftAnyRules(position: Position, depth: i32, passMoves: bool): u64 {
  const status = position.status();
  if (depth == 0 || (status & GAME_OVER) != 0) return 1;
  let leaves: u64 = 0;
  if ((status & CAN_MOVE) != 0) {
    let moves = position.moves();
    if (depth == 1 && (status & CAN_PASS) == 0) return <u64>countBits(moves);
    while (moves != 0) {
      const square = <i32>ctz<u64>(moves);
      moves &= moves - 1;
      leaves += perftAnyRules(position.play(square), depth - 1, passMoves);
    }
  }
  if ((status & CAN_PASS) != 0) {
    const forced = (status & CAN_MOVE) == 0;
    const ply = forced && !passMoves ? 0 : 1;
    leaves += perftAnyRules(position.pass(), depth - ply, passMoves);
  }
  return leaves;
}

export function perftOf(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
  depth: i32,
  passMoves: bool,
): u64 {
  if (depth <= 0) return 1;
  if (rules == OTHELLO) {
    return passMoves
      ? perftOthello(player, opponent, depth)
      : perftOthelloNoPass(player, opponent, depth);
  }
  return perftAnyRules(hostRoot().set(rules, player, opponent, playerStock, opponentStock, passes), depth, passMoves);
}
