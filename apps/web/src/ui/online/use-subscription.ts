// Re-renders a component whenever a subscribable (online play, a game) changes.
import { useEffect, useState } from 'preact/hooks';

/** Subscribes the calling component to `source`'s changes (none while it is null). */
export function useSubscription(source: { subscribe(listener: () => void): () => void } | null): void {
  const [, setTick] = useState(0);
  useEffect(() => source?.subscribe(() => setTick((tick) => tick + 1)), [source]);
}
