// The transposition table: a fixed number of 32-byte entries in buckets of two (one 64-byte cache
// line), sized once at init. The key is the whole position (both bitboards), so a hit is never a
// collision. Each entry holds a lower and an upper bound on the score, the best move, the depth
// searched and the selectivity of the bounds: 0 for a midgame search, then the solver's
// selectivity, EXACT_SELECTIVITY for exact bounds. A result of a higher selectivity outranks one of
// a lower whatever their depths; within a selectivity, the deeper stays. A new position replaces the shallower
// entry of its bucket. Every search starts on an empty table, so answers never depend on the
// searches before them: rather than clearing it (8.9 ms for 64 MiB), a search takes a new
// generation, and an entry of another generation is read as an empty one.
//
// Every thread of a parallel search (threads.ts) uses the one table, without locks: its place,
// size and generation sit at a fixed address that all instances share, and an entry stores its
// opponent bitboard xor its data word, so that an entry two threads wrote at once (one's key, the
// other's data) reads as empty rather than as a wrong bound.
import { NO_MOVE } from "../moves";

// Entry layout, in bytes: the data word packs the fields below.
const PLAYER = 0;
const KEY = 8; // the opponent bitboard xor the data word
const DATA = 16;
const ENTRY = 32;
// The data word's fields, by bit.
const LOWER = 0; // i8
const UPPER = 8; // i8
const MOVE = 16; // u8: the square + 1, so that a cleared entry (0) has no move
const DEPTH = 24; // u8
const SELECTIVITY = 32; // u8: 0 midgame, 1..EXACT_SELECTIVITY the solver's
const GENERATION = 40; // u8: the search that wrote the entry

/** The table's size until the host chooses one: 2^18 entries, 8 MiB. */
const DEFAULT_BITS = 18;

/** Where the table is, its size and its generation: shared by every thread. */
@final @unmanaged
class Table {
  entries: usize;
  bucketMask: u64;
  /** The current search's generation, 1..255 (a cleared entry's 0 is never current). */
  generation: u64;
}
const shared = changetype<Table>(memory.data(offsetof<Table>(), 16));

/** The selectivity of exact bounds; lower ones come from the solver's selective (probcut) passes. */
export const EXACT_SELECTIVITY: i32 = 4;
/** The selectivity of a midgame search's entries, below every solver's. */
export const MIDGAME_SELECTIVITY: i32 = 0;

// Every instance runs this at its start and allocates the same blocks in the same order (their
// addresses must agree); the first instance alone makes it the table.
const defaultEntries = allocateEntries(DEFAULT_BITS);
if (shared.entries == 0) useEntries(defaultEntries, DEFAULT_BITS);

function allocateEntries(bits: i32): usize {
  // The runtime asconfig names allocates and never frees: a host sizes the table once, in practice.
  return (heap.alloc((<usize>1 << <usize>bits) * ENTRY + 63) + 63) & ~63;
}

function useEntries(entries: usize, bits: i32): void {
  shared.entries = entries;
  shared.bucketMask = (<u64>1 << <u64>(bits - 1)) - 1;
  wipeTable();
}

/** Sizes the table to 2^bits entries (at least 2^10), once: a later call with the same size only clears it. */
export function sizeTable(bits: i32): void {
  bits = max(bits, 10);
  if (shared.bucketMask + 1 == <u64>1 << <u64>(bits - 1)) wipeTable();
  else useEntries(allocateEntries(bits), bits);
}

/** Empties the table for the next search: a new generation, and a real clear once in 255 searches. */
export function clearTable(): void {
  if (shared.generation == 255) {
    wipeTable();
  } else {
    shared.generation++;
  }
}

function wipeTable(): void {
  memory.fill(shared.entries, 0, <usize>(shared.bucketMask + 1) * 2 * ENTRY);
  shared.generation = 1;
}

/** The data word of the entry at `entry` if it holds `player`, `opponent` for the current search, else 0. */
@inline
function dataFor(entry: usize, player: u64, opponent: u64): u64 {
  const data = load<u64>(entry + DATA);
  const held = load<u64>(entry + PLAYER) == player && (load<u64>(entry + KEY) ^ data) == opponent;
  return held && ((data >> GENERATION) & 0xff) == shared.generation ? data : 0;
}

/** The depth an entry counts with when it is replaced: 0 when it is of another search. */
@inline
function currentDepth(entry: usize): u64 {
  const data = load<u64>(entry + DATA);
  return ((data >> GENERATION) & 0xff) == shared.generation ? (data >> DEPTH) & 0xff : 0;
}

@inline
function bucketOf(player: u64, opponent: u64): usize {
  let h = player * 0x9e3779b97f4a7c15 + opponent * 0xc2b2ae3d27d4eb4f;
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9;
  h ^= h >> 32;
  return shared.entries + <usize>((h & shared.bucketMask) * 2 * ENTRY);
}

/**
 * Looks the position up: its entry's data word, a record that the accessors below read, or
 * NO_ENTRY (a data word is never 0: its generation is not).
 */
export function probe(player: u64, opponent: u64): u64 {
  const bucket = bucketOf(player, opponent);
  const data = dataFor(bucket, player, opponent);
  return data != 0 ? data : dataFor(bucket + ENTRY, player, opponent);
}

/** What `probe` returns for a position the table does not hold. */
export const NO_ENTRY: u64 = 0;

/** A probed entry's lower bound. */
@inline
export function lowerOf(entry: u64): i32 {
  return <i32>(<i8>(entry >> LOWER));
}

/** A probed entry's upper bound. */
@inline
export function upperOf(entry: u64): i32 {
  return <i32>(<i8>(entry >> UPPER));
}

/** A probed entry's best move (NO_MOVE: none). */
@inline
export function moveOf(entry: u64): i32 {
  const move = <i32>((entry >> MOVE) & 0xff);
  return move == 0 ? NO_MOVE : move - 1;
}

/** The depth a probed entry was searched to. */
@inline
export function depthOf(entry: u64): i32 {
  return <i32>((entry >> DEPTH) & 0xff);
}

/** The selectivity of a probed entry's bounds. */
@inline
export function selectivityOf(entry: u64): i32 {
  return <i32>((entry >> SELECTIVITY) & 0xff);
}

/**
 * Stores what a search of `depth` found with the window (alpha, beta): `score` is exact inside the
 * window, a lower bound at or above beta, an upper bound at or below alpha.
 */
export function save(
  player: u64,
  opponent: u64,
  depth: i32,
  selectivity: i32,
  alpha: i32,
  beta: i32,
  score: i32,
  move: i32,
): void {
  const bucket = bucketOf(player, opponent);
  let entry = bucket;
  let data = dataFor(bucket, player, opponent);
  if (data == 0) {
    entry = bucket + ENTRY;
    data = dataFor(entry, player, opponent);
  }
  let lower: i32 = -127;
  let upper: i32 = 127;
  let storedMove: u64 = 0;
  if (data != 0) {
    const stored = <i32>((data >> SELECTIVITY) & 0xff);
    if (stored > selectivity) return;
    if (stored == selectivity) {
      // A shallower result must not overwrite a deeper one of the same selectivity.
      const storedDepth = <i32>((data >> DEPTH) & 0xff);
      if (storedDepth > depth) return;
      if (storedDepth == depth) {
        lower = <i32>(<i8>(data >> LOWER));
        upper = <i32>(<i8>(data >> UPPER));
      }
    }
    storedMove = (data >> MOVE) & 0xff;
  } else {
    entry = currentDepth(bucket) <= currentDepth(bucket + ENTRY) ? bucket : bucket + ENTRY;
  }
  if (score > alpha) lower = max(lower, score);
  if (score < beta) upper = min(upper, score);
  if (lower > upper) {
    // Bounds from searches of different windows crossed: keep the newest.
    lower = score > alpha ? score : -127;
    upper = score < beta ? score : 127;
  }
  const newMove = move == NO_MOVE ? storedMove : <u64>(move + 1);
  const word =
    (<u64>(<u8>lower) << LOWER) |
    (<u64>(<u8>upper) << UPPER) |
    (newMove << MOVE) |
    (<u64>(<u8>depth) << DEPTH) |
    (<u64>(<u8>selectivity) << SELECTIVITY) |
    (shared.generation << GENERATION);
  store<u64>(entry + PLAYER, player);
  store<u64>(entry + KEY, opponent ^ word);
  store<u64>(entry + DATA, word);
}

/** The current search's generation: what the proved lines (proved-lines.ts) keep theirs by. */
@inline
export function tableGeneration(): u64 {
  return shared.generation;
}
