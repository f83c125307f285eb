import { MAX_THREADS, SearchContext, contextOf } from "./context";
import { Node } from "./node";

// Young Brothers Wait (YBWC), for any search whose nodes loop over their moves in pvs.ts: once a
// node's first move is searched without a cut, the rest of its moves may be searched by several
// threads at once. The node's thread (its master) copies them into a split point in shared
// memory, with the node's record and the function that scores a child; idle threads join it, and
// each worker takes the next move, searches it with a null window around the split's alpha (again
// with the window when it beats it), and reports. A move that reaches beta cuts the split: every
// other worker's search is stopped (its `stopped` flag set, so that it unwinds as from a spent
// budget) and its result ignored. The master waits for its workers to leave, helping meanwhile at
// the splits they open below (a helpful master), then returns the split's best as its own loop
// would. Workers search in their own contexts, with the master's search mode (pvs.ts; the split
// passes it to every child's search); bounds meet in the shared table.

/**
 * A child of a split's node searched with the window (alpha, beta) and the search's `searchMode`,
 * for the node's side to move (pvs.ts: `score`).
 */
export type ChildScore = (ctx: SearchContext, player: u64, opponent: u64, square: i32, flipped: u64, depth: i32, height: i32, alpha: i32, beta: i32, searchMode: i32) => i32;

const MAX_SPLITS: i32 = 64;

@final @unmanaged
class Split {
  lock: i32;
  /** 1 while a master holds it. */
  used: i32;
  /** 1 from when it is set up until its master leaves: only then may workers join. */
  open: i32;
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
  /** The node's depth and height (node.ts). */
  depth: i32;
  height: i32;
  /** How a worker scores a move (a ChildScore), and the master's search mode it passes. */
  score: usize;
  searchMode: i32;
  player: u64;
  opponent: u64;
}

const SQUARES: usize = (offsetof<Split>() + 15) & ~15; // 64 x i32
const FLIPS: usize = SQUARES + 256; // 64 x u64
const OUTER: usize = FLIPS + 512; // MAX_THREADS x u32: the split each worker was in when it joined
const SPLIT_BYTES: usize = (OUTER + <usize>MAX_THREADS * 4 + 63) & ~63;

const splits = memory.data(<i32>(<usize>MAX_SPLITS * SPLIT_BYTES), 64);
/** Bumped when a split opens (idle threads wait on it) and when a job ends. */
const SIGNAL = memory.data(4, 4);
/** How many threads wait for a split. */
const IDLE = memory.data(4, 4);

@inline
function lockSplit(split: usize): void {
  const at = split + offsetof<Split>("lock");
  while (atomic.cmpxchg<i32>(at, 0, 1) != 0) {}
}

@inline
function unlockSplit(split: usize): void {
  atomic.store<i32>(split + offsetof<Split>("lock"), 0);
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
 * Searches the moves `from`..`node.count` - 1 of `node`'s list with idle threads, once the moves
 * before them are searched: `node.alpha` is the window's low end now, `node.best` and
 * `node.bestMove` the best so far, `score` scores a child under the search's `searchMode`. Returns
 * false, having searched nothing, when every split point is in use; else leaves the node's best
 * score (fail-soft, as its own loop would) in `node.best` and its move in `node.bestMove`.
 */
export function splitRest(ctx: SearchContext, node: Node, from: i32, score: ChildScore, searchMode: i32): bool {
  const split = openSplit(ctx, node, score, searchMode);
  if (split == 0) return false;
  const s = changetype<Split>(split);
  const lists = ctx.lists;
  const base = lists.base(node.height);
  const count = node.count;
  for (let j = from; j < count; j++) {
    lists.pick(base, j, count);
    store<i32>(split + SQUARES + (<usize>s.count << 2), lists.square(base + j));
    store<u64>(split + FLIPS + (<usize>s.count << 3), lists.flipped(base + j));
    s.count++;
  }
  searchSplit(ctx, split);
  node.best = s.best;
  node.bestMove = s.bestMove;
  atomic.store<i32>(split + offsetof<Split>("used"), 0);
  return true;
}

/** Takes a free split point for a node, or returns 0 when all are in use. */
function openSplit(ctx: SearchContext, node: Node, score: ChildScore, searchMode: i32): usize {
  for (let i = 0; i < MAX_SPLITS; i++) {
    const split = splits + <usize>i * SPLIT_BYTES;
    if (atomic.cmpxchg<i32>(split + offsetof<Split>("used"), 0, 1) != 0) continue;
    const s = changetype<Split>(split);
    s.open = 0;
    s.owner = ctx.thread;
    s.cutoff = 0;
    s.workers = <u64>1 << <u64>ctx.thread;
    s.next = 0;
    s.count = 0;
    s.alpha = node.alpha;
    s.beta = node.beta;
    s.best = node.best;
    s.bestMove = node.bestMove;
    s.depth = node.depth;
    s.height = node.height;
    s.score = changetype<usize>(score);
    s.searchMode = searchMode;
    s.player = node.player;
    s.opponent = node.opponent;
    return split;
  }
  return 0;
}

/**
 * The master's side of a split it opened: wakes idle threads, searches moves with them, waits for
 * them to leave (helping at the splits they open meanwhile). Its best score and move are then the
 * split's.
 */
function searchSplit(ctx: SearchContext, split: usize): void {
  const s = changetype<Split>(split);
  const outer = ctx.split;
  store<i32>(split + OUTER + (<usize>ctx.thread << 2), <i32>outer);
  ctx.split = split;
  atomic.store<i32>(split + offsetof<Split>("open"), 1);
  signalThreads();
  workAt(ctx, split);
  const mine = <u64>1 << <u64>ctx.thread;
  // Counted idle while it waits, so that its workers open splits it can help at.
  atomic.add<i32>(IDLE, 1);
  for (;;) {
    if (ctx.stopped && s.cutoff == 0) cut(ctx, split);
    if (atomic.load<u64>(split + offsetof<Split>("workers")) == mine) break;
    const nested = findSplit(split);
    if (nested != 0) {
      atomic.sub<i32>(IDLE, 1);
      join(ctx, nested);
      atomic.add<i32>(IDLE, 1);
    }
  }
  atomic.sub<i32>(IDLE, 1);
  lockSplit(split);
  s.open = 0;
  unlockSplit(split);
  ctx.split = outer;
  ctx.stopped = ctx.spent || cutAbove(ctx, outer);
}

/** Whether a split in this thread's stack from `split` outward is cut. */
function cutAbove(ctx: SearchContext, split: usize): bool {
  while (split != 0) {
    if (atomic.load<i32>(split + offsetof<Split>("cutoff")) != 0) return true;
    split = <usize>load<i32>(split + OUTER + (<usize>ctx.thread << 2));
  }
  return false;
}

/** Cuts a split (under its lock): its workers other than this thread stop. */
function cut(ctx: SearchContext, split: usize): void {
  lockSplit(split);
  const s = changetype<Split>(split);
  s.cutoff = 1;
  let others = s.workers & ~(<u64>1 << <u64>ctx.thread);
  while (others != 0) {
    const other = <i32>ctz<u64>(others);
    others &= others - 1;
    contextOf(other).stopped = true;
  }
  unlockSplit(split);
}

/** Joins split `split` as a worker, when it still has moves; leaves when they are done or it is cut. */
function join(ctx: SearchContext, split: usize): void {
  lockSplit(split);
  const s = changetype<Split>(split);
  if (s.open == 0 || s.cutoff != 0 || s.next >= s.count) {
    unlockSplit(split);
    return;
  }
  s.workers |= <u64>1 << <u64>ctx.thread;
  unlockSplit(split);
  const outer = ctx.split;
  store<i32>(split + OUTER + (<usize>ctx.thread << 2), <i32>outer);
  ctx.split = split;
  workAt(ctx, split);
  lockSplit(split);
  s.workers &= ~(<u64>1 << <u64>ctx.thread);
  unlockSplit(split);
  ctx.split = outer;
  ctx.stopped = ctx.spent || cutAbove(ctx, outer);
}

/** Takes the split's moves one by one until none is left, it is cut, or this thread is stopped. */
function workAt(ctx: SearchContext, split: usize): void {
  const s = changetype<Split>(split);
  const score = changetype<ChildScore>(s.score);
  for (;;) {
    lockSplit(split);
    if (s.cutoff != 0 || s.next >= s.count || ctx.stopped) {
      unlockSplit(split);
      return;
    }
    const i = s.next++;
    const alpha = s.alpha;
    unlockSplit(split);
    const square = load<i32>(split + SQUARES + (<usize>i << 2));
    const flipped = load<u64>(split + FLIPS + (<usize>i << 3));
    let value = score(ctx, s.player, s.opponent, square, flipped, s.depth, s.height, alpha, alpha + 1, s.searchMode);
    if (!ctx.stopped && value > alpha && value < s.beta) {
      // Above the window it was given: searched again, from just below the higher of its score
      // and the split's alpha now (another worker may have raised it past this score; the move
      // may still beat it), so that a score equal to either is inside the child's window and
      // the midgame search keeps its line (pvs.ts).
      const now = atomic.load<i32>(split + offsetof<Split>("alpha"));
      value = score(ctx, s.player, s.opponent, square, flipped, s.depth, s.height, max(value, now) - 1, s.beta, s.searchMode);
    }
    if (ctx.stopped) return;
    lockSplit(split);
    if (s.cutoff == 0 && value > s.best) {
      s.best = value;
      s.bestMove = square;
      if (value > s.alpha) s.alpha = value;
      if (value >= s.beta) {
        unlockSplit(split);
        cut(ctx, split);
        return;
      }
    }
    unlockSplit(split);
  }
}

/**
 * A split this thread may join: any with moves left (`under` 0), or, for a master waiting at
 * `under`, one opened inside the trees of its moves: by one of its workers, higher than it (its
 * move lists and node records then free in this thread).
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
      if (s.height <= u.height) continue;
    }
    return split;
  }
  return 0;
}

/**
 * A helper's work during a job: joins splits as they open, and waits for one when none has moves
 * left, until `stopped` says the job has ended.
 */
export function helpUntilStopped(ctx: SearchContext, stopped: () => bool): void {
  for (;;) {
    const signal = atomic.load<i32>(SIGNAL);
    if (stopped()) return;
    const split = findSplit(0);
    if (split != 0) {
      join(ctx, split);
      continue;
    }
    atomic.add<i32>(IDLE, 1);
    if (findSplit(0) == 0 && !stopped()) atomic.wait<i32>(SIGNAL, signal);
    atomic.sub<i32>(IDLE, 1);
  }
}
