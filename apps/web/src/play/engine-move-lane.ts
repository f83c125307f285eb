// The engine's move in the live game: held back a moment so that it can be followed, searched at
// the settings' level or style with the book's variety, within its share of the clock, and played
// unless the game changed or the clock ran out meanwhile.
import type { Searcher } from '../searcher/worker-searcher.ts';
import type { ClockLane } from './clock-lane.ts';
import type { PageGame } from './page-game.ts';
import { STYLE_LEVEL } from './settings.ts';

/** The engine's move is cut off after this long, whatever the level: the page stays playable. */
export const ENGINE_MOVE_MS = 10_000;
/** The engine picks among the opening book's moves within this many discs of the best, so that games differ. */
export const BOOK_VARIETY = 1;
/** How long an engine move is held back: against a person, and between two engines. */
export const ENGINE_PAUSE_MS = { 'human-engine': 300, 'engine-engine': 600 } as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the engine's move asks of the page: whether the clock ran out, and to play the move or show the failure. */
export interface EngineMoveHost {
  flagged(): boolean;
  play(move: string): void;
  failed(message: string): void;
}

/**
 * The engine's move.
 *
 * @example
 * ```ts
 * const engine = new EngineMoveLane(searcher, page, clock, sleep, { flagged, play, failed });
 * engine.request(() => version === current);
 * engine.thinking; // true until it plays
 * ```
 */
export class EngineMoveLane {
  #searcher: Searcher;
  #page: PageGame;
  #clock: ClockLane;
  #pause: (ms: number) => Promise<void>;
  #host: EngineMoveHost;
  /** Whether the engine is searching for its move. */
  thinking = false;

  constructor(searcher: Searcher, page: PageGame, clock: ClockLane, pause: (ms: number) => Promise<void>, host: EngineMoveHost) {
    this.#searcher = searcher;
    this.#page = page;
    this.#clock = clock;
    this.#pause = pause;
    this.#host = host;
  }

  /** Searches the engine's move in the live game; `current` says whether the game is still the one asked about when it lands. */
  request(current: () => boolean): void {
    const { settings, bookSeed, game } = this.#page;
    this.thinking = true;
    const held = this.#pause(ENGINE_PAUSE_MS[settings.mode as keyof typeof ENGINE_PAUSE_MS]);
    const book = settings.book && { variety: BOOK_VARIETY, seed: bookSeed };
    const timeMs = this.#clock.moveTimeMs(game, ENGINE_MOVE_MS);
    const options =
      settings.style === null ? { level: settings.level, timeMs, book } : { level: STYLE_LEVEL, timeMs, book: settings.book, style: { loss: settings.style, seed: bookSeed } };
    this.#searcher
      .run({ kind: 'best-move', position: this.#page.position(), options }, 'move')
      .then(async (best) => {
        await held;
        if (!current() || this.#host.flagged()) return;
        this.#host.play(best.move);
      })
      .catch((error: unknown) => {
        if (!current()) return;
        this.thinking = false;
        this.#host.failed((error as Error).message);
      });
  }

  /** Drops the search of the engine's move, if any. */
  cancel(): void {
    this.#searcher.cancel('move');
    this.thinking = false;
  }
}
