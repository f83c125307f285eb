import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { InProcessSearcher } from '../../test/support/in-process-searcher.ts';
import { memoryStore } from '../storage/page-storage.ts';
import type { KeyValueStore } from '../storage/saved-game.ts';
import { REVIEW_LEVEL } from '../review/game-review.ts';
import { replay } from '../game/record.ts';
import { Controller } from './controller.ts';
import { BOOK_VARIETY } from './engine-move-lane.ts';
import { GRAPH_LEVEL, SKETCH_LEVEL } from './graph-lane.ts';
import { STYLE_LEVEL, type Settings } from './settings.ts';

/** FFO #40: black to move with 20 empties, wins by 38 with a2 only. */
const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';

/** The levels the tests' analysis deepens through, and the deepest *Analyse* goes: shallow, to keep them quick. */
const ANALYSIS_LEVELS = [2, 4];
const ANALYSIS_DEEPEST = 6;
/** The options every test's controller takes: no pause before the engine's move, shallow analysis. */
const QUICK = { pause: () => Promise.resolve(), analysisLevels: ANALYSIS_LEVELS, analysisDeepest: ANALYSIS_DEEPEST };

beforeAll(() => init());

/** Plays a line on a copy of the position shown; throws at a move that is not legal. */
function replayLine(controller: Controller, pv: string[]) {
  const game = replay({ ...controller.record, moves: controller.record.moves.slice(0, controller.viewedPly()) });
  for (const move of pv) game.move(move);
}

function setUp(settings: Partial<Settings> = {}, store: KeyValueStore = memoryStore(), bookSeed?: number) {
  const searcher = new InProcessSearcher();
  const controller = new Controller({ searcher, store, ...QUICK, bookSeed });
  controller.updateSettings({ level: 1, ...settings });
  return { searcher, controller, store };
}

describe('Controller', () => {
  it('answers a person’s move with the engine’s', async () => {
    const { searcher, controller } = setUp();
    controller.play('f5');
    expect(controller.thinking).toBe(true);
    expect(controller.isHumanTurn()).toBe(false);
    await searcher.settle();
    expect(controller.record.moves).toHaveLength(2);
    expect(controller.game.turn()).toBe('black');
    expect(controller.thinking).toBe(false);
    expect(controller.lastAction.kind).toBe('played');
  });

  it('plays like a person at a chosen style, drawing the same moves for the same game seed', async () => {
    const replies = async () => {
      const { searcher, controller } = setUp({ style: 12, book: false }, memoryStore(), 7);
      for (let turn = 0; turn < 3; turn++) {
        controller.play(controller.game.moves()[0]!);
        await searcher.settle();
      }
      const jobs = searcher.asked.filter((job) => job.kind === 'best-move');
      expect(jobs.every((job) => job.options.level === STYLE_LEVEL && job.options.style?.loss === 12 && job.options.style.seed === 7)).toBe(true);
      return controller.record.moves;
    };
    const game = await replies();
    expect(game).toHaveLength(6);
    expect(await replies()).toEqual(game);
  });

  it('times a game: the engine spends its own clock, the increment comes after each move, and a side out of time loses', async () => {
    let now = 0;
    const searcher = new InProcessSearcher();
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, now: () => now });
    controller.updateSettings({ level: 1, playView: false, clock: { minutes: 1, increment: 2 } });
    expect(controller.clock).toMatchObject({ black: 60_000, white: 60_000, running: 'black', flagged: null });
    now = 5_000;
    controller.play('f5');
    expect(controller.clock).toMatchObject({ black: 57_000, running: 'white' });
    // The engine's move has a share of its own time: a minute over its 30 moves, and most of the increment.
    const asked = searcher.asked.find((job) => job.kind === 'best-move')!;
    expect(asked.options.timeMs).toBeGreaterThan(1_000);
    expect(asked.options.timeMs).toBeLessThan(10_000);
    now = 6_000;
    await searcher.settle();
    expect(controller.clock).toMatchObject({ white: 61_000, running: 'black' });
    now = 6_000 + 57_000;
    expect(controller.tickClock()).toBe(true);
    expect(controller.clock).toMatchObject({ black: 0, flagged: 'black', running: null });
    expect(controller.isHumanTurn()).toBe(false);
    expect(() => controller.play(controller.game.moves()[0]!)).toThrow('The time is up');
    // A new game, a fresh clock.
    controller.newGame();
    expect(controller.clock).toMatchObject({ black: 60_000, white: 60_000, flagged: null });
    controller.updateSettings({ clock: null });
    expect(controller.clock).toBeNull();
  });

  it('lets a person resign: the game ends, the clock stops, and it stays resigned through a reload until undo or a new game', async () => {
    let now = 0;
    const searcher = new InProcessSearcher();
    const store = memoryStore();
    const controller = new Controller({ searcher, store, ...QUICK, now: () => now });
    controller.updateSettings({ level: 1, humanColor: 'white', clock: { minutes: 1, increment: 0 } });
    await searcher.settle();
    expect([controller.canResign(), controller.resignedBy()]).toEqual([true, null]);
    now = 3_000;
    controller.resign();
    // Against the engine the person resigns, whoever is to move.
    expect(controller.resignedBy()).toBe('white');
    expect(controller.lastAction).toEqual({ kind: 'resigned', moves: [], color: 'white' });
    expect([controller.canResign(), controller.isHumanTurn(), controller.isEngineTurn(), controller.engineShown()]).toEqual([false, false, false, true]);
    expect(() => controller.play(controller.game.moves()[0]!)).toThrow('The game was resigned');
    expect(() => controller.resign()).toThrow('There is no game in play to resign');
    const stopped = controller.clock!.white;
    now = 20_000;
    expect([controller.clock!.white, controller.clock!.running]).toEqual([stopped, null]);
    const again = new Controller({ searcher, store, ...QUICK });
    expect(again.resignedBy()).toBe('white');
    // Undo plays on.
    controller.history.undo();
    expect(controller.resignedBy()).toBeNull();
    expect(controller.isHumanTurn()).toBe(controller.game.turn() === 'white');
    // Between two people, the side to move resigns; a new game, even with no move played, plays on.
    controller.updateSettings({ mode: 'human-human', clock: null });
    controller.newGame();
    controller.play('f5');
    controller.resign();
    expect(controller.resignedBy()).toBe('white');
    controller.newGame();
    expect([controller.resignedBy(), controller.canResign()]).toEqual([null, true]);
    controller.resign();
    controller.newGame();
    expect(controller.resignedBy()).toBeNull();
    // Engines never resign, nor a game studied in *Analyse*.
    controller.updateSettings({ mode: 'engine-engine' });
    expect(controller.canResign()).toBe(false);
    controller.updateSettings({ mode: 'human-human' });
    controller.analyse();
    expect(controller.canResign()).toBe(false);
    expect(() => controller.resign()).toThrow('Only a game in Play can be resigned');
  });

  it('runs no time while the settings dialog is open before the first move, and runs it again once closed', () => {
    let now = 0;
    const controller = new Controller({ searcher: new InProcessSearcher(), store: memoryStore(), ...QUICK, now: () => now });
    controller.settingsDialog(true);
    controller.updateSettings({ mode: 'human-human', clock: { minutes: 1, increment: 0 } });
    now = 20_000;
    expect(controller.clock).toMatchObject({ black: 60_000, running: null });
    controller.settingsDialog(false);
    expect(controller.clock).toMatchObject({ black: 60_000, running: 'black' });
    now = 25_000;
    expect(controller.clock!.black).toBe(55_000);
    controller.play('f5');
    // Once the game has begun, the dialog stops nothing: the time is the player's.
    controller.settingsDialog(true);
    now = 30_000;
    expect(controller.clock).toMatchObject({ white: 55_000, running: 'white' });
  });

  it('after a loss on time, as after a game played out, shows the engine’s view of the final position: lines, graph and review', async () => {
    // The page showed "searching…" for good (Stop, a bar of "…", an empty graph): the flag ended
    // the game but asked no lane for anything.
    let now = 0;
    const searcher = new InProcessSearcher();
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, now: () => now });
    controller.updateSettings({ level: 1, playView: false, clock: { minutes: 1, increment: 0 } });
    controller.play('f5');
    await searcher.settle();
    expect(controller.engineShown()).toBe(false);
    expect(controller.analysis.state).toBeNull();
    now = 61_000;
    expect(controller.tickClock()).toBe(true);
    expect(controller.engineShown()).toBe(true);
    await searcher.settle();
    const analysis = controller.analysis.state!;
    // A book position: its analysis is done once the book answers (below the deepest level).
    expect(analysis).toMatchObject({ done: true });
    expect(analysis.lines.length).toBeGreaterThan(0);
    expect(controller.analysis.running).toBe(false);
    expect(controller.evaluations().every((value) => value !== undefined)).toBe(true);
    expect(controller.review.state).toMatchObject({ status: 'done', total: 2 });
    // The engine does not reply on a flagged game: the record is as the flag left it.
    expect(controller.record.moves).toHaveLength(2);
  });

  it('lets the engine open when the person plays white', async () => {
    const { searcher, controller } = setUp({ humanColor: 'white' });
    await searcher.settle();
    expect(controller.record.moves).toHaveLength(1);
    expect(controller.isHumanTurn()).toBe(true);
  });

  it('undoes back to the person’s turn against the engine, and redoes both moves', async () => {
    const { searcher, controller } = setUp();
    controller.play('f5');
    await searcher.settle();
    const [, reply] = controller.record.moves;
    controller.history.undo();
    expect(controller.record.moves).toEqual([]);
    expect(controller.lastAction).toMatchObject({ kind: 'undone', moves: [{ square: reply }, { square: 'f5' }] });
    controller.history.redo();
    expect(controller.record.moves).toEqual(['f5', reply]);
    expect(controller.isHumanTurn()).toBe(true);
  });

  it('brings back, by undo, the game that a new game or a load replaced', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.newGame();
    expect(controller.history.canUndo()).toBe(false); // nothing was lost: nothing to bring back
    controller.play('f5');
    controller.play('d6');
    controller.newGame();
    expect(controller.record.moves).toEqual([]);
    expect(controller.history.canUndo()).toBe(true);
    controller.history.undo();
    expect(controller.record.moves).toEqual(['f5', 'd6']);
    expect(controller.lastAction.kind).toBe('restored');
    controller.load('e6f4');
    controller.history.undo();
    expect(controller.record.moves).toEqual(['e6']); // the loaded game's own moves first
    controller.history.undo();
    controller.history.undo();
    expect(controller.record.moves).toEqual(['f5', 'd6']);
    expect(controller.history.canUndo()).toBe(true);
    await searcher.settle();
  });

  it('shows past positions without touching the game, stepping over forced passes', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', hints: true });
    controller.load('e6f6d3e7e8d8g7f8'); // white's f8 leaves black without a move: a forced pass follows
    expect(controller.record.moves).toEqual(['e6', 'f6', 'd3', 'e7', 'e8', 'd8', 'g7', 'f8', 'pa']);
    controller.goTo(2);
    expect(controller.isViewing()).toBe(true);
    expect(controller.viewedPly()).toBe(2);
    expect(controller.shown.history()).toEqual(['e6', 'f6']);
    expect(controller.game.history()).toHaveLength(9);
    expect(controller.lastAction).toEqual({ kind: 'viewed', moves: [], ply: 2, plies: 9 });
    await searcher.settle();
    // Hints and the engine's lines are for the position shown.
    expect(controller.hints!.map((hint) => hint.move).sort()).toEqual(controller.shown.moves().sort());
    expect(controller.lines![0]!.pv[0]).toBe(controller.hints![0]!.move);
    controller.goTo(7);
    controller.step(1); // after f8, black must pass: the next stop is the position after the pass, the end
    expect(controller.isViewing()).toBe(false);
    controller.step(-1);
    expect(controller.viewedPly()).toBe(7);
    controller.goTo(-5);
    expect(controller.viewedPly()).toBe(0);
    controller.goTo(99);
    expect(controller.isViewing()).toBe(false);
  });

  it('opens a variation at a past position, keeping the line it leaves, and goes between the lines', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.load('f5d6c3d3c4');
    controller.goTo(2);
    controller.play('c3'); // the line's own move: the board steps forward
    expect(controller.viewedPly()).toBe(3);
    expect(controller.variations.all).toEqual({ lines: [['f5', 'd6', 'c3', 'd3', 'c4']], line: 0 });
    controller.goTo(4);
    controller.play('e3'); // another move: a variation, which the board plays
    expect(controller.record.moves).toEqual(['f5', 'd6', 'c3', 'd3', 'e3']);
    expect(controller.isViewing()).toBe(false);
    expect(controller.lastAction).toMatchObject({ kind: 'branched', moves: [{ square: 'e3' }], kept: 1 });
    expect(controller.variations.all).toEqual({ lines: [['f5', 'd6', 'c3', 'd3', 'c4'], ['f5', 'd6', 'c3', 'd3', 'e3']], line: 1 });
    const reply = controller.game.moves()[0]!;
    controller.play(reply);
    // A move some line already plays there goes to that line.
    controller.goTo(4);
    controller.play('c4');
    expect(controller.variations.all.line).toBe(0);
    expect(controller.viewedPly()).toBe(5);
    controller.variations.goTo(1, 6);
    expect(controller.record.moves).toEqual(['f5', 'd6', 'c3', 'd3', 'e3', reply]);
    expect(controller.isViewing()).toBe(false);
    // Undo takes the variation's moves back; once it is only the beginning of the main line, redo still brings it back.
    controller.history.undo();
    controller.history.undo();
    expect(controller.variations.all.lines).toHaveLength(2);
    controller.history.redo();
    expect(controller.record.moves).toEqual(['f5', 'd6', 'c3', 'd3', 'e3']);
    controller.history.undo();
    controller.variations.goTo(0, 2);
    expect(controller.variations.all).toEqual({ lines: [['f5', 'd6', 'c3', 'd3', 'c4']], line: 0 });
    expect(() => controller.play('a1')).toThrow(/a1/);
    expect(controller.variations.all.lines).toHaveLength(1);
    await searcher.settle();
  });

  it('promotes a variation to the main line and deletes one with the variations off it, going back where it branched', () => {
    const { controller } = setUp({ mode: 'human-human' });
    controller.load('f5d6c3d3c4');
    controller.goTo(2);
    controller.play('c5'); // a variation from move 3
    const [fourth, other] = controller.game.moves();
    controller.play(fourth!);
    controller.goTo(3);
    controller.play(other!); // a variation of the variation, from move 4
    const main = ['f5', 'd6', 'c3', 'd3', 'c4'];
    expect(controller.variations.all).toEqual({ lines: [main, ['f5', 'd6', 'c5', fourth], ['f5', 'd6', 'c5', other]], line: 2 });
    controller.variations.promote(1);
    expect(controller.variations.all).toEqual({ lines: [['f5', 'd6', 'c5', fourth], main, ['f5', 'd6', 'c5', other]], line: 2 });
    expect(controller.links.link()).toBe(`rules=othello&moves=f5d6c5${fourth}&var=f5d6c3d3c4&var=f5d6c5${other}`);
    controller.variations.promote(1);
    controller.variations.delete(1); // the c5 variation and the one off it: the board goes back to move 2
    expect(controller.variations.all).toEqual({ lines: [main], line: 0 });
    expect(controller.viewedPly()).toBe(2);
    expect(() => controller.variations.delete(0)).toThrow('The main line cannot be deleted');
  });

  it('against the engine, lets the person open a variation from their own past turns, which the engine answers', async () => {
    const { searcher, controller } = setUp();
    controller.play('f5');
    await searcher.settle();
    controller.play('f6' === controller.game.moves()[0] ? controller.game.moves()[1]! : controller.game.moves()[0]!);
    await searcher.settle();
    const game = controller.record.moves;
    controller.goTo(1); // white, the engine, is to move there
    expect(controller.isHumanTurn()).toBe(false);
    controller.goTo(2);
    expect(controller.isHumanTurn()).toBe(true);
    const other = controller.shown.moves().find((square) => square !== game[2])!;
    controller.play(other);
    await searcher.settle(); // the engine answers in the variation
    expect(controller.record.moves).toHaveLength(4);
    expect(controller.record.moves.slice(0, 3)).toEqual([...game.slice(0, 2), other]);
    expect(controller.variations.all.lines[0]).toEqual(game);
    controller.history.undo(); // back to the person's turn in the variation
    expect(controller.record.moves).toEqual(game.slice(0, 2));
  });

  it('reviews a finished game by itself: every move’s loss against the best, and each player’s summary', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.load('d3c3b3d2e1d6d7e3f4'); // white, without a disc after nine moves, blundered
    expect(controller.review.state).toMatchObject({ status: 'running', total: 9 });
    await searcher.settle();
    const review = controller.review.state!;
    expect(review.status).toBe('done');
    expect(searcher.asked.filter((job) => job.kind === 'analyze').every((job) => job.options.level === REVIEW_LEVEL)).toBe(true);
    expect([...review.moves.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const last = review.moves.get(8)!;
    expect(last).toMatchObject({ color: 'black', move: 'f4', loss: 0, exact: true, bestScore: 64 });
    expect(review.summary!.white.moves).toBe(4);
    expect(review.summary!.white.mistakes).toBeGreaterThan(0);
    expect(review.summary!.white.largest!.loss).toBeGreaterThanOrEqual(10);
    // Another game: the review goes.
    controller.history.undo();
    expect(controller.review.state).toBeNull();
  });

  it('analyses a loaded game: a move at a past position opens a variation, the engine never replies, and the main line’s review stays', async () => {
    const { searcher, controller } = setUp(); // against the engine, as a person plays
    controller.load('d3c3b3d2e1d6d7e3f4');
    expect(controller.mode).toBe('analyse');
    expect(controller.links.address()).toBe('rules=othello&moves=d3c3b3d2e1d6d7e3f4&mode=analyse');
    await searcher.settle();
    expect(controller.review.state!.status).toBe('done');
    controller.goTo(4);
    expect(controller.isHumanTurn()).toBe(true);
    const other = controller.shown.moves().find((square) => square !== 'e1')!;
    controller.play(other);
    await searcher.settle();
    expect(controller.record.moves).toEqual(['d3', 'c3', 'b3', 'd2', other]); // no reply
    expect(searcher.asked.some((job) => job.kind === 'best-move')).toBe(false);
    expect(controller.variations.all.line).toBe(1);
    expect(controller.review.state).toMatchObject({ status: 'done', total: 9 });
    expect(controller.review.state!.summary).not.toBeNull();
    // Either side moves.
    controller.play(controller.shown.moves()[0]!);
    expect(controller.record.moves).toHaveLength(6);
    // Play from here: the engine answers the person's colour's opponent.
    controller.playFrom('white');
    await searcher.settle();
    expect(controller.mode).toBe('play');
    expect(controller.links.address()).toMatch(/&mode=play$/);
    expect(controller.record.moves).toHaveLength(7);
    expect(controller.game.turn()).toBe('white');
  });

  it('keeps the engine’s work off the page while a game is played, unless asked in an untimed game, and shows it all once over', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', hints: true });
    controller.play('f5');
    await searcher.settle();
    expect(controller.engineShown()).toBe(false);
    expect([controller.lines, controller.hints]).toEqual([null, controller.hints]);
    expect(searcher.asked.some((job) => job.kind === 'evaluate')).toBe(false);
    // Asked for, untimed: shown.
    controller.updateSettings({ playView: true });
    await searcher.settle();
    expect(controller.lines!.length).toBeGreaterThan(0);
    expect(controller.hints!.length).toBeGreaterThan(0);
    // On the clock: nothing, asked or not.
    controller.updateSettings({ clock: { minutes: 5, increment: 0 } });
    await searcher.settle();
    expect([controller.engineShown(), controller.hintsAllowed(), controller.lines, controller.hints]).toEqual([false, false, null, null]);
    // Over: everything, and a click studies the game.
    controller.newGame();
    for (const move of ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4']) controller.play(move);
    expect(controller.game.isGameOver()).toBe(true);
    expect(controller.engineShown()).toBe(true);
    controller.analyse();
    expect(controller.mode).toBe('analyse');
  });

  it('keeps a finished review over a reload: done at once, the same marks, and no search for it', async () => {
    const { searcher, controller, store } = setUp({ mode: 'human-human' });
    controller.load('d3c3b3d2e1d6d7e3f4');
    await searcher.settle();
    const reviewed = controller.review.state!;
    expect(reviewed.status).toBe('done');
    expect([...reviewed.moves.values()].some((move) => move.mark !== null)).toBe(true);
    // The page reloads: a new controller on the same store.
    const again = new InProcessSearcher();
    const reloaded = new Controller({ searcher: again, store, ...QUICK });
    expect(reloaded.record.moves).toEqual(controller.record.moves);
    expect(reloaded.review.state).toEqual(reviewed);
    await again.settle();
    expect(reloaded.review.state).toEqual(reviewed);
    expect(again.asked.filter((job) => job.kind === 'analyze' && job.options.level === REVIEW_LEVEL)).toEqual([]);
    // A variation keeps it, and so does the save: the main line is the same.
    reloaded.goTo(4);
    reloaded.play(reloaded.shown.moves().find((square) => square !== 'e1')!);
    await again.settle();
    expect(new Controller({ searcher: new InProcessSearcher(), store, ...QUICK }).review.state).toEqual(reviewed);
    // Another main line: it goes, and the next reload reviews nothing.
    reloaded.variations.switchTo(0, 9);
    reloaded.history.undo();
    await again.settle();
    expect(reloaded.review.state).toBeNull();
    expect(new Controller({ searcher: new InProcessSearcher(), store, ...QUICK }).review.state).toBeNull();
  });

  it('reviews again, quietly, where the saved review is of another evaluation or level, or damaged', async () => {
    const { searcher, controller, store } = setUp({ mode: 'human-human' });
    controller.load('d3c3b3d2e1d6d7e3f4');
    await searcher.settle();
    const saved = JSON.parse(store.getItem('flank.game')!) as { review: { evaluation: string; level: number; moves: { loss: number }[] } };
    const tampered = [
      { ...saved, review: { ...saved.review, evaluation: `${saved.review.evaluation}-older` } },
      { ...saved, review: { ...saved.review, level: REVIEW_LEVEL - 1 } },
      { ...saved, review: { ...saved.review, moves: saved.review.moves.map((move, ply) => (ply === 3 ? { ...move, loss: move.loss + 1 } : move)) } },
      { ...saved, review: '{' },
    ];
    for (const value of tampered) {
      const copy = memoryStore();
      copy.setItem('flank.game', JSON.stringify(value));
      const again = new InProcessSearcher();
      const reloaded = new Controller({ searcher: again, store: copy, ...QUICK });
      expect(reloaded.saving.error, JSON.stringify(value.review)).toBeNull();
      expect(reloaded.record.moves).toEqual(controller.record.moves);
      expect(reloaded.review.state, JSON.stringify(value.review)).toMatchObject({ status: 'running', total: 9 });
      await again.settle();
      expect(reloaded.review.state!.moves).toEqual(controller.review.state!.moves);
      // The new review is saved over the one dropped.
      expect(JSON.parse(copy.getItem('flank.game')!).review).toEqual(saved.review);
    }
  });

  it('reviews on demand, and a cancelled review stops and stays stopped', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.load('f5d6c3');
    expect(controller.review.state).toBeNull(); // the game goes on
    controller.review.start();
    expect(controller.review.state).toMatchObject({ status: 'running', total: 3 });
    controller.review.cancel();
    expect(controller.review.state).toBeNull();
    expect(searcher.waiting.filter((job) => job.kind === 'analyze')).toEqual([]);
    controller.review.start();
    await searcher.settle();
    expect(controller.review.state).toMatchObject({ status: 'done' });
    expect(controller.review.state!.summary!.black.moves).toBe(2);
  });

  it('opens the game a link carries, asking first where it would replace a saved game', async () => {
    const searcher = new InProcessSearcher();
    const open = (store: KeyValueStore, link: string) => new Controller({ searcher, store, ...QUICK, link });
    // No saved game: the link's opens at once.
    const fresh = open(memoryStore(), '#rules=othello&moves=f5d6c3');
    expect(fresh.record.moves).toEqual(['f5', 'd6', 'c3']);
    expect(fresh.links.linked).toBeNull();
    expect(fresh.links.link()).toBe('rules=othello&moves=f5d6c3');
    // A saved game in progress waits for the person's say.
    const { controller, store } = setUp({ mode: 'human-human' });
    controller.play('e6');
    const asking = open(store, 'rules=othello&moves=f5d6c3');
    expect(asking.record.moves).toEqual(['e6']);
    expect(asking.links.linked).toMatchObject({ moves: ['f5', 'd6', 'c3'] });
    asking.links.open();
    expect(asking.record.moves).toEqual(['f5', 'd6', 'c3']);
    expect(asking.links.linked).toBeNull();
    asking.history.undo();
    asking.history.undo();
    asking.history.undo();
    asking.history.undo();
    expect(asking.record.moves).toEqual(['e6']); // the saved game, back by undo
    const keeping = open(store, 'rules=othello&moves=f5d6c3');
    keeping.links.keep();
    expect(keeping.links.linked).toBeNull();
    expect(keeping.record.moves).toEqual(['e6']);
    // The same game as the saved one, and a broken link.
    expect(open(store, keeping.links.link()).links.linked).toBeNull();
    const broken = open(store, 'rules=othello&moves=f5f5');
    expect(broken.links.error).toMatch(/f5/);
    expect(broken.record.moves).toEqual(['e6']);
    // A link followed on an open page.
    broken.links.follow('#rules=othello&moves=d3');
    expect(broken.links.error).toBeNull();
    expect(broken.links.linked).toMatchObject({ moves: ['d3'] });
    fresh.newGame();
    fresh.links.follow('#rules=reversi&moves=d4');
    expect(fresh.record).toMatchObject({ rules: { name: 'reversi' }, moves: ['d4'] });
    await searcher.settle();
  });

  it('drops the engine’s answer for a position that is gone', async () => {
    const { searcher, controller } = setUp();
    controller.play('f5');
    controller.history.undo();
    await searcher.settle();
    expect(controller.record.moves).toEqual([]);
    expect(controller.isHumanTurn()).toBe(true);
  });

  it('takes turns between two people, with forced passes played and reported', () => {
    const { controller } = setUp({ mode: 'human-human' });
    controller.load('e6f6d3e7e8d8g7');
    controller.play('f8');
    expect(controller.lastAction.moves.map((move) => move.square)).toEqual(['f8', 'pa']);
    expect(controller.game.turn()).toBe('white');
    expect(() => controller.play('a1')).toThrow(/a1/);
  });

  it('scores every legal move when hints are on, for the side to move', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', hints: true });
    controller.play('f5');
    await searcher.settle();
    expect(controller.hints!.map((hint) => hint.move).sort()).toEqual(controller.game.moves().sort());
    controller.updateSettings({ hints: false });
    expect(controller.hints).toBeNull();
  });

  it('shows a move’s score on the board as its line does: Black’s, whoever is to move', async () => {
    // With White to move, f3's hint said "+25" (White's) beside "-25 f3 ..." in the lines (Black's).
    const { searcher, controller } = setUp({ hints: true });
    for (const [moves, turn] of [['f5', 'white'], ['f5d6', 'black']] as const) {
      controller.load(moves); // in Analyse: the lines and the hints on
      await searcher.settle();
      expect(controller.shown.turn()).toBe(turn);
      const hints = controller.boardHints();
      const lines = controller.lines!;
      expect(lines.length).toBeGreaterThan(0);
      expect(hints.size).toBe(controller.shown.moves().length);
      for (const line of lines) expect([line.pv[0], hints.get(line.pv[0]!)!.score]).toEqual([line.pv[0], line.black]);
      if (turn === 'white') expect(lines.some((line) => line.black !== 0)).toBe(true);
    }
  });

  it('deepens the engine’s lines level by level, as many as asked, each a legal line from the position shown', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', book: false, lines: 2 });
    controller.load('f5d6c3d3c4');
    const levels: number[] = [];
    controller.subscribe(() => controller.analysis.state && levels.at(-1) !== controller.analysis.state.level && levels.push(controller.analysis.state.level));
    await searcher.settle();
    // A loaded game is analysed: past the play's levels, in the lane behind the review, to the deepest.
    expect(controller.mode).toBe('analyse');
    expect(levels).toEqual([...ANALYSIS_LEVELS, ANALYSIS_DEEPEST]);
    expect(searcher.asked.filter((job) => job.kind === 'lines').map((job) => job.options.level)).toEqual([...ANALYSIS_LEVELS, ANALYSIS_DEEPEST]);
    expect(controller.analysis.state!.done).toBe(true);
    expect(controller.analysis.state!.nodes).toBeGreaterThan(0);
    const lines = controller.lines!;
    expect(lines).toHaveLength(2);
    // Best first, scored from black's side (white is to move), the first as the best hint.
    const moves = controller.analysis.state!.moves;
    expect(controller.shown.turn()).toBe('white');
    expect(lines.map((line) => line.pv[0])).toEqual(moves.slice(0, 2).map((move) => move.move));
    expect(lines.map((line) => line.black)).toEqual(moves.slice(0, 2).map((move) => -move.score));
    for (const line of lines) {
      const game = controller.shown;
      expect(() => replayLine(controller, line.pv)).not.toThrow();
      expect(line.pv.length).toBeGreaterThan(1);
      expect(game.moves()).toContain(line.pv[0]);
    }
    // The number of lines is only what is shown: no new search.
    const asked = searcher.asked.length;
    controller.updateSettings({ lines: 5 });
    expect(searcher.asked.length).toBe(asked);
    expect(controller.lines!.length).toBe(Math.min(5, moves.length));
    // Another position: the analysis starts again from the first level.
    const shown = searcher.asked.length;
    controller.goTo(2);
    expect(controller.analysis.state).toBeNull();
    await searcher.settle();
    expect(controller.analysis.state!.level).toBe(ANALYSIS_DEEPEST);
    const deepening = searcher.asked.slice(shown).filter((job) => job.kind === 'lines');
    expect(deepening.map((job) => job.options.level)).toEqual([...ANALYSIS_LEVELS, ANALYSIS_DEEPEST]);
    expect(deepening.every((job) => job.position.moves.length === 2)).toBe(true);
    // Stopped, it stays stopped from position to position, and goes on from where it was.
    controller.goTo(3);
    await searcher.settle(1);
    controller.analysis.toggle();
    expect(controller.analysis.stopped).toBe(true);
    expect(controller.analysis.state).toMatchObject({ level: ANALYSIS_LEVELS[0], done: true });
    expect(searcher.waiting.filter((job) => job.kind === 'lines')).toEqual([]);
    // Go: it deepens again, no longer done (the page's Stop button stays while it does), and stops again.
    controller.analysis.toggle();
    expect(controller.analysis.state).toMatchObject({ level: ANALYSIS_LEVELS[0], done: false });
    expect(controller.analysis.running).toBe(true);
    controller.analysis.toggle();
    controller.goTo(4);
    await searcher.settle();
    expect(controller.analysis.state).toBeNull();
    controller.analysis.toggle();
    await searcher.settle();
    expect(controller.analysis.state).toMatchObject({ level: ANALYSIS_DEEPEST, done: true });
    // Done and not stopped, Stop means nothing (the page shows no button; the L key does nothing).
    expect(controller.analysis.toggleable()).toBe(false);
    controller.analysis.toggle();
    expect(controller.analysis.stopped).toBe(false);
    // Played on against the engine, with the engine's view off, no line shows while the game goes on.
    controller.playFrom('white');
    expect(controller.mode).toBe('play');
    expect(controller.record.moves).toHaveLength(4);
    expect(controller.lines).toBeNull();
    expect(controller.engineShown()).toBe(false);
  });

  it('plays from the opening book with variety, the same pick for the same seed, and without it when asked', async () => {
    const replies = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      // After f5 d6, black's c3, c4 and c5 are worth the same in the book.
      const play = async () => {
        const { searcher, controller } = setUp({ mode: 'human-human' }, memoryStore(), seed);
        controller.play('f5');
        controller.play('d6');
        controller.updateSettings({ mode: 'human-engine', humanColor: 'white' });
        await searcher.settle();
        const best = searcher.asked.find((job) => job.kind === 'best-move')!;
        expect(best.options.book).toEqual({ variety: BOOK_VARIETY, seed });
        return controller.record.moves[2]!;
      };
      const reply = await play();
      expect(await play()).toBe(reply);
      replies.add(reply);
    }
    expect(replies.size).toBeGreaterThan(1); // games differ
    const { searcher, controller } = setUp({ book: false });
    const before = searcher.asked.length; // the jobs asked before the settings arrived
    controller.play('f5');
    await searcher.settle();
    expect(searcher.asked.slice(before).every((job) => job.kind !== 'solve' && job.options.book === false)).toBe(true);
  });

  it('shows the book’s scores among the hints, and names the opening', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', hints: true });
    controller.load('f5d6c3d3');
    controller.play('c4');
    expect(controller.game.opening()).toEqual({ name: 'Tiger', plies: 5 });
    await searcher.settle();
    expect(controller.hints!.some((hint) => hint.source === 'book')).toBe(true);
    controller.updateSettings({ book: false });
    await searcher.settle();
    expect(controller.hints!.every((hint) => hint.source === 'search')).toBe(true);
  });

  it('stops deepening a position the opening book answers: a deeper step would answer the same, with nothing searched', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.load('f5d6');
    expect(controller.mode).toBe('analyse');
    await searcher.settle();
    expect(controller.analysis.state).toMatchObject({ step: 0, done: true, nodes: 0 });
    expect(controller.lines!.every((line) => line.source === 'book')).toBe(true);
  });

  it('scores every position of the game for the graph, from black’s side', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', playView: false });
    const before = searcher.asked.length; // the jobs asked before the settings arrived
    controller.load('d3c3b3d2e1d6d7e3f4'); // nine moves that leave white without a disc
    await searcher.settle();
    const scores = controller.evaluations();
    expect(scores).toHaveLength(10);
    expect(scores.every((score) => typeof score === 'number')).toBe(true);
    expect(scores.at(-1)).toBe(64); // over: black has every disc and the empty squares
    // A quick pass over every position first, then a deeper one.
    const graphJobs = searcher.asked.slice(before).filter((job) => job.kind === 'evaluate' || job.kind === 'evaluate-all');
    expect(graphJobs[0]).toMatchObject({ kind: 'evaluate-all', options: { level: SKETCH_LEVEL } });
    expect(graphJobs[0]!.kind === 'evaluate-all' && graphJobs[0]!.positions.length).toBe(10);
    expect(graphJobs.slice(1).map((job) => job.options.level)).toEqual(Array(10).fill(GRAPH_LEVEL));
    // Known positions are not searched again.
    const evaluations = () => searcher.asked.filter((job) => job.kind === 'evaluate' || job.kind === 'evaluate-all').length;
    const asked = evaluations();
    controller.history.undo();
    await searcher.settle();
    expect(evaluations()).toBe(asked);
  });

  it('solves a position once the end is in reach', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    expect(controller.solve.canStart()).toBe(false);
    controller.load(FFO_40);
    expect(controller.solve.canStart()).toBe(true);
    controller.solve.start();
    expect(controller.solve.state).toEqual({ status: 'running' });
    await searcher.settle();
    expect(controller.solve.state).toMatchObject({ status: 'done', solution: { solved: true, score: 38, bestMoves: ['a2'] } });
    controller.play('a2');
    expect(controller.solve.state).toBeNull();
  });

  it('plays engine against engine to the end, and stops while paused', async () => {
    const { searcher, controller } = setUp({ mode: 'engine-engine' });
    controller.togglePause();
    await searcher.settle();
    expect(controller.record.moves).toEqual([]);
    controller.togglePause();
    await searcher.settle();
    expect(controller.game.isGameOver()).toBe(true);
    expect(controller.isHumanTurn()).toBe(false);
    // The game's end starts its review (every move at level 10, exact from 20 empties: up to 9 s of
    // CPU), which settle() waits for: a generous guard, not a speed test (a busy machine took 30 s).
  }, 180_000);

  it('says when the saved game cannot be read, and keeps it until the person plays on', async () => {
    const store = memoryStore();
    const damaged = '{"record": {"rules": {"name": "othello"}, "start": null, "moves": ["f5", "a1"], "undone": []}';
    store.setItem('flank.game', damaged);
    const { searcher, controller } = setUp({ humanColor: 'white' }, store);
    await searcher.settle(); // the engine opens as black: that is not the person playing on
    expect(controller.saving.error).toEqual(expect.any(String));
    expect(store.getItem('flank.game')).toBe(damaged);
    controller.updateSettings({ hints: true });
    expect(store.getItem('flank.game')).toBe(damaged);
    controller.play(controller.game.moves()[0]!);
    expect(controller.saving.error).toBeNull();
    expect(JSON.parse(store.getItem('flank.game')!).record.moves).toHaveLength(2);
  });

  it('plays on from a position set up to play, where a pasted one opens to analyse', async () => {
    const { searcher, controller } = setUp({ humanColor: 'black' });
    const board = '---------------------------OX------XO--------------------------- O';
    controller.load(board, 'play');
    expect(controller.mode).toBe('play');
    // White is the engine's: it replies at once.
    expect(controller.thinking).toBe(true);
    await searcher.settle();
    expect(controller.record.moves).toHaveLength(1);
    controller.load(board);
    expect(controller.mode).toBe('analyse');
    expect(controller.isEngineTurn()).toBe(false);
  });

  it('leaves the game as it was when a pasted text does not load', () => {
    const { controller } = setUp({ mode: 'human-human' });
    controller.play('f5');
    expect(() => controller.load('f5d6z3')).toThrow('Invalid character "z"');
    expect(controller.record.moves).toEqual(['f5']);
  });

  it('starts a new game under another rule set', () => {
    const { controller } = setUp({ mode: 'human-human' });
    controller.play('f5');
    controller.newGame({ name: 'reversi' });
    expect(controller.record).toEqual({ rules: { name: 'reversi' }, start: null, moves: [], undone: [] });
    expect(controller.game.moves()).toEqual(['d4', 'e4', 'd5', 'e5']);
  });

  it('saves after every change, and a new page picks the game up', async () => {
    const { searcher, controller, store } = setUp({ mode: 'human-human', level: 3 });
    controller.play('f5');
    controller.play('d6');
    controller.history.undo();
    const again = new Controller({ searcher, store, ...QUICK });
    expect(again.record).toEqual(controller.record);
    expect(again.settings).toEqual(controller.settings);
    expect(again.lastAction.kind).toBe('loaded');
  });

  it('keeps a loaded game’s players, date and place through a reload and in its link', async () => {
    const { searcher, controller, store } = setUp({ mode: 'human-human' });
    const about = { black: 'ann', white: 'bob', date: '2003.12.15', place: 'GGS/os' };
    controller.loadRecord({ rules: { name: 'othello' }, start: null, moves: ['f5', 'd6'], undone: [], about });
    expect(new Controller({ searcher, store, ...QUICK }).record.about).toEqual(about);
    const link = controller.links.link();
    expect(link).toBe('rules=othello&moves=f5d6&black=ann&white=bob&date=2003.12.15&place=GGS%2Fos');
    expect(new Controller({ searcher, store: memoryStore(), ...QUICK, link }).record.about).toEqual(about);
    // A new game has none of them.
    controller.newGame();
    expect(controller.record.about).toBeUndefined();
    await searcher.settle();
  });

  it('reports an engine failure until the next change', async () => {
    const { searcher, controller } = setUp();
    searcher.failure = 'the engine worker stopped';
    controller.play('f5');
    await searcher.settle();
    expect(controller.engineError).toBe('the engine worker stopped');
    expect(controller.thinking).toBe(false);
    searcher.failure = null;
    controller.history.undo();
    expect(controller.engineError).toBeNull();
  });

  it('starts on the light evaluation and plays the network from its arrival, fetched once with no one asking: the searches are made again with it', async () => {
    const searcher = new InProcessSearcher();
    const network = new ArrayBuffer(8);
    let fetches = 0;
    let arrive: (weights: ArrayBuffer) => void = () => undefined;
    const fetchNetwork = () => (fetches++, new Promise<ArrayBuffer>((resolve) => (arrive = resolve)));
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, network: fetchNetwork });
    let changes = 0;
    controller.subscribe(() => changes++);
    controller.updateSettings({ level: 1, hints: true, playView: true });
    // Before the page's first paint: the light evaluation, nothing fetched.
    expect(controller.evaluation.state).toEqual({ status: 'light' });
    expect(fetches).toBe(0);
    controller.evaluation.load(); // the page's call after its first paint
    expect(controller.evaluation.state).toEqual({ status: 'loading' });
    controller.evaluation.load();
    expect(fetches).toBe(1);
    // Meanwhile the engine plays, hints and scores on the light weights the worker started with.
    controller.play('f5');
    await searcher.settle();
    expect(controller.record.moves).toHaveLength(2);
    expect(new Set(searcher.ran.map(({ job }) => job.kind))).toEqual(new Set(['best-move', 'lines', 'evaluate-all', 'evaluate']));
    expect(searcher.ran.every(({ weights }) => weights === null)).toBe(true);
    expect(controller.evaluations().every((value) => value !== undefined)).toBe(true);
    // The network lands while the engine searches its next move: that search starts again on it.
    controller.play(controller.game.moves()[0]!);
    expect(controller.thinking).toBe(true);
    const before = searcher.ran.length;
    const changed = changes;
    arrive(network);
    await Promise.resolve();
    expect(controller.evaluation.state).toEqual({ status: 'network' });
    expect(searcher.weights).toEqual([network]);
    expect(changes).toBeGreaterThan(changed);
    // The graph's light values went with the light evaluation.
    expect(controller.evaluations().every((value) => value === undefined)).toBe(true);
    await searcher.settle();
    const after = searcher.ran.slice(before);
    expect(controller.record.moves).toHaveLength(4);
    expect(after.filter(({ job }) => job.kind === 'best-move')).toHaveLength(1);
    expect(after.filter(({ job }) => job.kind === 'evaluate').length).toBeGreaterThanOrEqual(5);
    expect(after.some(({ job }) => job.kind === 'lines')).toBe(true);
    expect(after.every(({ weights }) => weights === network)).toBe(true);
    expect(controller.evaluations().every((value) => value !== undefined)).toBe(true);
    expect(fetches).toBe(1);
  });

  it('reviews a finished game again with the network once it arrives', async () => {
    const searcher = new InProcessSearcher();
    const network = new ArrayBuffer(8);
    let arrive: (weights: ArrayBuffer) => void = () => undefined;
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, network: () => new Promise((resolve) => (arrive = resolve)) });
    controller.updateSettings({ mode: 'human-human' });
    controller.load('d3c3b3d2e1d6d7e3f4');
    controller.evaluation.load();
    await searcher.settle();
    expect(controller.review.state).toMatchObject({ status: 'done', total: 9 });
    const before = searcher.ran.length;
    arrive(network);
    await Promise.resolve();
    expect(controller.review.state).toMatchObject({ status: 'running', total: 9 });
    expect(controller.review.state!.moves.size).toBe(0);
    await searcher.settle();
    expect(controller.review.state).toMatchObject({ status: 'done', total: 9 });
    const reviewed = searcher.ran.slice(before).filter(({ job }) => job.kind === 'analyze');
    expect(reviewed).toHaveLength(9);
    expect(reviewed.every(({ weights }) => weights === network)).toBe(true);
  });

  it('keeps a review of the network over a reload: it waits for the network, then shows at once, or is searched again where the network fails', async () => {
    const store = memoryStore();
    const network = new ArrayBuffer(8);
    const open = (searcher: InProcessSearcher) => {
      const settle: { arrive: (weights: ArrayBuffer) => void; fail: (error: Error) => void } = { arrive: () => undefined, fail: () => undefined };
      const controller = new Controller({ searcher, store, ...QUICK, network: () => new Promise((resolve, reject) => Object.assign(settle, { arrive: resolve, fail: reject })) });
      controller.evaluation.load();
      return { controller, ...settle };
    };
    const first = new InProcessSearcher();
    const { controller, arrive } = open(first);
    controller.updateSettings({ mode: 'human-human' });
    controller.load('d3c3b3d2e1d6d7e3f4');
    arrive(network);
    await first.settle();
    const reviewed = controller.review.state!;
    expect(reviewed.status).toBe('done');
    expect(first.ran.filter(({ job }) => job.kind === 'analyze').at(-1)!.weights).toBe(network);
    // Reloaded: no review of the light evaluation meanwhile, the network's once it arrives.
    const second = new InProcessSearcher();
    const reloaded = open(second);
    await second.settle();
    expect(reloaded.controller.review.state).toBeNull();
    expect(second.asked.filter((job) => job.kind === 'analyze' && job.options.level === REVIEW_LEVEL)).toEqual([]);
    reloaded.arrive(new ArrayBuffer(8));
    await Promise.resolve();
    expect(reloaded.controller.review.state).toEqual(reviewed);
    await second.settle();
    expect(second.asked.filter((job) => job.kind === 'analyze' && job.options.level === REVIEW_LEVEL)).toEqual([]);
    // Where the network cannot come, the light evaluation reviews the game.
    const third = new InProcessSearcher();
    const failing = open(third);
    failing.fail(new Error('Could not fetch the network'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.controller.review.state).toMatchObject({ status: 'running', total: 9 });
    await third.settle();
    expect(failing.controller.review.state).toMatchObject({ status: 'done', total: 9 });
    expect(third.ran.filter(({ job }) => job.kind === 'analyze').every(({ weights }) => weights === null)).toBe(true);
    // Another network (a new deploy's) is another evaluation: the game is reviewed with it.
    controller.updateSettings({ sound: !controller.settings.sound }); // the first page saves its network's review again
    const fourth = new InProcessSearcher();
    const other = open(fourth);
    expect(other.controller.review.state).toBeNull(); // waiting for the network
    other.arrive(new Uint8Array([1, 0, 0, 0, 0, 0, 0, 0]).buffer);
    await Promise.resolve();
    expect(other.controller.review.state).toMatchObject({ status: 'running', total: 9 });
  });

  it('keeps playing the light evaluation when the network cannot be fetched, says why, and does not fetch it again', async () => {
    const searcher = new InProcessSearcher();
    let fetches = 0;
    const message = 'Could not fetch /assets/flank-network-small-C.bin: HTTP 404';
    const network = () => (fetches++, Promise.reject(new Error(message)));
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, network });
    controller.updateSettings({ level: 1 });
    controller.evaluation.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controller.evaluation.state).toEqual({ status: 'failed', message });
    expect(searcher.weights).toEqual([]);
    controller.play('f5');
    await searcher.settle();
    expect(controller.record.moves).toHaveLength(2);
    expect(controller.engineError).toBeNull();
    expect(searcher.ran.every(({ weights }) => weights === null)).toBe(true);
    controller.evaluation.load();
    expect(fetches).toBe(1);
    expect(controller.evaluation.state.status).toBe('failed');
  });

  it('stays on the light evaluation where the page offers no network', () => {
    const { controller } = setUp();
    controller.evaluation.load();
    expect(controller.evaluation.state).toEqual({ status: 'light' });
  });
});
