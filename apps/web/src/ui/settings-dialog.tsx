// The settings behind a button: a modal dialog over the page (Escape or the close button shuts
// it), so that the board, the engine's lines and the moves keep the page.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useMessages } from '../i18n/i18n-context.ts';

/** The dialog, open while `open`; `onClose` hears every way it closes. */
export function SettingsDialog({ open, onClose, children }: { open: boolean; onClose(): void; children: ComponentChildren }) {
  const t = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog class="settings-dialog" ref={dialog} aria-labelledby="settings-title" onClose={onClose} onClick={(event) => event.target === dialog.current && onClose()}>
      <div class="dialog-body">
        <div class="card-head">
          <h2 id="settings-title">{t.settings}</h2>
          <button type="button" name="close-settings" onClick={onClose}>
            {t.close}
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
