// How long a search may run: a node count, a deadline, or both. Under a Worker the clock does not
// move while code runs, so the node count is the budget that works everywhere; the deadline is for
// Node and browsers. The clock is the host's (an import), read only every few thousand nodes. The
// budget's counters live in the thread's context (context.ts).

import { Answer } from "./answer";
import { SearchContext, spendAll } from "./context";

@external("env", "now")
declare function hostNow(): f64;

const CHECK_EVERY: u64 = 4096;

/**
 * The nodes of a parallel search's threads together (threads.ts, a job): they share one budget,
 * each adding its nodes here at its checks.
 */
const POOL = memory.data(8, 8);

/** Starts a budget: `maxNodes` 0 means no node limit, `deadlineMs` 0 means no deadline (host clock, ms). */
export function startBudget(ctx: SearchContext, maxNodes: u64, deadlineMs: f64): void {
  ctx.nodes = 0;
  ctx.spent = false;
  ctx.stopped = false;
  ctx.nodeLimit = maxNodes;
  ctx.deadline = deadlineMs;
  ctx.nextCheck = maxNodes != 0 && maxNodes < CHECK_EVERY ? maxNodes : CHECK_EVERY;
}

/** Counts a node; returns true when the search must stop. */
@inline
export function spendNode(ctx: SearchContext): bool {
  if (ctx.stopped) return true;
  const nodes = ctx.nodes + 1;
  ctx.nodes = nodes;
  if (nodes < ctx.nextCheck) return false;
  checkBudget(ctx);
  return ctx.stopped;
}

/**
 * Makes this thread's budget the job's shared one from here on: the first thread's starts the
 * pool with its nodes so far, a helper's (started with the first thread's limits) adds to it.
 */
export function poolBudget(ctx: SearchContext, first: bool): void {
  if (first) atomic.store<u64>(POOL, ctx.nodes);
  ctx.pooled = true;
  ctx.pooledNodes = ctx.nodes;
}

/** Ends this thread's share of a job's budget. */
export function leavePool(ctx: SearchContext): void {
  ctx.pooled = false;
}

function checkBudget(ctx: SearchContext): void {
  const nodes = ctx.nodes;
  const limit = ctx.nodeLimit;
  let counted = nodes;
  if (ctx.pooled) {
    const fresh = nodes - ctx.pooledNodes;
    ctx.pooledNodes = nodes;
    counted = atomic.add<u64>(POOL, fresh) + fresh;
  }
  // A host that hears how the search goes reads the nodes so far at the clock read below.
  if (ctx.answer != 0) store<u64>(ctx.answer + offsetof<Answer>("nodes"), counted);
  if ((limit != 0 && counted >= limit) || (ctx.deadline > 0 && hostNow() >= ctx.deadline)) {
    ctx.spent = true;
    ctx.stopped = true;
    // Every thread of the job stops with it: a worker that stopped alone would leave its
    // split's owner a result without its move.
    if (ctx.pooled) spendAll();
    return;
  }
  ctx.nextCheck = limit != 0 && counted + CHECK_EVERY > limit ? nodes + (limit - counted) : nodes + CHECK_EVERY;
}
