// Loading a pasted transcript or board string, and copying the game out (as text, or as an image of
// the board). A text that does not load leaves the game as it was and says what is wrong with it
// (the wrapper's message names it).
import { useState } from 'preact/hooks';
import { useMessages } from '../i18n/i18n-context.ts';
import type { Controller } from '../play/controller.ts';

/**
 * A read-only field with a button that copies it. It wraps, so that the whole text shows (a board
 * string is 66 characters), in the page's own font, where O is round and cannot pass for a zero.
 */
function CopyField({ label, name, text, rows }: { label: string; name: string; text: string; rows: number }) {
  const t = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = async (event: Event) => {
    const field = (event.currentTarget as HTMLElement).parentElement!.querySelector('textarea')!;
    field.select();
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard permission: the text stays selected, to copy by hand.
    }
  };
  return (
    <div class="copy-field">
      <label>
        <span>{label}</span>
        <textarea name={name} readOnly rows={rows} value={text} spellcheck={false} onFocus={(event) => (event.currentTarget as HTMLTextAreaElement).select()} />
      </label>
      <button type="button" onClick={copy}>
        {copied ? t.copied : t.copy}
      </button>
    </div>
  );
}

/**
 * Downloads the board as shown (a past position when stepping through the game) as an SVG file,
 * drawn by the wrapper's `toSVG`, with the coordinates, the last move and the page's colours.
 */
function ExportImage({ controller }: { controller: Controller }) {
  const t = useMessages();
  const download = () => {
    const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    const svg = controller.shown.toSVG({ coordinates: true, lastMove: true, theme });
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'flank-board.svg';
    link.click();
    // Some browsers read the file after the click has returned: keep it a while.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <div class="export-image">
      <button type="button" onClick={download}>
        {t.exportImage}
      </button>
      <span class="muted">{t.exportImageNote}</span>
    </div>
  );
}

/** The import form and the export fields. */
export function ImportExport({ controller }: { controller: Controller }) {
  const t = useMessages();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { start } = controller.record;
  const submit = (event: Event) => {
    event.preventDefault();
    try {
      controller.load(text);
      setError(null);
      setText('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <section class="card">
      <form class="import" onSubmit={submit}>
        <label>
          <span>{t.importLabel}</span>
          <textarea name="position" rows={2} value={text} onInput={(event) => setText((event.currentTarget as HTMLTextAreaElement).value)} spellcheck={false} />
        </label>
        <button type="submit">{t.load}</button>
        {error && (
          <p class="error" role="alert">
            {t.importFailed} {error}
          </p>
        )}
      </form>
      <CopyField label={start === null ? t.transcript : t.transcriptFromBoard} name="transcript" text={controller.game.transcript()} rows={3} />
      <CopyField label={t.boardString} name="board" text={controller.game.toString()} rows={2} />
      <CopyField label={t.link} name="link" text={`${location.origin}${location.pathname}#${controller.link()}`} rows={2} />
      <ExportImage controller={controller} />
    </section>
  );
}
