import { EVALUATION_SCRATCH_BYTES } from "../eval/index";
import { POSITION_STACK_BYTES } from "../position";
import { CONTEXT_BYTES, MAX_THREADS, NODE_RECORDS_BYTES, SearchContext, registerContext, startContext } from "./context";
import { MoveLists } from "./move-list";
import { HEIGHTS } from "./node";
import { signalThreads } from "./split";
import { leavePool, poolBudget } from "./budget";

// Threads of a parallel search: the threaded build's memory is shared, and the host
// instantiates the module once per thread on it. Wasm globals are each instance's own, memory is
// everyone's; so what all threads share sits at fixed addresses (the transposition table's place,
// the evaluation in use, the job below), and what each thread owns is its search context (its
// budget, move lists, node records, evaluation scratch and stack of positions: context.ts), which
// control.ts hands every search: `attachHelper` makes it of memory the first instance allocated.
//
// The first instance runs the searches the host asks for. Where helpers serve (`helpers`), it
// posts each search as a job: the helpers wake and help at the splits its search opens (split.ts,
// Young Brothers Wait) until the job ends; the answer is the first thread's, searched with them.
//
// Order at init (the host's, host/threads.ts): the first instance, then each helper's instance and
// its `serve`, before the first instance loads weights or sizes the table. Every
// instance's start allocates the same blocks at the same addresses, and writes the same values
// to the shared tables; the first instance's state is reset as it is at its own start.

@final @unmanaged
export class Job {
  /** Bumped for each job: helpers wait on it. */
  sequence: i32;
  /** Helpers still on the current job. */
  busy: i32;
  /** Set when the job ends: every helper leaves it. */
  stop: i32;
  /** How many helpers serve: helpers past it sit the jobs out. */
  helpers: i32;
  /** Set to tell the helpers to quit. */
  quit: i32;
  /** The helpers' nodes for the current job, summed. */
  nodes: u64;
  /** The first thread's budget, which the job's threads share (budget.ts). */
  nodeLimit: u64;
  deadline: f64;
}
/** The job in hand: a helper reads its budget here (control.ts). */
export const job = changetype<Job>(memory.data(offsetof<Job>(), 16));

const JOB_SEQUENCE: usize = changetype<usize>(job) + offsetof<Job>("sequence");
const JOB_BUSY: usize = changetype<usize>(job) + offsetof<Job>("busy");
const JOB_STOP: usize = changetype<usize>(job) + offsetof<Job>("stop");
const JOB_NODES: usize = changetype<usize>(job) + offsetof<Job>("nodes");

/** Whether this instance is in a job already: a helper always, the first thread while its job runs. */
let inJob = false;

/** Whether a search of this thread's posts a job: helpers serve, and it is in none yet. */
@inline
export function posting(): bool {
  return job.helpers > 0 && !inJob;
}

/** Whether the current job has stopped: a helper waiting for splits reads it (split.ts). */
@inline
export function jobStopped(): bool {
  return atomic.load<i32>(JOB_STOP) != 0;
}

/** Wakes the helpers for a search of `ctx`'s (the first thread's): they help at the splits it opens (split.ts). */
export function postJob(ctx: SearchContext): void {
  // The pool starts before the helpers wake: started after, its store would drop what a quick
  // helper had added (a loaded machine let a budget run 16,080 nodes over instead of 8,192).
  poolBudget(ctx, true);
  job.nodeLimit = ctx.nodeLimit;
  job.deadline = ctx.deadline;
  inJob = true;
  registerContext(ctx, 0);
  job.nodes = 0;
  atomic.store<i32>(JOB_STOP, 0);
  atomic.store<i32>(JOB_BUSY, job.helpers);
  atomic.add<i32>(JOB_SEQUENCE, 1);
  atomic.notify(JOB_SEQUENCE, job.helpers);
}

/**
 * Stops the job and waits until every helper has left it; returns their nodes. It spins rather
 * than blocks: a browser's main thread may not block, and the helpers leave within moments (they
 * wait for splits, and the search that opened them has ended).
 */
export function finishJob(ctx: SearchContext): u64 {
  atomic.store<i32>(JOB_STOP, 1);
  signalThreads();
  while (atomic.load<i32>(JOB_BUSY) != 0) {}
  inJob = false;
  leavePool(ctx);
  return atomic.load<u64>(JOB_NODES);
}

/** Called by a helper when it leaves the job, with the nodes it searched. */
export function leaveJob(nodes: u64): void {
  atomic.add<u64>(JOB_NODES, nodes);
  atomic.sub<i32>(JOB_BUSY, 1);
}

/** The sequence number of the last job posted. */
export function jobSequence(): i32 {
  return atomic.load<i32>(JOB_SEQUENCE);
}

/**
 * Waits for the job after `seen` (a sequence number); returns its sequence number, or -1 when the
 * helpers are told to quit.
 */
export function nextJob(seen: i32): i32 {
  let sequence = atomic.load<i32>(JOB_SEQUENCE);
  while (sequence == seen) {
    atomic.wait<i32>(JOB_SEQUENCE, seen);
    sequence = atomic.load<i32>(JOB_SEQUENCE);
  }
  return job.quit != 0 ? -1 : sequence;
}

/** Sets how many helpers serve (0: none; they sit jobs out, and `count` -1 tells them all to quit). */
export function setHelpers(count: i32): void {
  if (count >= 0) {
    count = min(count, MAX_THREADS - 1);
    job.helpers = count;
    return;
  }
  job.quit = 1;
  atomic.add<i32>(JOB_SEQUENCE, 1);
  atomic.notify(JOB_SEQUENCE, -1);
  job.helpers = 0;
}

/** Bytes of a thread's context, node records and evaluation scratch, whole vectors. */
const CONTEXT_SPAN: usize = ((CONTEXT_BYTES + 15) >> 4) << 4;
const RECORDS_SPAN: usize = ((NODE_RECORDS_BYTES + 15) >> 4) << 4;
const SCRATCH_SPAN: usize = ((EVALUATION_SCRATCH_BYTES + 15) >> 4) << 4;
/** A thread's own block: its context, its node records, its evaluation scratch, its stack of positions. */
const BLOCK_BYTES: usize = CONTEXT_SPAN + RECORDS_SPAN + SCRATCH_SPAN + POSITION_STACK_BYTES;

/**
 * Allocates a helper's own memory (run by the first instance, whose allocator owns the heap):
 * returns it, for the helper's `attachHelper`.
 */
export function allocateHelper(): usize {
  const own = heap.alloc(2 * sizeof<usize>());
  const block = (heap.alloc(BLOCK_BYTES + 15) + 15) & ~15;
  memory.fill(block, 0, BLOCK_BYTES);
  store<usize>(own, block);
  store<usize>(own, changetype<usize>(new MoveLists(HEIGHTS)), sizeof<usize>());
  return own;
}

/** Whether helper `index` (0..) takes part in the current job. */
@inline
export function takesPart(index: i32): bool {
  return index < job.helpers;
}

/**
 * Makes the memory of `allocateHelper` this instance's own: helper `index` (0..), once, after its
 * start. Returns its search context.
 */
export function attachHelper(own: usize, index: i32): SearchContext {
  const block = load<usize>(own);
  const lists = changetype<MoveLists>(load<usize>(own, sizeof<usize>()));
  const ctx = startContext(block, lists, block + CONTEXT_SPAN, block + CONTEXT_SPAN + RECORDS_SPAN + SCRATCH_SPAN, block + CONTEXT_SPAN + RECORDS_SPAN);
  registerContext(ctx, index + 1);
  inJob = true;
  return ctx;
}
