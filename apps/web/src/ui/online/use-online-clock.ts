// An online game's clocks, redrawn while one runs.
import { useEffect, useState } from 'preact/hooks';
import { type ClockBase, type OnlineClockReading, clockAt } from '../../online/online-clock.ts';

/** How often a running clock is redrawn. */
const TICK_MS = 100;

/** The clocks now, from the last state's base (null: untimed), redrawn every tenth of a second while one runs. */
export function useOnlineClock(base: ClockBase | null): OnlineClockReading | null {
  const [, setTick] = useState(0);
  const running = base?.running ?? null;
  useEffect(() => {
    if (running === null) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [base]);
  return base ? clockAt(base, performance.now()) : null;
}
