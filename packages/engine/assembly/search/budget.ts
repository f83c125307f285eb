// How long a search may run: a node count, a deadline, or both. Under a Worker the clock does not
// move while code runs, so the node count is the budget that works everywhere; the deadline is for
// Node and browsers. The clock is the host's (an import), read only every few thousand nodes.

@external("env", "now")
declare function hostNow(): f64;

/** Nodes searched since `startBudget`. */
export let nodes: u64 = 0;
/** Set once the budget is spent: every search then unwinds at once and its result is discarded. */
export let stopped: bool = false;

let nodeLimit: u64 = 0;
let deadline: f64 = 0;
let nextCheck: u64 = 0;

const CHECK_EVERY: u64 = 4096;

/** Starts a budget: `maxNodes` 0 means no node limit, `deadlineMs` 0 means no deadline (host clock, ms). */
export function startBudget(maxNodes: u64, deadlineMs: f64): void {
  nodes = 0;
  stopped = false;
  nodeLimit = maxNodes;
  deadline = deadlineMs;
  nextCheck = maxNodes != 0 && maxNodes < CHECK_EVERY ? maxNodes : CHECK_EVERY;
}

/** Counts a node; returns true when the search must stop. */
@inline
export function spendNode(): bool {
  if (stopped) return true;
  nodes++;
  if (nodes >= nextCheck) checkBudget();
  return stopped;
}

/**
 * Counts `count` nodes that are searched whatever the budget: the one-ply answer every search
 * starts from (control.ts), so that a spent budget never leaves a placeholder move.
 */
export function chargeNodes(count: i32): void {
  nodes += <u64>count;
}

function checkBudget(): void {
  if (nodeLimit != 0 && nodes >= nodeLimit) {
    stopped = true;
    return;
  }
  if (deadline > 0 && hostNow() >= deadline) {
    stopped = true;
    return;
  }
  nextCheck = nodes + CHECK_EVERY;
  if (nodeLimit != 0 && nextCheck > nodeLimit) nextCheck = nodeLimit;
}
