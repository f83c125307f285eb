import { LINE_MOVES, Line } from "./answer";
import { tableGeneration } from "./transposition-table";

// The lines the othello midgame search proved: each node whose score it proved exact (inside the
// window it was searched with) keeps here its move and the line its child kept, so that the
// line of a root move is the one its search proved, to its horizon, not a chain of best moves read
// from the transposition table after the search (whose entries are overwritten by then). As
// Crafty's "hash path": a node that takes its exact score from the table finds its line here, where
// the search that proved the score kept it. Only nodes searched with an open window prove a score
// (a null window proves a bound), but the ordering searches' open windows (midgame.ts) keep
// thousands of shallow lines past depth 15: a slot holds two entries, the first kept for the
// deeper line of the search (the nearer the root, the longer it is needed), the second for the
// latest, as transposition tables keep theirs.
//
// A line is kept with the depth and the score that proved it, and read only for a child whose
// search had that score at that depth or less deep: a line of another search is never taken.
// Threads share the table without locks: a writer clears the key first and sets it last, and a
// reader checks the key before and after its copy, so that a line another thread rewrote as it
// was read reads as none. Two writers at once can still leave a mixed line: the host checks that a
// line is legal (packages/reversi), as it checks any move.

/** 1 << BITS slots, two entries each. */
const BITS: i32 = 12;
// A slot is four cache lines: both entries' keys (player, opponent) and heads in the first, so that
// finding a position, or where to write it, reads one line; then each entry's moves, with slack
// for the 16-byte copies that shift them a byte on. An entry is named by its slot's address plus
// 0 or 1.
const SLOT: usize = 256;
const KEYS: usize = 0;
/** The generation (transposition-table.ts) in its low byte, then depth, score and length. */
const HEADS: usize = 32;
const MOVES: usize = 64;
const MOVES_SIZE: usize = 80;

const slots = (heap.alloc((<usize>1 << <usize>BITS) * SLOT + SLOT - 1) + SLOT - 1) & ~(SLOT - 1);
memory.fill(slots, 0, (<usize>1 << <usize>BITS) * SLOT);

@inline
function playerAt(entry: usize): usize {
  return (entry & ~(SLOT - 1)) + KEYS + (entry & 1) * 16;
}

@inline
function opponentAt(entry: usize): usize {
  return playerAt(entry) + 8;
}

@inline
function headAt(entry: usize): usize {
  return (entry & ~(SLOT - 1)) + HEADS + (entry & 1) * 8;
}

@inline
function movesAt(entry: usize): usize {
  return (entry & ~(SLOT - 1)) + MOVES + (entry & 1) * MOVES_SIZE;
}

/** The slot where a position's line may be: its first entry. */
@inline
function slotOf(player: u64, opponent: u64): usize {
  let h = player * 0xc2b2ae3d27d4eb4f + opponent * 0x9e3779b97f4a7c15;
  h ^= h >> 31;
  return slots + <usize>(h >> (64 - <u64>BITS)) * SLOT;
}

@inline
function holds(entry: usize, player: u64, opponent: u64): bool {
  return load<u64>(playerAt(entry)) == player && load<u64>(opponentAt(entry)) == opponent;
}

/** The entry that holds a position's line, or 0. */
@inline
function entryOf(player: u64, opponent: u64): usize {
  const first = slotOf(player, opponent);
  if (holds(first, player, opponent)) return first;
  return holds(first + 1, player, opponent) ? first + 1 : 0;
}

/**
 * Where a line of `depth` is written: the entry that holds the position already, else the first
 * unless it keeps a deeper line of this search, else the second.
 */
@inline
function writtenEntry(player: u64, opponent: u64, depth: i32): usize {
  const first = slotOf(player, opponent);
  if (holds(first, player, opponent)) return first;
  if (holds(first + 1, player, opponent)) return first + 1;
  const head = load<u64>(headAt(first));
  return (head & 0xff) != (tableGeneration() & 0xff) || <i32>((head >> 8) & 0xff) <= depth ? first : first + 1;
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
  if (entry == 0) return 0;
  const head = load<u64>(headAt(entry));
  if ((head & 0xff) != (tableGeneration() & 0xff) || <i32>((head >> 8) & 0xff) < depth || <i32>(<i8>(head >> 16)) != score) return 0;
  const length = <i32>((head >> 24) & 0xff);
  copyMoves(to, movesAt(entry));
  if (!holds(entry, player, opponent) || load<u64>(headAt(entry)) != head) return 0;
  return length;
}

/** Whether a line is kept for a position whose search at `depth` (or less deep) scored `score`. */
export function hasLine(player: u64, opponent: u64, depth: i32, score: i32): bool {
  const entry = entryOf(player, opponent);
  if (entry == 0) return false;
  const head = load<u64>(headAt(entry));
  return (
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
  // The child's line, read before the entry is written: both may be the same entry.
  const child = childDepth > 0 ? entryOf(childPlayer, childOpponent) : 0;
  let length = 0;
  let a = i64x2.splat(0);
  let b = a;
  let c = a;
  let d = a;
  if (child != 0) {
    const head = load<u64>(headAt(child));
    if ((head & 0xff) == (tableGeneration() & 0xff) && <i32>((head >> 8) & 0xff) >= childDepth && <i32>(<i8>(head >> 16)) == -score) {
      length = <i32>((head >> 24) & 0xff);
      const from = movesAt(child);
      a = v128.load(from);
      b = v128.load(from, 16);
      c = v128.load(from, 32);
      d = v128.load(from, 48);
      if (load<u64>(headAt(child)) != head || !holds(child, childPlayer, childOpponent)) length = 0;
    }
  }
  length = min(length + 1, LINE_MOVES);
  const entry = writtenEntry(player, opponent, depth);
  const to = movesAt(entry);
  store<u64>(playerAt(entry), 0);
  store<u8>(to, <u8>move);
  v128.store(to + 1, a);
  v128.store(to + 1, b, 16);
  v128.store(to + 1, c, 32);
  v128.store(to + 1, d, 48);
  store<u64>(headAt(entry), headOf(depth, score, length));
  store<u64>(opponentAt(entry), opponent);
  store<u64>(playerAt(entry), player);
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
