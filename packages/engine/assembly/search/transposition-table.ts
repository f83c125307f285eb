// The transposition table: a fixed number of 32-byte entries in buckets of two (one 64-byte cache
// line), sized once at init. The key is the whole position (both bitboards), so a hit is never a
// collision. Each entry holds a lower and an upper bound on the score, the best move, the depth
// searched and the level of the bounds: 0 for a midgame search, then the endgame's selectivity,
// EXACT_LEVEL for exact endgame bounds. A result of a higher level outranks one of a lower level
// whatever their depths; within a level, the deeper stays. A new position replaces the shallower
// entry of its bucket. Every search starts on an empty table, so answers never depend on the
// searches before them: rather than clearing it (8.9 ms for 64 MiB), a search takes a new
// generation, and an entry of another generation is read as an empty one.

// Entry layout, in bytes.
const PLAYER = 0;
const OPPONENT = 8;
const LOWER = 16; // i8
const UPPER = 17; // i8
const MOVE = 18; // u8: the square + 1, so that a cleared entry (0) has no move
const DEPTH = 19; // u8
const LEVEL = 20; // u8: 0 midgame, 1..EXACT_LEVEL the endgame's selectivity
const GENERATION = 21; // u8: the search that wrote the entry
const ENTRY = 32;

/** The table's size until the host chooses one: 2^18 entries, 8 MiB. */
const DEFAULT_BITS = 18;

let table: usize = 0;
let bucketMask: u64 = 0;
/** The current search's generation, 1..255 (a cleared entry's 0 is never current). */
let generation: u8 = 1;

/** Results of a probe: valid only when `probe` returned true. */
export let probedLower: i32 = 0;
export let probedUpper: i32 = 0;
export let probedMove: i32 = 64;
export let probedDepth: i32 = 0;
export let probedLevel: i32 = 0;

/** The level of exact endgame bounds; lower endgame levels come from selective (probcut) searches. */
export const EXACT_LEVEL: i32 = 4;

/** Sizes the table to 2^bits entries (at least 2^10), once: a later call with the same size only clears it. */
export function sizeTable(bits: i32): void {
  const entries = <usize>1 << <usize>max(bits, 10);
  const wanted = <u64>(entries / 2 - 1);
  if (wanted != bucketMask || table == 0) {
    // The stub runtime never frees: sizes are chosen once per instance in practice.
    table = (heap.alloc(entries * ENTRY + 63) + 63) & ~63;
    bucketMask = wanted;
  }
  wipeTable();
}

/** Empties the table for the next search: a new generation, and a real clear once in 255 searches. */
export function clearTable(): void {
  if (generation == 255) {
    wipeTable();
  } else {
    generation++;
  }
}

function wipeTable(): void {
  memory.fill(table, 0, <usize>(bucketMask + 1) * 2 * ENTRY);
  generation = 1;
}

/** Whether the entry at `entry` holds `player`, `opponent` for the current search. */
@inline
function holds(entry: usize, player: u64, opponent: u64): bool {
  return load<u64>(entry + PLAYER) == player && load<u64>(entry + OPPONENT) == opponent && load<u8>(entry + GENERATION) == generation;
}

/** The depth an entry counts with when it is replaced: 0 when it is of another search. */
@inline
function currentDepth(entry: usize): u8 {
  return load<u8>(entry + GENERATION) == generation ? load<u8>(entry + DEPTH) : 0;
}

@inline
function bucketAt(index: u64): usize {
  return table + <usize>(index * 2 * ENTRY);
}

@inline
function hash(player: u64, opponent: u64): u64 {
  let h = player * 0x9e3779b97f4a7c15 + opponent * 0xc2b2ae3d27d4eb4f;
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9;
  h ^= h >> 32;
  return h;
}

/** Looks the position up; on a hit, fills the `probed*` variables and returns true. */
export function probe(player: u64, opponent: u64): bool {
  const bucket = bucketAt(hash(player, opponent) & bucketMask);
  for (let i = 0; i < 2; i++) {
    const entry = bucket + <usize>(i * ENTRY);
    if (holds(entry, player, opponent)) {
      probedLower = load<i8>(entry + LOWER);
      probedUpper = load<i8>(entry + UPPER);
      probedMove = <i32>load<u8>(entry + MOVE) - 1;
      if (probedMove < 0) probedMove = 64;
      probedDepth = load<u8>(entry + DEPTH);
      probedLevel = load<u8>(entry + LEVEL);
      return true;
    }
  }
  return false;
}

/**
 * Stores what a search of `depth` found with the window (alpha, beta): `score` is exact inside the
 * window, a lower bound at or above beta, an upper bound at or below alpha.
 */
export function save(
  player: u64,
  opponent: u64,
  depth: i32,
  level: i32,
  alpha: i32,
  beta: i32,
  score: i32,
  move: i32,
): void {
  const bucket = bucketAt(hash(player, opponent) & bucketMask);
  let entry = bucket;
  let found = false;
  for (let i = 0; i < 2; i++) {
    const e = bucket + <usize>(i * ENTRY);
    if (holds(e, player, opponent)) {
      entry = e;
      found = true;
      break;
    }
  }
  let lower: i32 = -127;
  let upper: i32 = 127;
  if (found) {
    const stored = <i32>load<u8>(entry + LEVEL);
    if (stored > level) return;
    if (stored == level) {
      // A shallower result must not overwrite a deeper one of the same level.
      if (load<u8>(entry + DEPTH) > <u8>depth) return;
      if (load<u8>(entry + DEPTH) == <u8>depth) {
        lower = load<i8>(entry + LOWER);
        upper = load<i8>(entry + UPPER);
      }
    }
  } else {
    const second = bucket + ENTRY;
    entry = currentDepth(bucket) <= currentDepth(second) ? bucket : second;
    store<u64>(entry + PLAYER, player);
    store<u64>(entry + OPPONENT, opponent);
    store<u8>(entry + GENERATION, generation);
  }
  if (score > alpha) lower = max(lower, score);
  if (score < beta) upper = min(upper, score);
  if (lower > upper) {
    // Bounds from searches of different windows crossed: keep the newest.
    lower = score > alpha ? score : -127;
    upper = score < beta ? score : 127;
  }
  store<i8>(entry + LOWER, <i8>lower);
  store<i8>(entry + UPPER, <i8>upper);
  if (move != 64 || !found) store<u8>(entry + MOVE, move == 64 ? 0 : <u8>(move + 1));
  store<u8>(entry + DEPTH, <u8>depth);
  store<u8>(entry + LEVEL, <u8>level);
}

sizeTable(DEFAULT_BITS);
