// The input of `flank nboard` and `flank gtp` as the bin reads it: on the main thread, while the
// session and its searches run in a worker thread (interrupt.ts). A search runs synchronously, so
// the session cannot read a line until it returns; the main thread can, and counts in shared
// memory the lines that should stop the search in hand. The core reads that word as its stop flag
// (stopSearchesWhen, core/engine.ts): a `quit` or the end of the input is heard within 4096 nodes.

/** The bit of the word that says the input has ended: the controller is gone. */
const ENDED = 1 << 30;

/** Which lines stop a search while they wait: NBoard's every command, GTP's `quit`. */
export type StopsSearch = (line: string) => boolean;

/**
 * The count, in one word of shared memory, of the lines that stop a search and that the session
 * has not taken yet, and whether the input has ended. The reading thread calls `read` and `end`,
 * the session's thread `take`; `word` is what the core watches (non-zero: stop).
 *
 * @example
 * ```ts
 * const input = new WaitingInput(new Int32Array(new SharedArrayBuffer(4)), (line) => line.trim() === 'quit');
 * input.read('quit'); // the reading thread
 * input.waiting(); // true: a search stops
 * input.take('quit'); // the session's thread, as it answers the line
 * ```
 */
export class WaitingInput {
  readonly word: Int32Array;
  readonly #stops: StopsSearch;

  constructor(word: Int32Array, stops: StopsSearch) {
    this.word = word;
    this.#stops = stops;
  }

  /** A line was read and is on its way to the session. */
  read(line: string): void {
    if (this.#stops(line)) Atomics.add(this.word, 0, 1);
  }

  /** The input has ended: every search from now on stops at once. */
  end(): void {
    Atomics.or(this.word, 0, ENDED);
  }

  /** The session takes a line to answer it: it no longer waits. */
  take(line: string): void {
    if (this.#stops(line)) Atomics.sub(this.word, 0, 1);
  }

  /** Whether a line that stops a search waits, or the input has ended. */
  waiting(): boolean {
    return Atomics.load(this.word, 0) !== 0;
  }
}
