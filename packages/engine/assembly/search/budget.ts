// How long a search may run: a node count, a deadline, or both. Under a Worker the clock does not
// move while code runs, so the node count is the budget that works everywhere; the deadline is for
// Node and browsers. The clock is the host's (an import), read only every few thousand nodes. The
// budget's counters live in the search state (state.ts).

import { state } from "./state";

@external("env", "now")
declare function hostNow(): f64;

const CHECK_EVERY: u64 = 4096;

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

function checkBudget(): void {
  const nodes = state.nodes;
  const limit = state.nodeLimit;
  if ((limit != 0 && nodes >= limit) || (state.deadline > 0 && hostNow() >= state.deadline)) {
    state.spent = true;
    state.stopped = true;
    return;
  }
  state.nextCheck = limit != 0 && nodes + CHECK_EVERY > limit ? limit : nodes + CHECK_EVERY;
}
