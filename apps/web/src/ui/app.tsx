// The page, an analysis board: the board with its scoreboard, status and buttons, and beside it
// (under it, on a phone) the engine's lines, the moves, the evaluation graph, the review and the
// game's records. The settings open in a dialog from the header. Keys work anywhere outside a form
// field.
import { type Color, type Move, parseSquare } from '@flank/reversi';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board, FLIP_MS } from '../board/board.tsx';
import { replay } from '../game/record.ts';
import { variationTree } from '../game/variations.ts';
import { describeAction, resultText } from '../i18n/describe.ts';
import { I18n } from '../i18n/i18n-context.ts';
import { pageLanguage, saveLanguage } from '../i18n/language.ts';
import { type Language, MESSAGES } from '../i18n/messages.ts';
import { type Command, type Cursor, type KeyState, pressKey, squareOf } from '../keyboard/keys.ts';
import { type QuizState, useQuiz } from '../quiz/use-quiz.ts';
import { QuizPanel } from './quiz-panel.tsx';
import type { Controller } from '../play/controller.ts';
import { Controls } from './controls.tsx';
import { EngineStatus } from './engine-status.tsx';
import { EngineLines, EvaluationBar } from './engine-view.tsx';
import { EvaluationGraph } from './evaluation-graph.tsx';
import { type Editing, EditorTools, applyTool, startEditing } from './board-editor.tsx';
import { ImportExport } from './import-export.tsx';
import { MoveList } from './move-list.tsx';
import { Navigation } from './navigation.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { Scoreboard } from './scoreboard.tsx';
import { StatusArea } from './status-area.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import type { KeyValueStore } from '../storage/saved-game.ts';
import { playPlacement } from './sound.ts';
import { type ThemeChoice, saveTheme, savedTheme, themeOf } from './theme.ts';
import { useController } from './use-controller.ts';

/**
 * The whole page, over one controller. `store` keeps the language and theme beside the game;
 * `saving` says whether it lasts beyond the page (the browser may refuse storage).
 */
export function App({ controller, store, saving }: { controller: Controller; store: KeyValueStore; saving: boolean }) {
  useController(controller);
  const [language, setLanguage] = useState<Language>(() => pageLanguage(store, navigator.languages));
  const [theme, setTheme] = useState<ThemeChoice>(() => savedTheme(store));
  useTheme(theme);
  const [keys, setKeys] = useState<KeyState>({ cursor: { column: 3, row: 2 }, typed: '' });
  const [focusRequest, setFocusRequest] = useState(0);
  const [illegal, setIllegal] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const quizzes = useQuiz(store);
  const quiz = quizzes.state;
  const t = MESSAGES[language];
  const game = controller.game;
  const shown = controller.shown;

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t.title;
  }, [language]);
  useEffect(() => setIllegal(null), [controller.record.moves.length, controller.viewedPly()]);
  // The URL carries the game, so that a reload or a copied address reopens it; a link's own game
  // stays in the address until the person has chosen.
  const link = `#${controller.link()}`;
  useEffect(() => {
    if (!controller.linked && location.hash !== link) window.history.replaceState(window.history.state, '', link);
  }, [link, controller.linked]);
  useEffect(() => {
    const follow = () => controller.followLink(location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    const { kind, moves } = controller.lastAction;
    if (controller.settings.sound && kind === 'played' && moves.some((move) => move.square !== 'pa')) playPlacement();
  }, [controller.lastAction]);

  const play = (square: string) => {
    if (editing) return setEditing(applyTool(editing, parseSquare(square)));
    if (quiz) return quizzes.answer(square);
    if (!controller.isHumanTurn()) return;
    try {
      controller.play(square);
    } catch {
      setIllegal(t.illegal(square));
    }
  };

  const commands: Record<Command, () => void> = {
    play: () => play(squareOf(keys.cursor)),
    pass: () => controller.isHumanTurn() && shown.canPass() && controller.play('pa'),
    undo: () => controller.undo(),
    redo: () => controller.redo(),
    hints: () => controller.updateSettings({ hints: !controller.settings.hints }),
    solve: () => controller.startSolve(),
    flip: () => controller.updateSettings({ flipped: !controller.settings.flipped }),
    'new-game': () => controller.newGame(),
    back: () => controller.step(-1),
    forward: () => controller.step(1),
    start: () => controller.goTo(0),
    end: () => controller.goTo(controller.record.moves.length),
  };
  // The listener is added once; it reads the latest state and commands through this ref.
  const latest = useRef({ keys, commands, quiz });
  latest.current = { keys, commands, quiz };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      if (target.closest('dialog')) return;
      const pressed = pressKey(latest.current.keys, event.key, target.dataset.square !== undefined, controller.settings.flipped);
      if (!pressed) return;
      // Enter on a button other than a square is that button's own click.
      if (pressed.command === 'play' && target.tagName === 'BUTTON' && target.dataset.square === undefined) return;
      event.preventDefault();
      const moved = pressed.state.cursor !== latest.current.keys.cursor;
      setKeys(pressed.state);
      if (moved) setFocusRequest((request) => request + 1);
      // In quiz mode only Enter (the move) counts: the game's commands wait for the game.
      if (pressed.command && (!latest.current.quiz || pressed.command === 'play')) latest.current.commands[pressed.command]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const history = game.history({ verbose: true });
  const shownHistory = shown.history({ verbose: true });
  const viewing = controller.isViewing();
  const landed = useLanded(shownHistory.length);
  const lastPlaced = shownHistory.findLast((move: Move) => move.square !== 'pa') ?? null;
  const solve = controller.solve;
  const solution = solve?.status === 'done' && solve.solution.solved ? solve.solution : null;
  const hints = new Map(
    controller.settings.hints ? (controller.hints ?? []).filter((hint) => hint.move !== 'pa').map((hint) => [hint.move, { score: hint.score, book: hint.source === 'book' }]) : [],
  );
  const clock = useClock(controller);
  // The result waits for the last move's discs to turn over.
  const result = clock?.flagged ? t.timeUp(clock.flagged) : landed ? resultText(t, shown) : null;
  const { engineView, flipped } = controller.settings;
  const evaluations = controller.evaluations();
  const reviewed = controller.review?.moves ?? new Map();
  const ply = controller.viewedPly();
  const lastAction = controller.lastAction;
  const analysis = controller.analysis;
  const variations = controller.variations;
  const { tree, colors } = useMemo(() => {
    const { rules, start } = controller.record;
    const colors = variations.lines.map((moves) => replay({ rules, start, moves: [...moves] }).history({ verbose: true }).map((move) => move.color));
    return { tree: variationTree(variations.lines), colors };
  }, [link]);
  const lines = controller.lines;

  return (
    <I18n.Provider value={t}>
      <header class="top">
        <h1>{t.title}</h1>
        <p class="tagline">{t.tagline}</p>
        <div class="top-actions">
          <button type="button" name="open-quizzes" aria-pressed={quiz !== null} onClick={() => (quiz ? quizzes.close() : (setEditing(null), quizzes.open()))}>
            {t.quizButton}
          </button>
          <button type="button" name="open-settings" aria-haspopup="dialog" onClick={() => setSettingsOpen(true)}>
            <span aria-hidden="true">⚙</span> {t.settingsButton}
          </button>
        </div>
      </header>
      <main class="layout">
        <section class="play">
          {!saving && (
            <p class="notice" data-not-saving>
              {t.notSaving}
            </p>
          )}
          {controller.linked && (
            <div class="notice link-offer" role="alert" data-link-offer>
              <p>{t.linkOffer(controller.linked.moves.length)}</p>
              <button type="button" name="open-linked" onClick={() => controller.openLinked()}>
                {t.openLinked}
              </button>{' '}
              <button type="button" name="keep-game" onClick={() => controller.keepGame()}>
                {t.keepGame}
              </button>
            </div>
          )}
          {controller.savedGameError && (
            <p class="error" role="alert" data-saved-game-error>
              {t.savedGameUnreadable} {controller.savedGameError}
            </p>
          )}
          {controller.linkError && (
            <p class="error" role="alert" data-link-error>
              {t.linkFailed} {controller.linkError}
            </p>
          )}
          {quizzes.failed && (
            <p class="error" role="alert">
              {t.quizFailed} {quizzes.failed}
            </p>
          )}
          {quiz ? (
            <QuizBoard quiz={quiz} cursor={keys.cursor} focusRequest={focusRequest} flipped={flipped} onCursor={(cursor) => setKeys({ cursor, typed: '' })} onPlay={play} />
          ) : (
            <>
              <Scoreboard game={shown} clock={editing ? null : clock} setUp={editing} />
              <div class="board-area">
                {engineView && !editing && <EvaluationBar black={lines?.[0]?.black ?? evaluations[ply]} />}
                <Board
                  discs={editing ? chunk(editing.discs) : shown.board()}
                  turn={editing ? editing.turn : shown.turn()}
                  legal={new Set(!editing && controller.isHumanTurn() ? shown.moves() : [])}
                  lastMove={editing ? null : lastPlaced}
                  hints={editing ? new Map() : hints}
                  best={new Set(editing ? [] : (solution?.bestMoves ?? []))}
                  cursor={keys.cursor}
                  focusRequest={focusRequest}
                  past={viewing && !editing}
                  flipped={flipped}
                  editing={editing !== null}
                  onCursor={(cursor) => setKeys({ cursor, typed: '' })}
                  onPlay={play}
                  onHint={(square) => controller.previewHint(square)}
                />
              </div>
            </>
          )}
          {quiz ? null : editing ? (
            <EditorTools controller={controller} editing={editing} onChange={setEditing} onClose={() => setEditing(null)} />
          ) : (
            <>
              <Navigation controller={controller} />
              <StatusArea controller={controller} result={result} typed={keys.typed} illegal={illegal} />
              <Controls controller={controller} onEdit={() => setEditing(startEditing(controller))} />
            </>
          )}
          <EngineStatus evaluation={controller.evaluation} />
          <p class="keys">{t.keyboardHelp}</p>
          <p class="sr-only" aria-live="polite">
            {describeAction(t, lastAction, game.rules(), history)}
          </p>
        </section>
        <aside class="panel">
          {quiz && <QuizPanel state={quiz} onRetry={quizzes.retry} onReveal={quizzes.reveal} onNext={quizzes.next} onClose={quizzes.close} />}
          {engineView && !editing && !quiz && (
            <EngineLines
              lines={lines}
              level={analysis?.level ?? null}
              done={analysis?.done ?? false}
              preview={controller.preview}
              count={controller.settings.lines}
              onCount={(count) => controller.updateSettings({ lines: count })}
            />
          )}
          <MoveList
            tree={tree}
            colors={colors}
            played={controller.record.moves}
            viewed={ply}
            opening={game.opening()}
            reviewed={reviewed}
            onSelect={(line, to) => controller.goToLine(line, to)}
            onPromote={(line) => controller.promoteVariation(line)}
            onDelete={(line) => controller.deleteVariation(line)}
          />
          <EvaluationGraph scores={evaluations} viewed={ply} reviewed={reviewed} onSelect={(to) => controller.goTo(to)} />
          <ReviewPanel controller={controller} />
          <ImportExport controller={controller} />
        </aside>
      </main>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <SettingsPanel
          controller={controller}
          theme={theme}
          onTheme={(next) => {
            saveTheme(store, next);
            setTheme(next);
          }}
          language={language}
          onLanguage={(next) => {
            saveLanguage(store, next);
            setLanguage(next);
          }}
        />
      </SettingsDialog>
    </I18n.Provider>
  );
}

/** The quiz's position on the board: its moves to choose from, then every move's exact score once answered or shown. */
function QuizBoard({ quiz, ...props }: { quiz: QuizState; cursor: Cursor; focusRequest: number; flipped: boolean; onCursor(cursor: Cursor): void; onPlay(square: string): void }) {
  const { game, verdict, revealed } = quiz;
  const scores = new Map(revealed || verdict ? quiz.quiz.moves.filter((move) => revealed || move.move === verdict!.move).map((move) => [move.move, { score: move.score, book: false }]) : []);
  return (
    <>
      <Scoreboard game={game} clock={null} />
      <div class="board-area">
        <Board
          {...props}
          discs={game.board()}
          turn={game.turn()}
          legal={new Set(verdict ? [] : game.moves())}
          lastMove={null}
          hints={scores}
          best={new Set(revealed ? [quiz.quiz.moves[0]!.move] : [])}
          past={false}
          editing={false}
          onHint={() => undefined}
        />
      </div>
    </>
  );
}

/** How often a running clock is redrawn (and checked for a side out of time). */
const CLOCK_TICK_MS = 100;

/** The game's clock, redrawn while it runs. */
function useClock(controller: Controller) {
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

/** 64 squares a1..h8 as the board's 8 rows. */
const chunk = (discs: (Color | null)[]) => Array.from({ length: 8 }, (_, row) => discs.slice(row * 8, row * 8 + 8));

/**
 * Whether the discs of the last move have finished turning over: false for FLIP_MS after `plies`
 * changes (at once where the person asked for reduced motion), true when the page opens.
 */
function useLanded(plies: number): boolean {
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
function useTheme(choice: ThemeChoice): void {
  useEffect(() => {
    const system = matchMedia('(prefers-color-scheme: dark)');
    const apply = () => (document.documentElement.dataset.theme = themeOf(choice, system.matches));
    apply();
    system.addEventListener('change', apply);
    return () => system.removeEventListener('change', apply);
  }, [choice]);
}
