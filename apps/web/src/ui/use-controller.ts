// Re-renders a component whenever the controller changes.
import { useEffect, useState } from 'preact/hooks';
import type { Controller } from '../play/controller.ts';

/** Subscribes the calling component to the controller's changes. */
export function useController(controller: Controller): void {
  const [, setTick] = useState(0);
  useEffect(() => controller.subscribe(() => setTick((tick) => tick + 1)), [controller]);
}
