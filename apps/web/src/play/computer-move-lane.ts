// The computer's move in the live game: held back a moment so that it can be followed, searched at
// the settings' level or style with the book's variety, within its share of the clock, and played
// unless the game changed or the clock ran out meanwhile.
import type { Searcher } from '../searcher/worker-searcher.ts';
import type { ClockLane } from './clock-lane.ts';
import type { PageGame } from './page-game.ts';
import { STYLE_LEVEL } from './settings.ts';

/** The computer's move is cut off after this long, whatever the level: the page stays playable. */
export const COMPUTER_MOVE_MS = 10_000;
/** The computer picks among the opening book's moves within this many discs of the best, so that games differ. */
export const BOOK_VARIETY = 1;
/** How long a computer move is held back: against a person, and between two computer players. */
export const COMPUTER_PAUSE_MS = { 'human-computer': 300, 'computer-computer': 600 } as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the computer's move asks of the page: whether the clock ran out, and to play the move or show the failure. */
export interface ComputerMoveHost {
  flagged(): boolean;
  play(move: string): void;
  failed(message: string): void;
}

/**
 * The computer's move.
 *
 * @example
 * ```ts
 * const computer = new ComputerMoveLane(searcher, page, clock, sleep, { flagged, play, failed });
 * computer.request(() => version === current);
 * computer.thinking; // true until it plays
 * ```
 */
export class ComputerMoveLane {
  #searcher: Searcher;
  #page: PageGame;
  #clock: ClockLane;
  #pause: (ms: number) => Promise<void>;
  #host: ComputerMoveHost;
  /** Whether the computer is searching for its move. */
  thinking = false;

  constructor(searcher: Searcher, page: PageGame, clock: ClockLane, pause: (ms: number) => Promise<void>, host: ComputerMoveHost) {
    this.#searcher = searcher;
    this.#page = page;
    this.#clock = clock;
    this.#pause = pause;
    this.#host = host;
  }

  /** Searches the computer's move in the live game; `current` says whether the game is still the one asked about when it lands. */
  request(current: () => boolean): void {
    const { settings, bookSeed, game } = this.#page;
    this.thinking = true;
    const held = this.#pause(COMPUTER_PAUSE_MS[settings.mode as keyof typeof COMPUTER_PAUSE_MS]);
    const book = settings.book && { variety: BOOK_VARIETY, seed: bookSeed };
    const timeMs = this.#clock.moveTimeMs(game, COMPUTER_MOVE_MS);
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

  /** Drops the search of the computer's move, if any. */
  cancel(): void {
    this.#searcher.cancel('move');
    this.thinking = false;
  }
}
