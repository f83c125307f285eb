import { LINE_MOVES, Line } from "./answer";
import { tableGeneration } from "./transposition-table";

// The lines the othello midgame search proved: each node whose score it proved exact (inside the
// window it was searched with) keeps here its move and the line its child kept, so that the
// line of a root move is the one its search proved, to its horizon, not a chain of best moves read
// from the transposition table after the search (whose entries are overwritten by then). As
// Crafty's "hash path": a node that takes its exact score from the table finds its line here, where
// the search that proved the score kept it. Only nodes searched with an open window prove a score
// (a null window proves a bound), so few positions of a search are kept: a small table does.
//
// A line is kept with the depth and the score that proved it, and read only for a child whose
// search had that score at that depth or less deep: a line of another search is never taken.
// Threads share the table without locks: a writer clears the key first and sets it last, and a
// reader checks the key before and after its copy, so that a line another thread rewrote as it
// was read reads as none. Two writers at once can still leave a mixed line: the host checks that a
// line is legal (packages/reversi), as it checks any move.

const BITS: i32 = 13;
const PLAYER: usize = 0;
const OPPONENT: usize = 8;
/** The generation (transposition-table.ts) in its low byte, then depth, score and length. */
const HEAD: usize = 16;
const MOVES: usize = 24;
/** A line's moves, and slack for the 16-byte copies that shift them a byte on. */
const ENTRY: usize = 96;

const entries = (heap.alloc((<usize>1 << <usize>BITS) * ENTRY + 15) + 15) & ~15;
memory.fill(entries, 0, (<usize>1 << <usize>BITS) * ENTRY);

@inline
function entryOf(player: u64, opponent: u64): usize {
  let h = player * 0xc2b2ae3d27d4eb4f + opponent * 0x9e3779b97f4a7c15;
  h ^= h >> 31;
  return entries + <usize>(h >> (64 - <u64>BITS)) * ENTRY;
}

@inline
function headOf(depth: i32, score: i32, length: i32): u64 {
  return (tableGeneration() & 0xff) | (<u64>(<u8>depth) << 8) | (<u64>(<u8>score) << 16) | (<u64>(<u8>length) << 24);
}

/**
 * The length of the line kept for a position whose search at `depth` (or less deep) scored
 * `score`, copied to `to` (LINE_MOVES bytes and 16 of slack); 0 for none.
 */
export function lineOf(player: u64, opponent: u64, depth: i32, score: i32, to: usize): i32 {
  const entry = entryOf(player, opponent);
  const head = load<u64>(entry + HEAD);
  if (load<u64>(entry + PLAYER) != player || load<u64>(entry + OPPONENT) != opponent) return 0;
  if ((head & 0xff) != (tableGeneration() & 0xff) || <i32>((head >> 8) & 0xff) < depth || <i32>(<i8>(head >> 16)) != score) return 0;
  const length = <i32>((head >> 24) & 0xff);
  copyMoves(to, entry + MOVES);
  if (load<u64>(entry + PLAYER) != player || load<u64>(entry + OPPONENT) != opponent || load<u64>(entry + HEAD) != head) return 0;
  return length;
}

/** Whether a line is kept for a position whose search at `depth` (or less deep) scored `score`. */
export function hasLine(player: u64, opponent: u64, depth: i32, score: i32): bool {
  const entry = entryOf(player, opponent);
  const head = load<u64>(entry + HEAD);
  return (
    load<u64>(entry + PLAYER) == player &&
    load<u64>(entry + OPPONENT) == opponent &&
    (head & 0xff) == (tableGeneration() & 0xff) &&
    <i32>((head >> 8) & 0xff) >= depth &&
    <i32>(<i8>(head >> 16)) == score
  );
}

/**
 * Keeps the line of a position whose search at `depth` proved `score`: `move` (a square or PASS),
 * then the line kept for the position it leads to (`childPlayer`, `childOpponent`), searched at
 * `childDepth` to `-score`; the move alone when none is kept or `childDepth` is 0 (a leaf).
 */
export function keepLine(player: u64, opponent: u64, depth: i32, score: i32, move: i32, childPlayer: u64, childOpponent: u64, childDepth: i32): void {
  const entry = entryOf(player, opponent);
  // The child's line, read before the entry is written: both may be the same entry.
  const child = entryOf(childPlayer, childOpponent);
  let length = 0;
  let a = i64x2.splat(0);
  let b = a;
  let c = a;
  let d = a;
  if (childDepth > 0 && load<u64>(child + PLAYER) == childPlayer && load<u64>(child + OPPONENT) == childOpponent) {
    const head = load<u64>(child + HEAD);
    if ((head & 0xff) == (tableGeneration() & 0xff) && <i32>((head >> 8) & 0xff) >= childDepth && <i32>(<i8>(head >> 16)) == -score) {
      length = <i32>((head >> 24) & 0xff);
      a = v128.load(child + MOVES);
      b = v128.load(child + MOVES, 16);
      c = v128.load(child + MOVES, 32);
      d = v128.load(child + MOVES, 48);
      if (load<u64>(child + HEAD) != head || load<u64>(child + PLAYER) != childPlayer) length = 0;
    }
  }
  length = min(length + 1, LINE_MOVES);
  store<u64>(entry + PLAYER, 0);
  store<u8>(entry + MOVES, <u8>move);
  v128.store(entry + MOVES + 1, a);
  v128.store(entry + MOVES + 1, b, 16);
  v128.store(entry + MOVES + 1, c, 32);
  v128.store(entry + MOVES + 1, d, 48);
  store<u64>(entry + HEAD, headOf(depth, score, length));
  store<u64>(entry + OPPONENT, opponent);
  store<u64>(entry + PLAYER, player);
}

/** Copies a line's LINE_MOVES bytes. */
@inline
function copyMoves(to: usize, from: usize): void {
  v128.store(to, v128.load(from));
  v128.store(to, v128.load(from, 16), 16);
  v128.store(to, v128.load(from, 32), 32);
  v128.store(to, v128.load(from, 48), 48);
}

/**
 * Sets `line` (a root move's, its move set) to its move and then the line kept for the position
 * it leads to, whose search at `childDepth` scored `childScore` (a leaf's, at 0: none).
 */
export function followLine(line: Line, childPlayer: u64, childOpponent: u64, childDepth: i32, childScore: i32): void {
  const kept = childDepth > 0 ? lineOf(childPlayer, childOpponent, childDepth, childScore, line.moves() + 1) : 0;
  line.length = <u8>min(1 + kept, LINE_MOVES);
}
