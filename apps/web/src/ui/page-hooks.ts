// The page's small hooks: the clock redrawn while it runs, whether the last move's discs have
// landed, the theme put in effect, and the address that follows the game.
import { useEffect, useState } from 'preact/hooks';
import { FLIP_MS } from '../board/board.tsx';
import type { Controller } from '../play/controller.ts';
import type { PageLinks } from '../play/page-links.ts';
import { type ThemeChoice, themeOf } from './theme.ts';

/** How often a running clock is redrawn (and checked for a side out of time). */
const CLOCK_TICK_MS = 100;

/** The game's clock, redrawn while it runs. */
export function useClock(controller: Controller) {
  const [, setTick] = useState(0);
  const running = controller.clock?.running ?? null;
  useEffect(() => {
    if (running === null) return;
    const timer = setInterval(() => {
      controller.tickClock();
      setTick((tick) => tick + 1);
    }, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return controller.clock;
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
export function useAddress(links: PageLinks, elsewhere = false): void {
  const address = `#${links.address()}`;
  useEffect(() => {
    if (!elsewhere && !links.linked && location.hash !== address) window.history.replaceState(window.history.state, '', address);
  }, [address, links.linked, elsewhere]);
  useEffect(() => {
    const follow = () => links.follow(location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
}
