// Where a search's nodes go, counted only in the profile build (`pnpm build:profile`, asc
// `--use PROFILE=1`; bench/profile.ts reads it): in every other build PROFILING is 0 and each
// `if (PROFILING)` compiles away, so the release module is byte for byte the one without these
// lines. Counts are by slot: a solver's node by its empties (0..64), a midgame node by its
// remaining depth (SLOT_MIDGAME + depth). One thread only (the counters are not atomic).

// @ts-ignore: decorator
@lazy export const PROFILING: i32 = isDefined(PROFILE) ? PROFILE : 0;

/** What is counted, per slot. */
export const enum Count {
  /** Nodes entered (the solver's, by empties; every size of node). */
  NODES = 0,
  /** Table probes of a node, and those that found the position. */
  PROBES = 1,
  FOUND = 2,
  /** Nodes that the table's bounds, a child's bound (enhanced transposition cutoff), stability or probcut ended. */
  TABLE_CUTS = 3,
  ETC_CUTS = 4,
  STABILITY_CUTS = 5,
  PROBCUT_CUTS = 6,
  /** Nodes whose moves the PVS loop searched; those that failed high, and at their first move. */
  SEARCHED = 7,
  CUTS = 8,
  FIRST_CUTS = 9,
  /** Nodes that did not fail high whose best move was the first. */
  FIRST_BEST = 10,
  /** Moves the loop searched, and the null-window searches it had to search again. */
  MOVES = 11,
  RESEARCHES = 12,
}
export const COUNTS: i32 = 13;
/** Slots: the solver's empties 0..64, then the midgame's remaining depth. */
export const SLOT_MIDGAME: i32 = 65;
export const SLOTS: i32 = 131;

/** The slot of a node of the PVS loop: solver nodes sit at heights above every midgame ply (node.ts). */
@inline
export function profileSlot(depth: i32, height: i32): i32 {
  return height > SLOT_MIDGAME ? depth : SLOT_MIDGAME + depth;
}

// Static memory only in the profile build, so that other builds keep their layout.
const counters: usize = PROFILING ? memory.data(COUNTS * SLOTS * 8, 16) : 0;

/** Adds `n` to count `kind` of `slot`. */
@inline
export function profileAdd(kind: i32, slot: i32, n: u64 = 1): void {
  const at = counters + ((<usize>kind * <usize>SLOTS + <usize>slot) << 3);
  store<u64>(at, load<u64>(at) + n);
}

// The root searches of a solve, in order: each `solveWindow` pass's selectivity, window, score and
// the nodes spent on it.
const PASS_FIELDS: i32 = 5;
const MAX_PASSES: i32 = 64;
const passes: usize = PROFILING ? memory.data(MAX_PASSES * PASS_FIELDS * 8, 16) : 0;
let passCount: i32 = 0;

/** Logs a root search that ended: its selectivity, window, score and nodes. */
export function profilePass(selectivity: i32, alpha: i32, beta: i32, score: i32, nodes: u64): void {
  if (passCount >= MAX_PASSES) return;
  const at = passes + ((<usize>passCount * <usize>PASS_FIELDS) << 3);
  store<i64>(at, selectivity);
  store<i64>(at, alpha, 8);
  store<i64>(at, beta, 16);
  store<i64>(at, score, 24);
  store<u64>(at, nodes, 32);
  passCount++;
}

// The profile build's own exports (assembly/profiled.ts adds them to the module's).

/** Count `kind` of `slot` since the last `profileReset`. */
export function profileCount(kind: i32, slot: i32): u64 {
  return load<u64>(counters + ((<usize>kind * <usize>SLOTS + <usize>slot) << 3));
}

/** Root searches logged since the last `profileReset`. */
export function profilePasses(): i32 {
  return passCount;
}

/** Field `field` (0 selectivity, 1 alpha, 2 beta, 3 score, 4 nodes) of logged root search `index`. */
export function profilePassField(index: i32, field: i32): i64 {
  return load<i64>(passes + ((<usize>(index * PASS_FIELDS + field)) << 3));
}

/** Zeroes every count and the log. */
export function profileReset(): void {
  memory.fill(counters, 0, COUNTS * SLOTS * 8);
  passCount = 0;
}
