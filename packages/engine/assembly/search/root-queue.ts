import { POSITION_BYTES, Position } from "../position";
import { ANSWER_BYTES, Answer } from "./answer";

// Positions searched as one batch, each to the same depth (`thinkQueued`, control.ts): the
// children of an `analyze`, which are independent searches. On the threaded build each thread
// takes the next position in turn, so that the threads search different trees rather than split
// one small one; the queue and the answers sit in shared memory.

/** Positions a batch holds at most: every square and a pass, with room to spare. */
export const MAX_ROOTS: i32 = 128;

const answers = memory.data(<i32>(<usize>MAX_ROOTS * ANSWER_BYTES), 16);
const positions = memory.data(<i32>(<usize>MAX_ROOTS * POSITION_BYTES), 16);

@final @unmanaged
class Queue {
  /** Positions queued. */
  count: i32;
  /** The next position a thread takes. */
  next: i32;
  /** Positions whose search has ended. */
  done: i32;
  /** Positions of the last batch searched, whose answers are readable. */
  searched: i32;
}
const queue = changetype<Queue>(memory.data(offsetof<Queue>(), 16));
const QUEUE_NEXT: usize = changetype<usize>(queue) + offsetof<Queue>("next");
const QUEUE_DONE: usize = changetype<usize>(queue) + offsetof<Queue>("done");

/** The answer to queued position `index`, once searched. */
@inline
export function queuedAnswer(index: i32): Answer {
  return changetype<Answer>(answers + <usize>index * ANSWER_BYTES);
}

/** The queued position `index`. */
@inline
export function queuedPosition(index: i32): Position {
  return changetype<Position>(positions + <usize>index * POSITION_BYTES);
}

/** Queues a position for the next batch; returns its index, or -1 when the queue is full. */
export function queuePosition(position: Position): i32 {
  const index = queue.count;
  if (index >= MAX_ROOTS) return -1;
  if (index == 0) atomic.store<i32>(QUEUE_DONE, 0);
  queuedPosition(index).copy(position);
  queue.count = index + 1;
  return index;
}

/** How many positions the batch holds. */
@inline
export function queuedCount(): i32 {
  return queue.count;
}

/** Opens the queued positions to the threads. */
export function openQueue(): void {
  atomic.store<i32>(QUEUE_DONE, 0);
  atomic.store<i32>(QUEUE_NEXT, 0);
}

/** Takes the next position to search, or returns -1 when every one is taken. */
export function takePosition(): i32 {
  const index = atomic.add<i32>(QUEUE_NEXT, 1);
  return index < queue.count ? index : -1;
}

/** How many of the batch's positions have their answer. */
export function positionsDone(): i32 {
  return atomic.load<i32>(QUEUE_DONE);
}

/** Whether every queued position's search has ended. */
export function queueDone(): bool {
  return atomic.load<i32>(QUEUE_DONE) >= queue.count;
}

/** Ends a batch: the next position queued starts another; the answers stay readable until then. */
export function closeQueue(): void {
  queue.searched = queue.count;
  queue.count = 0;
}

/** Whether `index` is a position of the last batch searched, its answer readable. */
export function answered(index: i32): bool {
  return index >= 0 && index < queue.searched && queue.count == 0;
}

/** Counts a position's answer, which its search wrote in place, done: the count publishes it. */
export function answerDone(): void {
  atomic.add<i32>(QUEUE_DONE, 1);
}
