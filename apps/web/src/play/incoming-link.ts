// A link the page is opened with, or sent to while open (a changed fragment): what it does there. A
// game it carries opens at once where nothing is lost, else waits for the person's say; the page's
// own game (the link says only the mode) changes nothing but the mode.
import { PlayedLine } from '../game/played-line.ts';
import { type LinkedGame, gameOfLink, linkOf } from '../share/game-link.ts';
import type { PageMode } from './page-mode.ts';

/** What a link does: nothing, the mode of the page's own game, a game to open or to ask about, or why it cannot be opened. */
export type IncomingLink =
  | { kind: 'none' }
  | { kind: 'same'; mode: PageMode | null }
  | { kind: 'open'; playedLine: PlayedLine; linked: LinkedGame }
  | { kind: 'ask'; linked: LinkedGame }
  | { kind: 'failed'; message: string };

/**
 * What the link `fragment` does on a page whose game has the link `current`; `keeps`: that game
 * would be lost (it is in progress, or set up), so a linked game waits for the person's say.
 *
 * @example
 * ```ts
 * incomingLink('#rules=othello&moves=f5', { current: 'rules=othello', keeps: false }); // { kind: 'open', ... }
 * ```
 */
export function incomingLink(fragment: string, page: { current: string; keeps: boolean }): IncomingLink {
  try {
    const linked = gameOfLink(fragment);
    if (linked === null) return { kind: 'none' };
    if (linkOf(linked, linked.variations) === page.current) return { kind: 'same', mode: linked.mode };
    const playedLine = new PlayedLine(linked);
    if (page.keeps) return { kind: 'ask', linked: { ...playedLine.record, variations: linked.variations, mode: linked.mode } };
    return { kind: 'open', playedLine, linked };
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
}
