import { squareBit } from "./bitboard";
import { flankingMovesLanes } from "./move-generation";
import { CAN_MOVE, CAN_PASS, GAME_OVER, VOLUNTARY_PASS, flipsOf, legalMoves } from "./rules";

// The rules' state of a game, in one layout: bitboards relative to the side to move, then, for the
// rule sets that need them, the rule code, the discs in hand and the passes just before. A move
// turns the board around: the child's player is the mover's opponent less the flipped discs
// (`nextPlayer`), its opponent the mover's discs with them and the new one (`nextOpponent`).
//
// The othello search needs the bitboards alone and carries them in locals: it plays through
// nextPlayer and nextOpponent, which inline to the two operations they are. Everything that
// needs the whole state (the variants' search, their perft, the search driver)
// takes a Position; a child goes into the slot above its parent (`child`), in a stack of
// STACK_SLOTS slots that each thread owns, so that nothing is allocated per node.

/** The player to move after a placement that flips `flips`: the mover's opponent, less them. */
@inline
export function nextPlayer(opponent: u64, flips: u64): u64 {
  return opponent & ~flips;
}

/** The opponent after a placement on `square` that flips `flips`: the mover's discs, with them and the new one. */
@inline
export function nextOpponent(player: u64, flips: u64, square: i32): u64 {
  return player | flips | squareBit(square);
}

/**
 * The othello replies after the mover's placements on `first` and on `second` (flipping
 * `flippedFirst` and `flippedSecond`): each child's flanking moves, in lanes 0 and 1. The move
 * generator runs on both boards at once, for about what one costs.
 */
@inline
export function repliesOfTwo(player: u64, opponent: u64, first: i32, flippedFirst: u64, second: i32, flippedSecond: u64): v128 {
  const theirs = i64x2.replace_lane(i64x2.splat(nextPlayer(opponent, flippedFirst)), 1, nextPlayer(opponent, flippedSecond));
  const mine = i64x2.replace_lane(i64x2.splat(nextOpponent(player, flippedFirst, first)), 1, nextOpponent(player, flippedSecond, second));
  return flankingMovesLanes(theirs, mine);
}

@final @unmanaged
export class Position {
  /** Discs of the side to move. */
  player: u64;
  opponent: u64;
  /** The rule code (rules.ts). */
  rules: i32;
  /** Discs in hand (reversi counts them; the other rule sets ignore them). */
  playerStock: i32;
  opponentStock: i32;
  /** Passes played just before this position. */
  passes: i32;

  /** Fills this slot: the wasm surface takes a position as six arguments. */
  @inline
  set(rules: i32, player: u64, opponent: u64, playerStock: i32, opponentStock: i32, passes: i32): Position {
    this.rules = rules;
    this.player = player;
    this.opponent = opponent;
    this.playerStock = playerStock;
    this.opponentStock = opponentStock;
    this.passes = passes;
    return this;
  }

  @inline
  copy(from: Position): Position {
    return this.set(from.rules, from.player, from.opponent, from.playerStock, from.opponentStock, from.passes);
  }

  /** The slot above this one in its stack, where its children go. */
  @inline
  child(): Position {
    return changetype<Position>(changetype<usize>(this) + POSITION_BYTES);
  }

  /** Where the player may place a disc. */
  @inline
  moves(): u64 {
    return legalMoves(this.rules, this.player, this.opponent, this.playerStock);
  }

  /** What the player to move may do: CAN_MOVE (place a disc), CAN_PASS, or GAME_OVER alone. */
  status(): i32 {
    if (this.passes >= 2) return GAME_OVER;
    const voluntary = (this.rules & VOLUNTARY_PASS) != 0;
    if (this.moves() != 0) return voluntary ? CAN_MOVE | CAN_PASS : CAN_MOVE;
    if (legalMoves(this.rules, this.opponent, this.player, this.opponentStock) == 0) return GAME_OVER;
    return CAN_PASS;
  }

  /** The position after a legal placement on `square`, in the slot above; returns it. */
  @inline
  play(square: i32): Position {
    const flips = flipsOf(this.rules, this.player, this.opponent, square);
    return this.child().set(this.rules, nextPlayer(this.opponent, flips), nextOpponent(this.player, flips, square), this.opponentStock, this.playerStock - 1, 0);
  }

  /** The position after a pass, in the slot above; returns it. */
  @inline
  pass(): Position {
    return this.child().set(this.rules, this.opponent, this.player, this.opponentStock, this.playerStock, this.passes + 1);
  }
}

/** Bytes of a position, for arrays of them. */
export const POSITION_BYTES: usize = offsetof<Position>();
/**
 * Slots of a thread's stack: a line of play from any position, each of its plies in the slot
 * above the last. A game has at most 60 placements; passes come one at a time between them (two
 * in a row end it), so no line from a root holds more than 122 positions.
 */
const STACK_SLOTS: i32 = 128;
/** Bytes of a thread's stack of positions, for a thread that brings its own (threads.ts). */
export const POSITION_STACK_BYTES: usize = <usize>STACK_SLOTS * POSITION_BYTES;

/**
 * The stack of the host's calls that search nothing (`status`, `perft`), in static memory: a
 * search's positions are in its context's own stack (search/context.ts).
 */
const HOST_STACK = memory.data(<i32>POSITION_STACK_BYTES, 16);

/** The bottom slot of the host's stack, where the root of a `status` or `perft` goes: its lines take the slots above. */
@inline
export function hostRoot(): Position {
  return changetype<Position>(HOST_STACK);
}
