// The page's keys, anywhere outside a form field or the settings dialog: the cursor and typed
// squares (keys.ts) and the one-letter commands.
import { useEffect, useRef } from 'preact/hooks';
import { type Command, type KeyState, pressKey } from '../keyboard/keys.ts';

/**
 * Listens to the keys: `setKeys` takes the new key state, `focus` is called when the cursor moved,
 * each command runs from `commands`, and `notSquare` hears what was typed when it names no square.
 * The arrows follow the board as drawn (`flipped`). In a quiz only Enter (the move) counts.
 */
export function usePageKeys(
  flipped: boolean,
  keys: KeyState,
  setKeys: (keys: KeyState) => void,
  focus: () => void,
  commands: Record<Command, () => void>,
  notSquare: (typed: string) => void,
  quiz: boolean,
): void {
  // The listener is added once; it reads the latest state and commands through this ref.
  const latest = useRef({ flipped, keys, commands, notSquare, quiz });
  latest.current = { flipped, keys, commands, notSquare, quiz };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      if (target.closest('dialog')) return;
      const pressed = pressKey(latest.current.keys, event.key, target.dataset.square !== undefined, latest.current.flipped);
      if (!pressed) return;
      // Enter on a button other than a square is that button's own click.
      if (pressed.command === 'play' && target.tagName === 'BUTTON' && target.dataset.square === undefined) return;
      event.preventDefault();
      const moved = pressed.state.cursor !== latest.current.keys.cursor;
      setKeys(pressed.state);
      if (moved) focus();
      if (pressed.notSquare) latest.current.notSquare(pressed.notSquare);
      if (pressed.command && (!latest.current.quiz || pressed.command === 'play')) latest.current.commands[pressed.command]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
