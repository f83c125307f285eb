// Loading a game: a pasted transcript, board string or GGF text, or an opened (or dropped) GGF,
// WTHOR .wtb or text file, choosing among its games when it holds several; and copying the game
// out (as text, a GGF file, or an image of the board). What does not load leaves the game as it was
// and says what is wrong with it (the wrapper's message names it).
import type { Reversi } from '@flank/reversi';
import { useMemo, useState } from 'preact/hooks';
import { useMessages } from '../i18n/i18n-context.ts';
import { matchingGames, pageOf } from '../game/game-list.ts';
import { replay } from '../game/record.ts';
import { type FoundGame, type FoundGames, gamesOfFile, gamesOfText } from '../game/record-import.ts';
import type { PageActions } from '../play/page-actions.ts';
import type { GameView } from '../play/page-view.ts';

/**
 * A read-only field with a button that copies it. It wraps, so that the whole text shows (a board
 * string is 66 characters), in the page's own font, where O is round and cannot pass for a zero.
 */
export function CopyField({ label, name, text, rows }: { label: string; name: string; text: string; rows: number }) {
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
function ExportImage({ shown }: { shown: Reversi }) {
  const t = useMessages();
  const exportImage = () => {
    const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    download('flank-board.svg', shown.toSVG({ coordinates: true, lastMove: true, theme }), 'image/svg+xml');
  };
  return (
    <div class="export-image">
      <button type="button" onClick={exportImage}>
        {t.exportImage}
      </button>
      <span class="muted">{t.exportImageNote}</span>
    </div>
  );
}

/** The main line's game, to write out (GGF writes one line). */
const mainLine = ({ record, variations }: Pick<GameView, 'record' | 'variations'>): Reversi => replay({ ...record, moves: [...variations.lines[0]!] });

/** Downloads `text` as a file named `name`. */
function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Some browsers read the file after the click has returned: keep it a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The games of a file that holds several, to choose one: a search (players, date, number) and a
 * page of the games that match, in a list box (arrows choose, Enter loads), with buttons to the
 * pages before and after. Only a page is drawn, so an archive of 100,000 games opens at once.
 */
function GameChoice({ found, load }: { found: FoundGames; load: (game: FoundGame) => void }) {
  const t = useMessages();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const matches = useMemo(() => matchingGames(found.games, query), [found, query]);
  const shown = pageOf(matches, page);
  const game = shown.games.find((listed) => listed.number === chosen) ?? shown.games[0];
  const turn = (to: number) => {
    setPage(to);
    setChosen(null);
  };
  return (
    <div class="record-choice" data-record-choice>
      <p id="record-games">{t.recordGames(found.games.length, found.skipped)}</p>
      <label>
        <span>{t.searchGames}</span>
        <input
          type="search"
          name="record-search"
          value={query}
          spellcheck={false}
          onInput={(event) => {
            setQuery((event.currentTarget as HTMLInputElement).value);
            turn(1);
          }}
        />
      </label>
      <label>
        <span>{t.gamesShown}</span>
        <select
          name="record-game"
          size={Math.min(10, Math.max(2, shown.games.length))}
          aria-describedby="record-games record-page"
          value={game?.number ?? ''}
          onChange={(event) => setChosen(Number((event.currentTarget as HTMLSelectElement).value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && game) {
              event.preventDefault();
              load(game);
            }
          }}
        >
          {shown.games.map((listed) => (
            <option key={listed.number} value={listed.number}>
              {listed.label}
            </option>
          ))}
        </select>
      </label>
      <div class="record-pages">
        <button type="button" name="previous-games" disabled={shown.page === 1} onClick={() => turn(shown.page - 1)}>
          {t.previousGames}
        </button>
        <span id="record-page" role="status">
          {shown.matches === 0 ? t.noGameMatches : t.gamesPage(shown.page, shown.pages, shown.matches)}
        </span>
        <button type="button" name="next-games" disabled={shown.page === shown.pages} onClick={() => turn(shown.page + 1)}>
          {t.nextGames}
        </button>
      </div>
      <button type="button" name="load-record-game" disabled={!game} onClick={() => game && load(game)}>
        {t.loadChosen}
      </button>
    </div>
  );
}

/** What the records card shows: the game (its line, its live and shown positions, its main line) and its link; and the load. */
export interface ImportExportProps {
  game: Pick<GameView, 'record' | 'live' | 'shown' | 'variations'>;
  link: string;
  actions: Pick<PageActions, 'loadRecord'>;
}

/** The import form (a pasted text, an opened or dropped file, a choice among its games) and the export fields. */
export function ImportExport({ game, link, actions }: ImportExportProps) {
  const t = useMessages();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The games of the last text or file that held several, to choose one. */
  const [found, setFound] = useState<FoundGames | null>(null);
  /** How many files or texts of several games were opened: a new one starts its list afresh (no search, page 1). */
  const [opened, setOpened] = useState(0);
  const { start, rules } = game.record;
  const open = (read: () => FoundGames) => {
    try {
      const games = read();
      if (games.games.length === 1 && games.skipped === 0) {
        actions.loadRecord(games.games[0]!.record());
        setFound(null);
      } else {
        setFound(games);
        setOpened(opened + 1);
      }
      setError(null);
      setText('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const loadChosen = (game: FoundGame) => {
    try {
      actions.loadRecord(game.record());
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const openFile = async (file: File | undefined) => {
    if (file) open(((bytes) => () => gamesOfFile(file.name, bytes, rules))(new Uint8Array(await file.arrayBuffer())));
  };
  const submit = (event: Event) => {
    event.preventDefault();
    open(() => gamesOfText(text, rules));
  };
  const othello = rules.name === 'othello';
  return (
    <section class="card">
      <form
        class="import"
        onSubmit={submit}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void openFile(event.dataTransfer?.files[0]);
        }}
      >
        <label>
          <span>{t.importLabel}</span>
          <textarea name="position" rows={2} value={text} onInput={(event) => setText((event.currentTarget as HTMLTextAreaElement).value)} spellcheck={false} />
        </label>
        <div class="import-actions">
          <button type="submit">{t.load}</button>
          <label class="file-button">
            <input type="file" name="record-file" accept=".ggf,.wtb,.txt,text/plain" onChange={(event) => void openFile((event.currentTarget as HTMLInputElement).files?.[0])} />
            <span>{t.openFile}</span>
          </label>
        </div>
        {error && (
          <p class="error" role="alert">
            {t.importFailed} {error}
          </p>
        )}
        {found && <GameChoice key={opened} found={found} load={loadChosen} />}
      </form>
      <CopyField label={start === null ? t.transcript : t.transcriptFromBoard} name="transcript" text={game.live.transcript()} rows={3} />
      <CopyField label={t.boardString} name="board" text={game.live.toString()} rows={2} />
      <CopyField label={t.link} name="link" text={`${location.origin}${location.pathname}#${link}`} rows={2} />
      <div class="export">
        <ExportImage shown={game.shown} />
        <button type="button" name="export-ggf" disabled={!othello} title={othello ? t.exportGGFNote : t.exportGGFOthello} onClick={() => download('flank-game.ggf', mainLine(game).toGGF(), 'text/plain')}>
          {t.exportGGF}
        </button>
      </div>
    </section>
  );
}
