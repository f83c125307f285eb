// The socket's round trip, measured by `ping` and its `pong`: the median of the last few, so that
// one slow answer does not shift the clocks. Half of it is how long a state took to arrive.

/** How many answers the estimate keeps. */
const SAMPLES = 5;
/** A ping unanswered this long is forgotten (the socket was lost meanwhile). */
const FORGET_MS = 30_000;

/**
 * The measured round trip of a socket.
 *
 * @example
 * ```ts
 * const trip = new RoundTrip();
 * const id = trip.ping(performance.now()); // send { type: 'ping', id }
 * trip.pong(id, performance.now()); // on its pong
 * trip.half(); // half the median round trip, in milliseconds
 * ```
 */
export class RoundTrip {
  #next = 0;
  #sent = new Map<number, number>();
  #samples: number[] = [];

  /** A new ping's id, sent at `now`. */
  ping(now: number): number {
    for (const [id, at] of this.#sent) if (now - at > FORGET_MS) this.#sent.delete(id);
    const id = this.#next++;
    this.#sent.set(id, now);
    return id;
  }

  /** A pong arrived at `now`: its ping's round trip counts. A pong of no ping (or a forgotten one) is ignored. */
  pong(id: number, now: number): void {
    const at = this.#sent.get(id);
    if (at === undefined) return;
    this.#sent.delete(id);
    this.#samples.push(Math.max(0, now - at));
    if (this.#samples.length > SAMPLES) this.#samples.shift();
  }

  /** The median round trip measured, or null before the first answer. */
  median(): number | null {
    if (this.#samples.length === 0) return null;
    const sorted = [...this.#samples].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  }

  /** Half the median round trip (0 before the first answer): how late a message arrives. */
  half(): number {
    return (this.median() ?? 0) / 2;
  }
}
