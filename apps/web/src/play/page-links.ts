// The page's links: the game as a link and as the page's address, and the links the page is
// opened with or sent to (incoming-link.ts decides what one does): a game that would replace one
// in progress waits here for the person's say, and one that cannot be opened says why.
import type { GameRecord } from '../game/record.ts';
import type { LinkedGame } from '../share/game-link.ts';
import { incomingLink } from './incoming-link.ts';
import type { PageMode } from './page-mode.ts';
import type { PageGame } from './page-game.ts';

/** What the links ask of the page: load a game, and take a change. */
export interface LinksHost {
  load(record: GameRecord, variations: string[][], mode: PageMode): void;
  /** `opened`: the link's game replaced the page's; else only what the links show changed. */
  changed(opened: boolean): void;
}

/**
 * The game's links, and the link waiting for the person's say.
 *
 * @example
 * ```ts
 * const links = new PageLinks(page, { load, changed });
 * links.follow(location.hash); // opens the game, or keeps it in `linked`
 * links.open(); // the person opens it
 * ```
 */
export class PageLinks {
  #page: PageGame;
  #host: LinksHost;
  /** A game a link carries, waiting until the person opens it or keeps the saved game. */
  linked: LinkedGame | null = null;
  /** Why the link's game could not be opened. */
  error: string | null = null;

  constructor(page: PageGame, host: LinksHost) {
    this.#page = page;
    this.#host = host;
  }

  /** Follows a link the page was sent to after it opened (the address's fragment changed). */
  follow(link: string): void {
    this.#host.changed(this.take(link));
  }

  /**
   * Opens the link's game at once where nothing is lost (no game in progress); else keeps it
   * waiting in `linked`. Returns whether it opened; the page is not told (it opens with it).
   */
  take(link: string): boolean {
    const page = this.#page;
    this.linked = null;
    this.error = null;
    const incoming = incomingLink(link, { current: this.link(), keeps: page.keeps() });
    if (incoming.kind === 'same' && incoming.mode) page.enter(incoming.mode);
    if (incoming.kind === 'ask') this.linked = incoming.linked;
    if (incoming.kind === 'failed') this.error = incoming.message;
    if (incoming.kind !== 'open') return false;
    const { playedLine, linked } = incoming;
    page.open(playedLine, [playedLine.record.moves, ...linked.variations], linked.mode ?? 'analyse');
    return true;
  }

  /** Opens the game the link carries; undo brings back the game it replaces. */
  open(): void {
    if (!this.linked) return;
    const { variations, mode, ...record } = this.linked;
    this.linked = null;
    this.#host.load(record, variations, mode ?? 'analyse');
  }

  /** Keeps the saved game and forgets the link's. */
  keep(): void {
    this.linked = null;
    this.error = null;
    this.#host.changed(false);
  }

  /** The game as a link's fragment (see game-link.ts): its main line and its variations. */
  link(): string {
    return this.#page.lines.link(this.#page.record);
  }

  /** The page's address's fragment: the game's link and the mode. */
  address(): string {
    return this.#page.lines.link(this.#page.record, this.#page.mode);
  }
}
