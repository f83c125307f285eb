// The page's view as a component reads it: the latest snapshot, the component drawn again after
// every change.
import { useEffect, useState } from 'preact/hooks';

/** What keeps the page's view: the latest one, and a way to hear of the next (the controller). */
export interface ViewSource<View> {
  readonly view: View;
  subscribe(listener: () => void): () => void;
}

/**
 * The source's view, the calling component subscribed to its changes.
 *
 * @example
 * ```tsx
 * const view = usePageView(controller);
 * return <Navigation ply={view.game.ply} plies={view.game.plies} … />;
 * ```
 */
export function usePageView<View>(source: ViewSource<View>): View {
  const [, setTick] = useState(0);
  useEffect(() => source.subscribe(() => setTick((tick) => tick + 1)), [source]);
  return source.view;
}
