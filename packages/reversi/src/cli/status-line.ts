// The line of stderr where a long search shows how it goes, redrawn in place: on a terminal only,
// since in a log or a pipe a line redrawn many times a second is noise.

/** Where the command line writes its status: stderr, and whether it is a terminal. */
export interface Terminal {
  /** Whether stderr is a terminal (`process.stderr.isTTY`): only then is a status line drawn. */
  isTTY: boolean;
  /** Its width in characters, when known: a longer line would wrap, and could not be redrawn. */
  columns?: number | undefined;
  write(text: string): void;
}

/** The status line: `show` draws it anew, `clear` takes it away (before any other output). */
export interface StatusLine {
  show(text: string): void;
  clear(): void;
}

/** Back to the line's start, and erase it. */
const ERASE = '\r\x1b[K';

/** The process's own stderr. */
export function processTerminal(): Terminal {
  return { isTTY: process.stderr.isTTY === true, columns: process.stderr.columns, write: (text) => void process.stderr.write(text) };
}

/**
 * The status line of a terminal, or undefined when stderr is none.
 *
 * @example
 * ```ts
 * const status = statusLine(processTerminal());
 * status?.show('solving: 12.3 M nodes, 1.0 s');
 * status?.clear();
 * ```
 */
export function statusLine(terminal: Terminal): StatusLine | undefined {
  if (!terminal.isTTY) return undefined;
  let shown = false;
  return {
    show(text) {
      const width = terminal.columns === undefined || terminal.columns < 2 ? text.length : terminal.columns - 1;
      terminal.write(`${ERASE}${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
      shown = true;
    },
    clear() {
      if (shown) terminal.write(ERASE);
      shown = false;
    },
  };
}
