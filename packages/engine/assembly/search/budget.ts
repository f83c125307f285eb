// How long a search may run: a node count, a deadline, or both. Under a Worker the clock does not
// move while code runs, so the node count is the budget that works everywhere; the deadline is for
// Node and browsers. The clock is the host's (an import), read only every few thousand nodes. The
// budget's counters live in the search state (state.ts).

import { state } from "./state";
import { spendAll } from "./split";

@external("env", "now")
declare function hostNow(): f64;

const CHECK_EVERY: u64 = 4096;

/**
 * The nodes of a batch's threads together (control.ts, `thinkQueued`): they share one budget, each
 * adding its nodes here at its checks.
 */
const POOL = memory.data(8, 8);

/** Starts a budget: `maxNodes` 0 means no node limit, `deadlineMs` 0 means no deadline (host clock, ms). */
export function startBudget(maxNodes: u64, deadlineMs: f64): void {
  state.nodes = 0;
  state.spent = false;
  state.stopped = false;
  state.nodeLimit = maxNodes;
  state.deadline = deadlineMs;
  state.nextCheck = maxNodes != 0 && maxNodes < CHECK_EVERY ? maxNodes : CHECK_EVERY;
}

/** Counts a node; returns true when the search must stop. */
@inline
export function spendNode(): bool {
  if (state.stopped) return true;
  const nodes = state.nodes + 1;
  state.nodes = nodes;
  if (nodes >= state.nextCheck) checkBudget();
  return state.stopped;
}

/**
 * Counts `count` nodes that are searched whatever the budget: the one-ply answer every search
 * starts from (control.ts), so that a spent budget never leaves a placeholder move.
 */
export function chargeNodes(count: i32): void {
  state.nodes += <u64>count;
}

/**
 * Makes this thread's budget the batch's shared one from here on: the first thread's starts the
 * pool with its nodes so far, a helper's (started with the first thread's limits) adds to it.
 */
export function poolBudget(first: bool): void {
  if (first) atomic.store<u64>(POOL, state.nodes);
  state.pooled = true;
  state.pooledNodes = state.nodes;
}

/** Ends this thread's share of a batch's budget. */
export function leavePool(): void {
  state.pooled = false;
}

function checkBudget(): void {
  const nodes = state.nodes;
  const limit = state.nodeLimit;
  let counted = nodes;
  if (state.pooled) {
    const fresh = nodes - state.pooledNodes;
    state.pooledNodes = nodes;
    counted = atomic.add<u64>(POOL, fresh) + fresh;
  }
  if ((limit != 0 && counted >= limit) || (state.deadline > 0 && hostNow() >= state.deadline)) {
    state.spent = true;
    state.stopped = true;
    // Every thread of the batch stops with it: a worker that stopped alone would leave its
    // split's owner a result without its move.
    if (state.pooled) spendAll();
    return;
  }
  state.nextCheck = limit != 0 && counted + CHECK_EVERY > limit ? nodes + (limit - counted) : nodes + CHECK_EVERY;
}
