// Which evaluation the engine plays: the light one (linear weights) the page opens with, until the
// neural network, fetched once after the page's first paint, arrives; where it cannot be fetched,
// the light one stays and the page says why.
import { VERSION } from '@flank/reversi';
import type { Searcher } from '../searcher/worker-searcher.ts';

/**
 * The engine's evaluation: the light one the page opens with, `loading` while the neural network
 * downloads, `network` once the engine plays it, or `failed` when it could not be fetched.
 */
export type EvaluationState = { status: 'light' } | { status: 'loading' } | { status: 'network' } | { status: 'failed'; message: string };

/** What the evaluation asks of the page: to be told of a change, and to search everything again once the network plays. */
export interface EvaluationHost {
  changed(): void;
  arrived(): void;
}

/**
 * The engine's evaluation and the network's download.
 *
 * @example
 * ```ts
 * const evaluation = new EngineEvaluation(searcher, () => fetchNetwork(), { changed, arrived });
 * evaluation.load();
 * evaluation.state; // { status: 'loading' }, then { status: 'network' }
 * ```
 */
export class EngineEvaluation {
  #searcher: Searcher;
  #network: (() => Promise<ArrayBuffer>) | undefined;
  #host: EvaluationHost;
  state: EvaluationState = { status: 'light' };
  /** The network's fingerprint once the engine plays it. */
  #networkId: string | null = null;

  /** `network` fetches the network's weights; without it the engine keeps the light evaluation. */
  constructor(searcher: Searcher, network: (() => Promise<ArrayBuffer>) | undefined, host: EvaluationHost) {
    this.#searcher = searcher;
    this.#network = network;
    this.#host = host;
  }

  /**
   * What the engine scores with, for work kept across reloads (a saved review) to tell whether it is
   * still the engine's own: its version and the weights, the light ones or the network's fingerprint.
   */
  get id(): string {
    return `${VERSION}/${this.#networkId ?? 'light'}`;
  }

  /**
   * Whether `id` is for good: no network is on its way (none to fetch, it plays, or it failed).
   * With a network to fetch it is not, until it arrives or fails: the page calls `load` after its
   * first paint.
   */
  get settled(): boolean {
    return this.#network === undefined || this.state.status === 'network' || this.state.status === 'failed';
  }

  /**
   * Fetches the neural network, once, and plays with it from its arrival: the computer's move,
   * hints, the line, the graph and the review are searched again with it. Until then, and for
   * good where it cannot be fetched, the engine plays the light evaluation it started with. The
   * page calls this after its first paint, so that the download never delays the page's opening.
   */
  load(): void {
    const network = this.#network;
    if (!network || this.state.status !== 'light') return;
    this.state = { status: 'loading' };
    this.#host.changed();
    network().then(
      (weights) => {
        this.#networkId = fingerprint(weights);
        this.#searcher.useWeights(weights);
        this.state = { status: 'network' };
        this.#host.arrived();
      },
      (error: unknown) => {
        this.state = { status: 'failed', message: (error as Error).message };
        this.#host.changed();
      },
    );
  }
}

/** FNV-1a of the bytes with their length: another network file (a new deploy) is another evaluation. */
function fingerprint(weights: ArrayBuffer): string {
  let hash = 0x811c9dc5;
  for (const byte of new Uint8Array(weights)) hash = Math.imul(hash ^ byte, 0x01000193);
  return `network-${weights.byteLength}-${(hash >>> 0).toString(16)}`;
}
