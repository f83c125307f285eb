// The page: the header (page-header.tsx), the board (page-boards.tsx) with its scoreboard, status
// and buttons, and beside it (under it, on a phone) the panels (game-panels.tsx). Two modes
// compose the same parts (page-mode.ts): *Play* leaves the engine's panels out while a game runs,
// *Analyse* shows them all and the best line under the board. The settings open in a dialog from
// the header; keys work anywhere outside a form field. This is the one component that knows the
// controller: it hands each part the slice of the page's view it shows and the actions it calls.
import { parseSquare } from '@flank/reversi';
import { useEffect, useRef, useState } from 'preact/hooks';
import { describeAction, resultText } from '../i18n/describe.ts';
import { I18n } from '../i18n/i18n-context.ts';
import { pageLanguage, saveLanguage } from '../i18n/language.ts';
import { type Language, MESSAGES } from '../i18n/messages.ts';
import { type Command, type Cursor, type KeyState, squareOf } from '../keyboard/keys.ts';
import { useQuiz } from '../quiz/use-quiz.ts';
import type { Controller } from '../play/controller.ts';
import type { KeyValueStore } from '../storage/saved-game.ts';
import { type Editing, EditorTools, applyTool, startEditing } from './board-editor.tsx';
import { Controls } from './controls.tsx';
import { EngineStatus } from './engine-status.tsx';
import { BestLine, EvaluationBar } from './engine-view.tsx';
import { GamePanels } from './game-panels.tsx';
import { ModeBar } from './mode-bar.tsx';
import { LazyOnlineMain } from './online/lazy-online-main.tsx';
import { useOnlineRoute } from './online/use-online-route.ts';
import { Navigation } from './navigation.tsx';
import { PageHeader } from './page-header.tsx';
import { PageNotices } from './page-notices.tsx';
import { EditingBoard, GameBoard, QuizBoard } from './page-boards.tsx';
import { useAddress, useClockTicks, useLanded, useTheme } from './page-hooks.ts';
import { QuizPanel } from './quiz-panel.tsx';
import { Scoreboard } from './scoreboard.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { playPlacement } from './sound.ts';
import { StatusArea } from './status-area.tsx';
import { type ThemeChoice, saveTheme, savedTheme } from './theme.ts';
import { usePageView } from './use-page-view.ts';
import { usePageKeys } from './use-page-keys.ts';

/**
 * The whole page, over one controller. `store` keeps the language and theme beside the game;
 * `saving` says whether it lasts beyond the page (the browser may refuse storage).
 */
export function App({ controller, store, saving }: { controller: Controller; store: KeyValueStore; saving: boolean }) {
  const view = usePageView(controller);
  const { actions } = controller;
  const { game, turn, engine, settings } = view;
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
  const { shown } = game;

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t.title;
  }, [language]);
  useEffect(() => setIllegal(null), [game.plies, game.ply]);
  // Online play keeps the address to itself while it shows.
  const online = useOnlineRoute();
  const onlineMove = useRef<((square: string) => void) | null>(null);
  const away = online.active && !quiz;
  useAddress(view.links, actions.followLink, online.active);
  // While online play shows, the page's own game rests: its clock stands, the engine does not
  // move, an analysis stops deepening; all go on when the player comes back.
  useEffect(() => {
    actions.hide(away);
    if (!away) return;
    const stopped = view.engine.toggleable && view.engine.analysing && !view.engine.stopped;
    if (stopped) actions.toggleAnalysis();
    return () => {
      if (stopped) actions.toggleAnalysis();
    };
  }, [away]);
  useEffect(() => actions.settingsDialog(settingsOpen), [settingsOpen]);
  useEffect(() => {
    const { kind, moves } = view.lastAction;
    if (settings.sound && kind === 'played' && moves.some((move) => move.square !== 'pa')) playPlacement();
    // A game loaded from the form further down: the board comes back into view.
    if (kind === 'loaded') window.scrollTo({ top: 0 });
  }, [view.lastAction]);

  const play = (square: string) => {
    if (editing) return setEditing(applyTool(editing, parseSquare(square)));
    if (quiz) return quizzes.answer(square);
    if (away) return onlineMove.current?.(square);
    if (!turn.personToMove) return;
    try {
      actions.play(square);
    } catch {
      setIllegal(t.illegal(square));
    }
  };
  const commands: Record<Command, () => void> = {
    play: () => play(squareOf(keys.cursor)),
    pass: () => turn.personToMove && shown.canPass() && actions.play('pa'),
    undo: actions.undo,
    redo: actions.redo,
    hints: () => actions.changeSettings({ hints: !settings.hints }),
    solve: actions.solve,
    flip: () => actions.changeSettings({ flipped: !settings.flipped }),
    analysis: () => engine.shown && actions.toggleAnalysis(),
    'new-game': () => actions.newGame(),
    back: () => actions.step(-1),
    forward: () => actions.step(1),
    start: () => actions.goTo(0),
    end: () => actions.goTo(game.plies),
  };
  const notSquare = (typed: string) => setIllegal(t.notSquare(typed));
  usePageKeys(settings.flipped, keys, setKeys, () => setFocusRequest((request) => request + 1), commands, notSquare, quiz !== null || away);

  const board = { cursor: keys.cursor, focusRequest, flipped: settings.flipped, onCursor: (cursor: Cursor) => setKeys({ cursor, typed: '' }), onPlay: play };
  const landed = useLanded(shown.history().length);
  const { clock } = view;
  useClockTicks(clock, actions.tickClock);
  // The result waits for the last move's discs to turn over.
  const result = clock?.flagged ? t.timeUp(clock.flagged) : turn.resigned ? t.resigned(turn.resigned) : landed ? resultText(t, shown) : null;
  const engineOn = engine.shown && !editing;

  return (
    <I18n.Provider value={t}>
      <PageHeader quizOpen={quiz !== null} onQuiz={() => (quiz ? quizzes.close() : (setEditing(null), quizzes.open()))} onSettings={() => setSettingsOpen(true)} />
      {away && (
        <LazyOnlineMain
          language={language}
          store={store}
          sound={settings.sound}
          board={board}
          moveRef={onlineMove}
          mode={view.mode}
          analyse={(record) => {
            actions.loadRecord(record, [], 'analyse');
            // A game resigned, lost on time or agreed is not played out: its review is asked for here.
            const { review, links } = controller.view;
            if (!review.state && review.canStart) actions.startReview();
            online.leave(`#${links.address}`);
          }}
          onBack={() => online.leave(`#${view.links.address}`)}
        />
      )}
      {/* Online play shows in its place: the page's game stays as it was, hidden. */}
      <main class="layout" hidden={away}>
        <section class="play">
          <PageNotices saving={saving} savedGameError={view.savedGameError} links={view.links} quizFailed={quizzes.failed} actions={actions} />
          {quiz ? (
            <QuizBoard quiz={quiz} {...board} />
          ) : (
            <>
              {!editing && <ModeBar mode={view.mode} shown={shown} actions={actions} />}
              <Scoreboard game={shown} clock={editing ? null : clock} setUp={editing} />
              <div class="board-area">
                {engineOn && <EvaluationBar black={engine.lines?.[0]?.black ?? engine.graph[game.ply]} />}
                {editing ? (
                  <EditingBoard editing={editing} {...board} />
                ) : (
                  <GameBoard shown={shown} viewing={game.viewing} personToMove={turn.personToMove} hints={engine.boardHints} solve={view.solve.state} actions={actions} {...board} />
                )}
              </div>
              {engineOn && !shown.isGameOver() && <BestLine line={engine.lines?.[0] ?? null} />}
              {editing ? (
                <EditorTools rules={game.record.rules} editing={editing} actions={actions} onChange={setEditing} onClose={() => setEditing(null)} />
              ) : (
                <>
                  <Navigation game={game} actions={actions} />
                  <StatusArea game={game} lastAction={view.lastAction} thinking={turn.thinking} engineError={engine.error} solve={view.solve.state} result={result} typed={keys.typed} illegal={illegal} />
                  <Controls
                    mode={view.mode}
                    settings={settings}
                    rules={game.record.rules}
                    canPass={turn.personToMove && game.live.canPass()}
                    over={game.live.isGameOver()}
                    canResign={turn.canResign}
                    paused={turn.paused}
                    hintsAllowed={engine.hintsAllowed}
                    undoRedo={view.undoRedo}
                    solve={view.solve}
                    actions={actions}
                    onEdit={() => setEditing(startEditing(shown))}
                  />
                </>
              )}
            </>
          )}
          <EngineStatus evaluation={view.evaluation} />
          <p class="keys">{t.keyboardHelp}</p>
          <p class="sr-only" aria-live="polite">
            {describeAction(t, view.lastAction, game.live.rules(), game.live.history({ verbose: true }))}
          </p>
        </section>
        <aside class="panel">
          {quiz ? (
            <QuizPanel state={quiz} onRetry={quizzes.retry} onReveal={quizzes.reveal} onNext={quizzes.next} onClose={quizzes.close} />
          ) : (
            <GamePanels view={view} actions={actions} editing={editing !== null} />
          )}
        </aside>
      </main>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <SettingsPanel
          settings={settings}
          rules={game.record.rules}
          actions={actions}
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
