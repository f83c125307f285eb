import { NO_MOVE } from "../moves";
import { searchMidgameMove } from "./midgame";
import { searchEndgameMove } from "./endgame";
import { MoveLists } from "./move-list";
import { SearchState, state } from "./state";
import { jobStopped } from "./threads";

// Young Brothers Wait (YBWC), for the midgame search and the exact solver alike: once a node's
// first move is searched without a cut, the rest of its moves may be searched by several threads
// at once. The node's thread (its master) copies them into a split point in shared memory; idle
// threads join it, and each worker takes the next move, searches it with a null window around the
// split's alpha (again with the window when it beats it), and reports. A move that reaches beta
// cuts the split: every other worker's search is stopped (its `stopped` flag set, so that it
// unwinds as from a spent budget) and its result ignored. The master waits for its workers to
// leave, helping meanwhile at the splits they open below (a helpful master), then returns the
// split's best as its own search would. Workers search on their own move lists and state; bounds
// meet in the shared table.

export const SPLIT_MIDGAME: i32 = 1;
export const SPLIT_ENDGAME: i32 = 2;

/** Threads at most (the first instance and its helpers). */
export const MAX_THREADS: i32 = 64;
const MAX_SPLITS: i32 = 64;

@final @unmanaged
class Split {
  lock: i32;
  /** 1 while a master holds it. */
  used: i32;
  /** 1 from when it is set up until its master leaves: only then may workers join. */
  open: i32;
  kind: i32;
  /** Set when a move reaches beta, or the master is stopped: workers leave. */
  cutoff: i32;
  /** The master's thread. */
  owner: i32;
  /** The threads searching its moves, the master included (bit i: thread i). */
  workers: u64;
  /** Moves handed out so far, and in all. */
  next: i32;
  count: i32;
  alpha: i32;
  beta: i32;
  best: i32;
  bestMove: i32;
  /** Midgame: plies left at the node; endgame: its empties. */
  depth: i32;
  /** Midgame: the node's ply (each worker's move lists start below it). */
  ply: i32;
  /** The master's search settings, which each worker takes (state.ts). */
  endgameEmpties: i32;
  probcutT10: i32;
  selectivity: i32;
  player: u64;
  opponent: u64;
}

const SQUARES: usize = (offsetof<Split>() + 15) & ~15; // 64 x i32, after the fields
const FLIPS: usize = SQUARES + 256; // 64 x u64
const OUTER: usize = FLIPS + 512; // MAX_THREADS x u32: the split each worker was in when it joined
const SPLIT_BYTES: usize = OUTER + <usize>MAX_THREADS * 4;

const splits = memory.data(<i32>(<usize>MAX_SPLITS * SPLIT_BYTES), 64);
/** Each thread's search state, so that a cut can stop it (by thread index). */
const THREAD_STATES = memory.data(MAX_THREADS * 4, 16);
/** Bumped when a split opens (idle threads wait on it) and when a job ends. */
const SIGNAL = memory.data(4, 4);
/** How many threads wait for a split. */
const IDLE = memory.data(4, 4);

/** This thread's index (0: the first instance) and the innermost split it works in (0: none). */
let thread: i32 = 0;
let current: usize = 0;

@inline
function lockSplit(split: usize): void {
  const at = split + offsetof<Split>("lock");
  while (atomic.cmpxchg<i32>(at, 0, 1) != 0) {}
}

@inline
function unlockSplit(split: usize): void {
  atomic.store<i32>(split + offsetof<Split>("lock"), 0);
}

/** Registers this instance as thread `index`, with its search state. */
export function registerThread(index: i32): void {
  thread = index;
  store<usize>(THREAD_STATES + (<usize>index << 2), changetype<usize>(state));
}

/**
 * Marks every thread's budget spent (a batch's shared budget ran out: budget.ts): each unwinds, and
 * no split is left with a move its worker never reported.
 */
export function spendAll(): void {
  for (let i = 0; i < MAX_THREADS; i++) {
    const at = load<usize>(THREAD_STATES + (<usize>i << 2));
    if (at == 0) continue;
    const other = changetype<SearchState>(at);
    other.spent = true;
    other.stopped = true;
  }
}

/** Whether a thread waits for work: only then is a split worth opening. */
@inline
export function threadIdle(): bool {
  return atomic.load<i32>(IDLE) > 0;
}

/** Wakes the threads waiting for a split (a split opened, or the job ended). */
export function signalThreads(): void {
  atomic.add<i32>(SIGNAL, 1);
  atomic.notify(SIGNAL, -1);
}

/**
 * Searches the moves `from`..`count` - 1 of the list at `base` of a node (midgame plies left, or
 * empties, `depth`; midgame `ply`) with idle threads, once the moves before them are searched:
 * (alpha, beta) is the window now, `best` and `bestMove` the best so far. Returns false, having
 * searched nothing, when every split point is in use; else the node's best score (fail-soft, as
 * its own loop would leave it) is in `splitBest` and its move in `splitBestMove`.
 */
export function splitRest(
  kind: i32,
  player: u64,
  opponent: u64,
  alpha: i32,
  beta: i32,
  best: i32,
  bestMove: i32,
  lists: MoveLists,
  base: i32,
  from: i32,
  count: i32,
  depth: i32,
  ply: i32,
): bool {
  const split = openSplit(kind, player, opponent, alpha, beta, best, bestMove);
  if (split == 0) return false;
  const s = changetype<Split>(split);
  for (let j = from; j < count; j++) {
    lists.pick(base, j, count);
    store<i32>(split + SQUARES + (<usize>s.count << 2), lists.square(base + j));
    store<u64>(split + FLIPS + (<usize>s.count << 3), lists.flipped(base + j));
    s.count++;
  }
  s.depth = depth;
  s.ply = ply;
  splitBest = searchSplit(split);
  return true;
}

/** Takes a free split point for a node, or returns 0 when all are in use. */
function openSplit(kind: i32, player: u64, opponent: u64, alpha: i32, beta: i32, best: i32, bestMove: i32): usize {
  for (let i = 0; i < MAX_SPLITS; i++) {
    const split = splits + <usize>i * SPLIT_BYTES;
    if (atomic.cmpxchg<i32>(split + offsetof<Split>("used"), 0, 1) != 0) continue;
    const s = changetype<Split>(split);
    s.open = 0;
    s.kind = kind;
    s.owner = thread;
    s.cutoff = 0;
    s.workers = <u64>1 << <u64>thread;
    s.next = 0;
    s.count = 0;
    s.alpha = alpha;
    s.beta = beta;
    s.best = best;
    s.bestMove = bestMove;
    s.player = player;
    s.opponent = opponent;
    s.endgameEmpties = state.endgameEmpties;
    s.probcutT10 = state.probcutT10;
    s.selectivity = state.selectivity;
    return split;
  }
  return 0;
}

/**
 * The master's side of a split it opened: wakes idle threads, searches moves with them, waits for
 * them to leave (helping at the splits they open meanwhile), frees the split. Returns the best
 * score (fail-soft, as the node's own loop would) and sets `splitBestMove`.
 */
function searchSplit(split: usize): i32 {
  const s = changetype<Split>(split);
  const outer = current;
  store<i32>(split + OUTER + (<usize>thread << 2), <i32>outer);
  current = split;
  atomic.store<i32>(split + offsetof<Split>("open"), 1);
  signalThreads();
  workAt(split);
  const mine = <u64>1 << <u64>thread;
  // Counted idle while it waits, so that its workers open splits it can help at.
  atomic.add<i32>(IDLE, 1);
  for (;;) {
    if (state.stopped && s.cutoff == 0) cut(split);
    if (atomic.load<u64>(split + offsetof<Split>("workers")) == mine) break;
    const nested = findSplit(split);
    if (nested != 0) {
      atomic.sub<i32>(IDLE, 1);
      join(nested);
      atomic.add<i32>(IDLE, 1);
    }
  }
  atomic.sub<i32>(IDLE, 1);
  lockSplit(split);
  s.open = 0;
  unlockSplit(split);
  current = outer;
  state.stopped = state.spent || cutAbove(outer);
  splitBestMove = s.bestMove;
  const best = s.best;
  atomic.store<i32>(split + offsetof<Split>("used"), 0);
  return best;
}

/** The best score and move of the last `splitRest`. */
export let splitBest: i32 = 0;
export let splitBestMove: i32 = NO_MOVE;

/** Whether a split in this thread's stack from `split` outward is cut. */
function cutAbove(split: usize): bool {
  while (split != 0) {
    if (atomic.load<i32>(split + offsetof<Split>("cutoff")) != 0) return true;
    split = <usize>load<i32>(split + OUTER + (<usize>thread << 2));
  }
  return false;
}

/** Cuts a split (under its lock): its workers other than this thread stop. */
function cut(split: usize): void {
  lockSplit(split);
  const s = changetype<Split>(split);
  s.cutoff = 1;
  let others = s.workers & ~(<u64>1 << <u64>thread);
  while (others != 0) {
    const other = <usize>ctz<u64>(others);
    others &= others - 1;
    changetype<SearchState>(load<usize>(THREAD_STATES + (other << 2))).stopped = true;
  }
  unlockSplit(split);
}

/** Joins split `split` as a worker, when it still has moves; leaves when they are done or it is cut. */
function join(split: usize): void {
  lockSplit(split);
  const s = changetype<Split>(split);
  if (s.open == 0 || s.cutoff != 0 || s.next >= s.count) {
    unlockSplit(split);
    return;
  }
  s.workers |= <u64>1 << <u64>thread;
  unlockSplit(split);
  const outer = current;
  store<i32>(split + OUTER + (<usize>thread << 2), <i32>outer);
  current = split;
  const saved = state.endgameEmpties;
  const savedT10 = state.probcutT10;
  const savedSelectivity = state.selectivity;
  state.endgameEmpties = s.endgameEmpties;
  state.probcutT10 = s.probcutT10;
  state.selectivity = s.selectivity;
  workAt(split);
  lockSplit(split);
  s.workers &= ~(<u64>1 << <u64>thread);
  unlockSplit(split);
  state.endgameEmpties = saved;
  state.probcutT10 = savedT10;
  state.selectivity = savedSelectivity;
  current = outer;
  state.stopped = state.spent || cutAbove(outer);
}

/** Takes the split's moves one by one until none is left, it is cut, or this thread is stopped. */
function workAt(split: usize): void {
  const s = changetype<Split>(split);
  for (;;) {
    lockSplit(split);
    if (s.cutoff != 0 || s.next >= s.count || state.stopped) {
      unlockSplit(split);
      return;
    }
    const i = s.next++;
    const alpha = s.alpha;
    unlockSplit(split);
    const square = load<i32>(split + SQUARES + (<usize>i << 2));
    const flipped = load<u64>(split + FLIPS + (<usize>i << 3));
    let score = searchMove(s, square, flipped, alpha, alpha + 1);
    if (!state.stopped && score > alpha && score < s.beta) {
      // Above the window it was given: searched again with the window, from the split's alpha
      // now if another worker raised it past this score (the move may still beat it).
      const now = atomic.load<i32>(split + offsetof<Split>("alpha"));
      score = searchMove(s, square, flipped, max(score, now), s.beta);
    }
    if (state.stopped) return;
    lockSplit(split);
    if (s.cutoff == 0 && score > s.best) {
      s.best = score;
      s.bestMove = square;
      if (score > s.alpha) s.alpha = score;
      if (score >= s.beta) {
        unlockSplit(split);
        cut(split);
        return;
      }
    }
    unlockSplit(split);
  }
}

/** A move of the split searched with the window (alpha, beta), for the split's side to move. */
@inline
function searchMove(s: Split, square: i32, flipped: u64, alpha: i32, beta: i32): i32 {
  return s.kind == SPLIT_MIDGAME
    ? searchMidgameMove(s.player, s.opponent, square, flipped, s.depth, alpha, beta, s.ply)
    : searchEndgameMove(s.player, s.opponent, square, flipped, s.depth, alpha, beta);
}

/**
 * A split this thread may join: any with moves left (`under` 0), or, for a master waiting at
 * `under`, one opened inside the trees of its moves: by one of its workers, deeper than it (its
 * move lists then free in this thread).
 */
function findSplit(under: usize): usize {
  for (let i = 0; i < MAX_SPLITS; i++) {
    const split = splits + <usize>i * SPLIT_BYTES;
    if (split == under || atomic.load<i32>(split + offsetof<Split>("open")) == 0) continue;
    const s = changetype<Split>(split);
    if (s.cutoff != 0 || s.next >= s.count) continue;
    if (under != 0) {
      const u = changetype<Split>(under);
      if (((atomic.load<u64>(under + offsetof<Split>("workers")) >> <u64>s.owner) & 1) == 0) continue;
      const deeper = u.kind == SPLIT_MIDGAME ? s.kind == SPLIT_ENDGAME || s.ply > u.ply : s.kind == SPLIT_ENDGAME && s.depth < u.depth;
      if (!deeper) continue;
    }
    return split;
  }
  return 0;
}

/**
 * The first thread's wait at the end of a batch (control.ts), once no position is left to take:
 * joins the splits of the searches still running until `done` says they have all ended. It
 * spins rather than blocks, as `finishJob` does.
 */
export function helpUntil(done: () => bool): void {
  atomic.add<i32>(IDLE, 1);
  while (!done()) {
    const split = findSplit(0);
    if (split == 0) continue;
    atomic.sub<i32>(IDLE, 1);
    join(split);
    atomic.add<i32>(IDLE, 1);
  }
  atomic.sub<i32>(IDLE, 1);
}

/**
 * A helper's work during a job: joins splits as they open, and waits for one when none has moves
 * left, until the job ends.
 */
export function helpUntilStopped(): void {
  for (;;) {
    const signal = atomic.load<i32>(SIGNAL);
    if (jobStopped()) return;
    const split = findSplit(0);
    if (split != 0) {
      join(split);
      continue;
    }
    atomic.add<i32>(IDLE, 1);
    if (findSplit(0) == 0 && !jobStopped()) atomic.wait<i32>(SIGNAL, signal);
    atomic.sub<i32>(IDLE, 1);
  }
}
