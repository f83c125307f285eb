// The page's small hooks: the clock ticked while it runs, whether the last move's discs have
// landed, the theme put in effect, and the address that follows the game.
import { useEffect, useState } from 'preact/hooks';
import { FLIP_MS } from '../board/board.tsx';
import type { ClockReading } from '../play/clock-lane.ts';
import type { LinksView } from '../play/page-view.ts';
import { type ThemeChoice, themeOf } from './theme.ts';

/** How often a running clock is redrawn (and checked for a side out of time). */
const CLOCK_TICK_MS = 100;

/** Ticks the game's `clock` while it runs: `tick` reads it again (the page's view takes the new reading) and checks for a side out of time. */
export function useClockTicks(clock: ClockReading | null, tick: () => void): void {
  const running = clock?.running ?? null;
  useEffect(() => {
    if (running === null) return;
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
}

/**
 * Whether the discs of the last move have finished turning over: false for FLIP_MS after `plies`
 * changes (at once where the person asked for reduced motion), true when the page opens.
 */
export function useLanded(plies: number): boolean {
  const [landed, setLanded] = useState(plies);
  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setLanded(plies);
      return;
    }
    const timer = setTimeout(() => setLanded(plies), FLIP_MS);
    return () => clearTimeout(timer);
  }, [plies]);
  return landed === plies;
}

/** Puts the theme in effect on <html> (`data-theme`), following the system's while on automatic. */
export function useTheme(choice: ThemeChoice): void {
  useEffect(() => {
    const system = matchMedia('(prefers-color-scheme: dark)');
    const apply = () => (document.documentElement.dataset.theme = themeOf(choice, system.matches));
    apply();
    system.addEventListener('change', apply);
    return () => system.removeEventListener('change', apply);
  }, [choice]);
}

/**
 * The URL carries the game and the mode, so that a reload or a copied address reopens them; a
 * link's own game stays in the address until the person has chosen. A changed fragment is followed.
 * `elsewhere`: another part of the page (online play) holds the address meanwhile.
 */
export function useAddress(links: Pick<LinksView, 'address' | 'linked'>, followLink: (link: string) => void, elsewhere = false): void {
  const address = `#${links.address}`;
  useEffect(() => {
    if (!elsewhere && !links.linked && location.hash !== address) window.history.replaceState(window.history.state, '', address);
  }, [address, links.linked, elsewhere]);
  useEffect(() => {
    const follow = () => followLink(location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
}
