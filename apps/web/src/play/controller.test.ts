import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { InProcessSearcher } from '../../test/support/in-process-searcher.ts';
import { memoryStore } from '../storage/page-storage.ts';
import type { KeyValueStore } from '../storage/saved-game.ts';
import { REVIEW_LEVEL } from '../review/game-review.ts';
import { replay } from '../game/record.ts';
import { Controller } from './controller.ts';
import { BOOK_VARIETY } from './computer-move-lane.ts';
import { GRAPH_LEVEL, SKETCH_LEVEL } from './graph-lane.ts';
import { STYLE_LEVEL, type Settings } from './settings.ts';

/** FFO #40: black to move with 20 empties, wins by 38 with a2 only. */
const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';

/** How far the tests' analysis goes in *Play*, and in *Analyse*: shallow, to keep them quick. */
const PLAY_BOUND = { level: 2 };
const DEEPEST_BOUND = { level: 4, depth: 8 };
/** The options every test's controller takes: no pause before the computer's move, shallow analysis. */
const QUICK = { pause: () => Promise.resolve(), analysisBounds: { play: PLAY_BOUND, deepest: DEEPEST_BOUND } };

beforeAll(() => init());

/** Plays a line on a copy of the position shown; throws at a move that is not legal. */
function replayLine(controller: Controller, pv: string[]) {
  const game = replay({ ...controller.view.game.record, moves: controller.view.game.record.moves.slice(0, controller.view.game.ply) });
  for (const move of pv) game.move(move);
}

function setUp(settings: Partial<Settings> = {}, store: KeyValueStore = memoryStore(), bookSeed?: number) {
  const searcher = new InProcessSearcher();
  const controller = new Controller({ searcher, store, ...QUICK, bookSeed });
  controller.actions.changeSettings({ level: 1, ...settings });
  return { searcher, controller, store };
}

describe('Controller', () => {
  it('answers a person’s move with the computer’s', async () => {
    const { searcher, controller } = setUp();
    controller.actions.play('f5');
    expect(controller.view.turn.thinking).toBe(true);
    expect(controller.view.turn.personToMove).toBe(false);
    await searcher.settle();
    expect(controller.view.game.record.moves).toHaveLength(2);
    expect(controller.view.game.live.turn()).toBe('black');
    expect(controller.view.turn.thinking).toBe(false);
    expect(controller.view.lastAction.kind).toBe('played');
  });

  it('shows the page one view, the same until a change and a new one after it, and changes the game only through its actions', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    let heard = 0;
    controller.subscribe(() => heard++);
    const before = controller.view;
    expect(controller.view).toBe(before);
    controller.actions.play('f5');
    const after = controller.view;
    expect(after).not.toBe(before);
    expect(heard).toBeGreaterThan(0);
    // The old view is as it was: a snapshot, not a window on the game.
    expect([before.game.record.moves, before.game.plies, before.game.live.history(), before.lastAction.kind]).toEqual([[], 0, [], 'new']);
    expect(after.game.shown).toBe(after.game.live);
    expect([after.game.record.moves, after.game.plies, after.game.live.turn(), after.turn.personToMove]).toEqual([['f5'], 1, 'white', true]);
    // A refused action changes nothing, and the view stays.
    expect(() => controller.actions.play('a1')).toThrow(/a1/);
    expect(controller.view).toBe(after);
    expect(Object.isFrozen(controller.actions)).toBe(true);
    // A running review's moves land in place in the lane; a view keeps those it was built with.
    controller.actions.load('d3c3b3d2e1d6d7e3f4');
    const running = controller.view.review.state!;
    await searcher.settle();
    expect([running.status, controller.view.review.state!.status]).toEqual(['running', 'done']);
    expect(controller.view.review.state!.moves.size).toBe(9);
  });

  it('plays like a person at a chosen style, drawing the same moves for the same game seed', async () => {
    const replies = async () => {
      const { searcher, controller } = setUp({ style: 12, book: false }, memoryStore(), 7);
      for (let turn = 0; turn < 3; turn++) {
        controller.actions.play(controller.view.game.live.moves()[0]!);
        await searcher.settle();
      }
      const jobs = searcher.asked.filter((job) => job.kind === 'best-move');
      expect(jobs.every((job) => job.options.level === STYLE_LEVEL && job.options.style?.loss === 12 && job.options.style.seed === 7)).toBe(true);
      return controller.view.game.record.moves;
    };
    const game = await replies();
    expect(game).toHaveLength(6);
    expect(await replies()).toEqual(game);
  });

  it('times a game: the computer spends its own clock, the increment comes after each move, and a side out of time loses', async () => {
    let now = 0;
    const searcher = new InProcessSearcher();
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, now: () => now });
    controller.actions.changeSettings({ level: 1, playView: false, clock: { minutes: 1, increment: 2 } });
    expect(controller.view.clock).toMatchObject({ black: 60_000, white: 60_000, running: 'black', flagged: null });
    now = 5_000;
    controller.actions.play('f5');
    expect(controller.view.clock).toMatchObject({ black: 57_000, running: 'white' });
    // The computer's move has a share of its own time: a minute over its 30 moves, and most of the increment.
    const asked = searcher.asked.find((job) => job.kind === 'best-move')!;
    expect(asked.options.timeMs).toBeGreaterThan(1_000);
    expect(asked.options.timeMs).toBeLessThan(10_000);
    now = 6_000;
    await searcher.settle();
    expect(controller.view.clock).toMatchObject({ white: 61_000, running: 'black' });
    now = 6_000 + 57_000;
    expect(controller.actions.tickClock()).toBe(true);
    expect(controller.view.clock).toMatchObject({ black: 0, flagged: 'black', running: null });
    expect(controller.view.turn.personToMove).toBe(false);
    expect(() => controller.actions.play(controller.view.game.live.moves()[0]!)).toThrow('The time is up');
    // A new game, a fresh clock.
    controller.actions.newGame();
    expect(controller.view.clock).toMatchObject({ black: 60_000, white: 60_000, flagged: null });
    controller.actions.changeSettings({ clock: null });
    expect(controller.view.clock).toBeNull();
  });

  it('rests while hidden (online play shows in its place): the clock stands and the computer does not move', async () => {
    let now = 0;
    const searcher = new InProcessSearcher();
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, now: () => now });
    controller.actions.changeSettings({ level: 1, playView: false, clock: { minutes: 1, increment: 0 } });
    controller.actions.hide(true);
    now = 10_000;
    controller.actions.play('f5');
    expect(controller.view.clock).toMatchObject({ black: 60_000, white: 60_000, running: null });
    expect(searcher.asked.some((job) => job.kind === 'best-move')).toBe(false);
    now = 40_000;
    expect(controller.view.clock).toMatchObject({ white: 60_000, running: null });
    controller.actions.hide(false);
    expect(controller.view.clock).toMatchObject({ white: 60_000, running: 'white' });
    expect(searcher.asked.some((job) => job.kind === 'best-move')).toBe(true);
    await searcher.settle();
    expect(controller.view.game.record.moves).toHaveLength(2);
  });

  it('lets a person resign: the game ends, the clock stops, and it stays resigned through a reload until undo or a new game', async () => {
    let now = 0;
    const searcher = new InProcessSearcher();
    const store = memoryStore();
    const controller = new Controller({ searcher, store, ...QUICK, now: () => now });
    controller.actions.changeSettings({ level: 1, humanColor: 'white', clock: { minutes: 1, increment: 0 } });
    await searcher.settle();
    expect([controller.view.turn.canResign, controller.view.turn.resigned]).toEqual([true, null]);
    now = 3_000;
    controller.actions.resign();
    // Against the computer the person resigns, whoever is to move.
    expect(controller.view.turn.resigned).toBe('white');
    expect(controller.view.lastAction).toEqual({ kind: 'resigned', moves: [], color: 'white' });
    expect([controller.view.turn.canResign, controller.view.turn.personToMove, controller.view.turn.computerToMove, controller.view.engine.shown]).toEqual([false, false, false, true]);
    expect(() => controller.actions.play(controller.view.game.live.moves()[0]!)).toThrow('The game was resigned');
    expect(() => controller.actions.resign()).toThrow('There is no game in play to resign');
    const stopped = controller.view.clock!.white;
    now = 20_000;
    expect([controller.view.clock!.white, controller.view.clock!.running]).toEqual([stopped, null]);
    const again = new Controller({ searcher, store, ...QUICK });
    expect(again.view.turn.resigned).toBe('white');
    // Undo plays on.
    controller.actions.undo();
    expect(controller.view.turn.resigned).toBeNull();
    expect(controller.view.turn.personToMove).toBe(controller.view.game.live.turn() === 'white');
    // Between two people, the side to move resigns; a new game, even with no move played, plays on.
    controller.actions.changeSettings({ mode: 'human-human', clock: null });
    controller.actions.newGame();
    controller.actions.play('f5');
    controller.actions.resign();
    expect(controller.view.turn.resigned).toBe('white');
    controller.actions.newGame();
    expect([controller.view.turn.resigned, controller.view.turn.canResign]).toEqual([null, true]);
    controller.actions.resign();
    controller.actions.newGame();
    expect(controller.view.turn.resigned).toBeNull();
    // The computer never resigns, nor a game studied in *Analyse*.
    controller.actions.changeSettings({ mode: 'computer-computer' });
    expect(controller.view.turn.canResign).toBe(false);
    controller.actions.changeSettings({ mode: 'human-human' });
    controller.actions.analyse();
    expect(controller.view.turn.canResign).toBe(false);
    expect(() => controller.actions.resign()).toThrow('Only a game in Play can be resigned');
  });

  it('runs no time while the settings dialog is open before the first move, and runs it again once closed', () => {
    let now = 0;
    const controller = new Controller({ searcher: new InProcessSearcher(), store: memoryStore(), ...QUICK, now: () => now });
    controller.actions.settingsDialog(true);
    controller.actions.changeSettings({ mode: 'human-human', clock: { minutes: 1, increment: 0 } });
    now = 20_000;
    expect(controller.view.clock).toMatchObject({ black: 60_000, running: null });
    controller.actions.settingsDialog(false);
    expect(controller.view.clock).toMatchObject({ black: 60_000, running: 'black' });
    now = 25_000;
    // The view's clock is as it read when the view was built: the page's tick reads it again.
    expect(controller.view.clock!.black).toBe(60_000);
    controller.actions.tickClock();
    expect(controller.view.clock!.black).toBe(55_000);
    controller.actions.play('f5');
    // Once the game has begun, the dialog stops nothing: the time is the player's.
    controller.actions.settingsDialog(true);
    now = 30_000;
    controller.actions.tickClock();
    expect(controller.view.clock).toMatchObject({ white: 55_000, running: 'white' });
  });

  it('after a loss on time, as after a game played out, shows the engine’s view of the final position: lines, graph and review', async () => {
    // The page showed "searching…" for good (Stop, a bar of "…", an empty graph): the flag ended
    // the game but asked no lane for anything.
    let now = 0;
    const searcher = new InProcessSearcher();
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, now: () => now });
    controller.actions.changeSettings({ level: 1, playView: false, clock: { minutes: 1, increment: 0 } });
    controller.actions.play('f5');
    await searcher.settle();
    expect(controller.view.engine.shown).toBe(false);
    expect(controller.view.engine.analysis).toBeNull();
    now = 61_000;
    expect(controller.actions.tickClock()).toBe(true);
    expect(controller.view.engine.shown).toBe(true);
    await searcher.settle();
    const analysis = controller.view.engine.analysis!;
    // A book position: its analysis is done once the book answers (below the deepest level).
    expect(analysis).toMatchObject({ done: true });
    expect(analysis.lines.length).toBeGreaterThan(0);
    expect(controller.view.engine.analysing).toBe(false);
    expect(controller.view.engine.graph.every((value) => value !== undefined)).toBe(true);
    expect(controller.view.review.state).toMatchObject({ status: 'done', total: 2 });
    // The computer does not reply on a flagged game: the record is as the flag left it.
    expect(controller.view.game.record.moves).toHaveLength(2);
  });

  it('lets the computer open when the person plays white', async () => {
    const { searcher, controller } = setUp({ humanColor: 'white' });
    await searcher.settle();
    expect(controller.view.game.record.moves).toHaveLength(1);
    expect(controller.view.turn.personToMove).toBe(true);
  });

  it('undoes back to the person’s turn against the computer, and redoes both moves', async () => {
    const { searcher, controller } = setUp();
    controller.actions.play('f5');
    await searcher.settle();
    const [, reply] = controller.view.game.record.moves;
    controller.actions.undo();
    expect(controller.view.game.record.moves).toEqual([]);
    expect(controller.view.lastAction).toMatchObject({ kind: 'undone', moves: [{ square: reply }, { square: 'f5' }] });
    controller.actions.redo();
    expect(controller.view.game.record.moves).toEqual(['f5', reply]);
    expect(controller.view.turn.personToMove).toBe(true);
  });

  it('brings back, by undo, the game that a new game or a load replaced', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.actions.newGame();
    expect(controller.view.undoRedo.canUndo).toBe(false); // nothing was lost: nothing to bring back
    controller.actions.play('f5');
    controller.actions.play('d6');
    controller.actions.newGame();
    expect(controller.view.game.record.moves).toEqual([]);
    expect(controller.view.undoRedo.canUndo).toBe(true);
    controller.actions.undo();
    expect(controller.view.game.record.moves).toEqual(['f5', 'd6']);
    expect(controller.view.lastAction.kind).toBe('restored');
    controller.actions.load('e6f4');
    controller.actions.undo();
    expect(controller.view.game.record.moves).toEqual(['e6']); // the loaded game's own moves first
    controller.actions.undo();
    controller.actions.undo();
    expect(controller.view.game.record.moves).toEqual(['f5', 'd6']);
    expect(controller.view.undoRedo.canUndo).toBe(true);
    await searcher.settle();
  });

  it('shows past positions without touching the game, stepping over forced passes', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', hints: true });
    controller.actions.load('e6f6d3e7e8d8g7f8'); // white's f8 leaves black without a move: a forced pass follows
    expect(controller.view.game.record.moves).toEqual(['e6', 'f6', 'd3', 'e7', 'e8', 'd8', 'g7', 'f8', 'pa']);
    controller.actions.goTo(2);
    expect(controller.view.game.viewing).toBe(true);
    expect(controller.view.game.ply).toBe(2);
    expect(controller.view.game.shown.history()).toEqual(['e6', 'f6']);
    expect(controller.view.game.live.history()).toHaveLength(9);
    expect(controller.view.lastAction).toEqual({ kind: 'viewed', moves: [], ply: 2, plies: 9 });
    await searcher.settle();
    // Hints and the engine's lines are for the position shown.
    expect(controller.view.engine.hints!.map((hint) => hint.move).sort()).toEqual(controller.view.game.shown.moves().sort());
    expect(controller.view.engine.lines![0]!.pv[0]).toBe(controller.view.engine.hints![0]!.move);
    controller.actions.goTo(7);
    controller.actions.step(1); // after f8, black must pass: the next stop is the position after the pass, the end
    expect(controller.view.game.viewing).toBe(false);
    controller.actions.step(-1);
    expect(controller.view.game.ply).toBe(7);
    controller.actions.goTo(-5);
    expect(controller.view.game.ply).toBe(0);
    controller.actions.goTo(99);
    expect(controller.view.game.viewing).toBe(false);
  });

  it('opens a variation at a past position, keeping the line it leaves, and goes between the lines', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.actions.load('f5d6c3d3c4');
    controller.actions.goTo(2);
    controller.actions.play('c3'); // the line's own move: the board steps forward
    expect(controller.view.game.ply).toBe(3);
    expect(controller.view.game.variations).toEqual({ lines: [['f5', 'd6', 'c3', 'd3', 'c4']], line: 0 });
    controller.actions.goTo(4);
    controller.actions.play('e3'); // another move: a variation, which the board plays
    expect(controller.view.game.record.moves).toEqual(['f5', 'd6', 'c3', 'd3', 'e3']);
    expect(controller.view.game.viewing).toBe(false);
    expect(controller.view.lastAction).toMatchObject({ kind: 'branched', moves: [{ square: 'e3' }], kept: 1 });
    expect(controller.view.game.variations).toEqual({ lines: [['f5', 'd6', 'c3', 'd3', 'c4'], ['f5', 'd6', 'c3', 'd3', 'e3']], line: 1 });
    const reply = controller.view.game.live.moves()[0]!;
    controller.actions.play(reply);
    // A move some line already plays there goes to that line.
    controller.actions.goTo(4);
    controller.actions.play('c4');
    expect(controller.view.game.variations.line).toBe(0);
    expect(controller.view.game.ply).toBe(5);
    controller.actions.goToLine(1, 6);
    expect(controller.view.game.record.moves).toEqual(['f5', 'd6', 'c3', 'd3', 'e3', reply]);
    expect(controller.view.game.viewing).toBe(false);
    // Undo takes the variation's moves back; once it is only the beginning of the main line, redo still brings it back.
    controller.actions.undo();
    controller.actions.undo();
    expect(controller.view.game.variations.lines).toHaveLength(2);
    controller.actions.redo();
    expect(controller.view.game.record.moves).toEqual(['f5', 'd6', 'c3', 'd3', 'e3']);
    controller.actions.undo();
    controller.actions.goToLine(0, 2);
    expect(controller.view.game.variations).toEqual({ lines: [['f5', 'd6', 'c3', 'd3', 'c4']], line: 0 });
    expect(() => controller.actions.play('a1')).toThrow(/a1/);
    expect(controller.view.game.variations.lines).toHaveLength(1);
    await searcher.settle();
  });

  it('promotes a variation to the main line and deletes one with the variations off it, going back where it branched', () => {
    const { controller } = setUp({ mode: 'human-human' });
    controller.actions.load('f5d6c3d3c4');
    controller.actions.goTo(2);
    controller.actions.play('c5'); // a variation from move 3
    const [fourth, other] = controller.view.game.live.moves();
    controller.actions.play(fourth!);
    controller.actions.goTo(3);
    controller.actions.play(other!); // a variation of the variation, from move 4
    const main = ['f5', 'd6', 'c3', 'd3', 'c4'];
    expect(controller.view.game.variations).toEqual({ lines: [main, ['f5', 'd6', 'c5', fourth], ['f5', 'd6', 'c5', other]], line: 2 });
    controller.actions.promoteLine(1);
    expect(controller.view.game.variations).toEqual({ lines: [['f5', 'd6', 'c5', fourth], main, ['f5', 'd6', 'c5', other]], line: 2 });
    expect(controller.view.links.link).toBe(`rules=othello&moves=f5d6c5${fourth}&var=f5d6c3d3c4&var=f5d6c5${other}`);
    controller.actions.promoteLine(1);
    controller.actions.deleteLine(1); // the c5 variation and the one off it: the board goes back to move 2
    expect(controller.view.game.variations).toEqual({ lines: [main], line: 0 });
    expect(controller.view.game.ply).toBe(2);
    expect(() => controller.actions.deleteLine(0)).toThrow('The main line cannot be deleted');
  });

  it('against the computer, lets the person open a variation from their own past turns, which the computer answers', async () => {
    const { searcher, controller } = setUp();
    controller.actions.play('f5');
    await searcher.settle();
    controller.actions.play('f6' === controller.view.game.live.moves()[0] ? controller.view.game.live.moves()[1]! : controller.view.game.live.moves()[0]!);
    await searcher.settle();
    const game = controller.view.game.record.moves;
    controller.actions.goTo(1); // white, the computer, is to move there
    expect(controller.view.turn.personToMove).toBe(false);
    controller.actions.goTo(2);
    expect(controller.view.turn.personToMove).toBe(true);
    const other = controller.view.game.shown.moves().find((square) => square !== game[2])!;
    controller.actions.play(other);
    await searcher.settle(); // the computer answers in the variation
    expect(controller.view.game.record.moves).toHaveLength(4);
    expect(controller.view.game.record.moves.slice(0, 3)).toEqual([...game.slice(0, 2), other]);
    expect(controller.view.game.variations.lines[0]).toEqual(game);
    controller.actions.undo(); // back to the person's turn in the variation
    expect(controller.view.game.record.moves).toEqual(game.slice(0, 2));
  });

  it('reviews a finished game by itself: every move’s loss against the best, and each player’s summary', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.actions.load('d3c3b3d2e1d6d7e3f4'); // white, without a disc after nine moves, blundered
    expect(controller.view.review.state).toMatchObject({ status: 'running', total: 9 });
    await searcher.settle();
    const review = controller.view.review.state!;
    expect(review.status).toBe('done');
    expect(searcher.asked.filter((job) => job.kind === 'analyze').every((job) => job.options.level === REVIEW_LEVEL)).toBe(true);
    expect([...review.moves.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const last = review.moves.get(8)!;
    expect(last).toMatchObject({ color: 'black', move: 'f4', loss: 0, exact: true, bestScore: 64 });
    expect(review.summary!.white.moves).toBe(4);
    expect(review.summary!.white.mistakes).toBeGreaterThan(0);
    expect(review.summary!.white.largest!.loss).toBeGreaterThanOrEqual(10);
    // Another game: the review goes.
    controller.actions.undo();
    expect(controller.view.review.state).toBeNull();
  });

  it('analyses a loaded game: a move at a past position opens a variation, the computer never replies, and the main line’s review stays', async () => {
    const { searcher, controller } = setUp(); // against the computer, as a person plays
    controller.actions.load('d3c3b3d2e1d6d7e3f4');
    expect(controller.view.mode).toBe('analyse');
    expect(controller.view.links.address).toBe('rules=othello&moves=d3c3b3d2e1d6d7e3f4&mode=analyse');
    await searcher.settle();
    expect(controller.view.review.state!.status).toBe('done');
    controller.actions.goTo(4);
    expect(controller.view.turn.personToMove).toBe(true);
    const other = controller.view.game.shown.moves().find((square) => square !== 'e1')!;
    controller.actions.play(other);
    await searcher.settle();
    expect(controller.view.game.record.moves).toEqual(['d3', 'c3', 'b3', 'd2', other]); // no reply
    expect(searcher.asked.some((job) => job.kind === 'best-move')).toBe(false);
    expect(controller.view.game.variations.line).toBe(1);
    expect(controller.view.review.state).toMatchObject({ status: 'done', total: 9 });
    expect(controller.view.review.state!.summary).not.toBeNull();
    // Either side moves.
    controller.actions.play(controller.view.game.shown.moves()[0]!);
    expect(controller.view.game.record.moves).toHaveLength(6);
    // Play from here: the computer answers the person's colour's opponent.
    controller.actions.playFrom('white');
    await searcher.settle();
    expect(controller.view.mode).toBe('play');
    expect(controller.view.links.address).toMatch(/&mode=play$/);
    expect(controller.view.game.record.moves).toHaveLength(7);
    expect(controller.view.game.live.turn()).toBe('white');
  });

  it('keeps the engine’s work off the page while a game is played, unless asked in an untimed game, and shows it all once over', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', hints: true });
    controller.actions.play('f5');
    await searcher.settle();
    expect(controller.view.engine.shown).toBe(false);
    expect([controller.view.engine.lines, controller.view.engine.hints]).toEqual([null, controller.view.engine.hints]);
    expect(searcher.asked.some((job) => job.kind === 'evaluate')).toBe(false);
    // Asked for, untimed: shown.
    controller.actions.changeSettings({ playView: true });
    await searcher.settle();
    expect(controller.view.engine.lines!.length).toBeGreaterThan(0);
    expect(controller.view.engine.hints!.length).toBeGreaterThan(0);
    // On the clock: nothing, asked or not.
    controller.actions.changeSettings({ clock: { minutes: 5, increment: 0 } });
    await searcher.settle();
    expect([controller.view.engine.shown, controller.view.engine.hintsAllowed, controller.view.engine.lines, controller.view.engine.hints]).toEqual([false, false, null, null]);
    // Over: everything, and a click studies the game.
    controller.actions.newGame();
    for (const move of ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4']) controller.actions.play(move);
    expect(controller.view.game.live.isGameOver()).toBe(true);
    expect(controller.view.engine.shown).toBe(true);
    controller.actions.analyse();
    expect(controller.view.mode).toBe('analyse');
  });

  it('keeps a finished review over a reload: done at once, the same marks, and no search for it', async () => {
    const { searcher, controller, store } = setUp({ mode: 'human-human' });
    controller.actions.load('d3c3b3d2e1d6d7e3f4');
    await searcher.settle();
    const reviewed = controller.view.review.state!;
    expect(reviewed.status).toBe('done');
    expect([...reviewed.moves.values()].some((move) => move.mark !== null)).toBe(true);
    // The page reloads: a new controller on the same store.
    const again = new InProcessSearcher();
    const reloaded = new Controller({ searcher: again, store, ...QUICK });
    expect(reloaded.view.game.record.moves).toEqual(controller.view.game.record.moves);
    expect(reloaded.view.review.state).toEqual(reviewed);
    await again.settle();
    expect(reloaded.view.review.state).toEqual(reviewed);
    expect(again.asked.filter((job) => job.kind === 'analyze' && job.options.level === REVIEW_LEVEL)).toEqual([]);
    // A variation keeps it, and so does the save: the main line is the same.
    reloaded.actions.goTo(4);
    reloaded.actions.play(reloaded.view.game.shown.moves().find((square) => square !== 'e1')!);
    await again.settle();
    expect(new Controller({ searcher: new InProcessSearcher(), store, ...QUICK }).view.review.state).toEqual(reviewed);
    // Another main line: it goes, and the next reload reviews nothing.
    reloaded.actions.goToLine(0, 9);
    reloaded.actions.undo();
    await again.settle();
    expect(reloaded.view.review.state).toBeNull();
    expect(new Controller({ searcher: new InProcessSearcher(), store, ...QUICK }).view.review.state).toBeNull();
  });

  it('reviews again, quietly, where the saved review is of another evaluation or level, or damaged', async () => {
    const { searcher, controller, store } = setUp({ mode: 'human-human' });
    controller.actions.load('d3c3b3d2e1d6d7e3f4');
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
      expect(reloaded.view.savedGameError, JSON.stringify(value.review)).toBeNull();
      expect(reloaded.view.game.record.moves).toEqual(controller.view.game.record.moves);
      expect(reloaded.view.review.state, JSON.stringify(value.review)).toMatchObject({ status: 'running', total: 9 });
      await again.settle();
      expect(reloaded.view.review.state!.moves).toEqual(controller.view.review.state!.moves);
      // The new review is saved over the one dropped.
      expect(JSON.parse(copy.getItem('flank.game')!).review).toEqual(saved.review);
    }
  });

  it('reviews on demand, and a cancelled review stops and stays stopped', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.actions.load('f5d6c3');
    expect(controller.view.review.state).toBeNull(); // the game goes on
    controller.actions.startReview();
    expect(controller.view.review.state).toMatchObject({ status: 'running', total: 3 });
    controller.actions.cancelReview();
    expect(controller.view.review.state).toBeNull();
    expect(searcher.waiting.filter((job) => job.kind === 'analyze')).toEqual([]);
    controller.actions.startReview();
    await searcher.settle();
    expect(controller.view.review.state).toMatchObject({ status: 'done' });
    expect(controller.view.review.state!.summary!.black.moves).toBe(2);
  });

  it('opens the game a link carries, asking first where it would replace a saved game', async () => {
    const searcher = new InProcessSearcher();
    const open = (store: KeyValueStore, link: string) => new Controller({ searcher, store, ...QUICK, link });
    // No saved game: the link's opens at once.
    const fresh = open(memoryStore(), '#rules=othello&moves=f5d6c3');
    expect(fresh.view.game.record.moves).toEqual(['f5', 'd6', 'c3']);
    expect(fresh.view.links.linked).toBeNull();
    expect(fresh.view.links.link).toBe('rules=othello&moves=f5d6c3');
    // A saved game in progress waits for the person's say.
    const { controller, store } = setUp({ mode: 'human-human' });
    controller.actions.play('e6');
    const asking = open(store, 'rules=othello&moves=f5d6c3');
    expect(asking.view.game.record.moves).toEqual(['e6']);
    expect(asking.view.links.linked).toMatchObject({ moves: ['f5', 'd6', 'c3'] });
    asking.actions.openLinked();
    expect(asking.view.game.record.moves).toEqual(['f5', 'd6', 'c3']);
    expect(asking.view.links.linked).toBeNull();
    asking.actions.undo();
    asking.actions.undo();
    asking.actions.undo();
    asking.actions.undo();
    expect(asking.view.game.record.moves).toEqual(['e6']); // the saved game, back by undo
    const keeping = open(store, 'rules=othello&moves=f5d6c3');
    keeping.actions.keepGame();
    expect(keeping.view.links.linked).toBeNull();
    expect(keeping.view.game.record.moves).toEqual(['e6']);
    // The same game as the saved one, and a broken link.
    expect(open(store, keeping.view.links.link).view.links.linked).toBeNull();
    const broken = open(store, 'rules=othello&moves=f5f5');
    expect(broken.view.links.error).toMatch(/f5/);
    expect(broken.view.game.record.moves).toEqual(['e6']);
    // A link followed on an open page.
    broken.actions.followLink('#rules=othello&moves=d3');
    expect(broken.view.links.error).toBeNull();
    expect(broken.view.links.linked).toMatchObject({ moves: ['d3'] });
    fresh.actions.newGame();
    fresh.actions.followLink('#rules=reversi&moves=d4');
    expect(fresh.view.game.record).toMatchObject({ rules: { name: 'reversi' }, moves: ['d4'] });
    await searcher.settle();
  });

  it('drops the engine’s answer for a position that is gone', async () => {
    const { searcher, controller } = setUp();
    controller.actions.play('f5');
    controller.actions.undo();
    await searcher.settle();
    expect(controller.view.game.record.moves).toEqual([]);
    expect(controller.view.turn.personToMove).toBe(true);
  });

  it('takes turns between two people, with forced passes played and reported', () => {
    const { controller } = setUp({ mode: 'human-human' });
    controller.actions.load('e6f6d3e7e8d8g7');
    controller.actions.play('f8');
    expect(controller.view.lastAction.moves.map((move) => move.square)).toEqual(['f8', 'pa']);
    expect(controller.view.game.live.turn()).toBe('white');
    expect(() => controller.actions.play('a1')).toThrow(/a1/);
  });

  it('scores every legal move when hints are on, for the side to move', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', hints: true });
    controller.actions.play('f5');
    await searcher.settle();
    expect(controller.view.engine.hints!.map((hint) => hint.move).sort()).toEqual(controller.view.game.live.moves().sort());
    controller.actions.changeSettings({ hints: false });
    expect(controller.view.engine.hints).toBeNull();
  });

  it('shows a move’s score on the board as its line does: Black’s, whoever is to move', async () => {
    // With White to move, f3's hint said "+25" (White's) beside "-25 f3 ..." in the lines (Black's).
    const { searcher, controller } = setUp({ hints: true });
    for (const [moves, turn] of [['f5', 'white'], ['f5d6', 'black']] as const) {
      controller.actions.load(moves); // in Analyse: the lines and the hints on
      await searcher.settle();
      expect(controller.view.game.shown.turn()).toBe(turn);
      const hints = controller.view.engine.boardHints;
      const lines = controller.view.engine.lines!;
      expect(lines.length).toBeGreaterThan(0);
      expect(hints.size).toBe(controller.view.game.shown.moves().length);
      for (const line of lines) expect([line.pv[0], hints.get(line.pv[0]!)!.score]).toEqual([line.pv[0], line.black]);
      if (turn === 'white') expect(lines.some((line) => line.black !== 0)).toBe(true);
    }
  });

  it('deepens the engine’s lines in one search, as many as asked, each a legal line from the position shown', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', book: false, lines: 2 });
    controller.actions.load('f5d6c3d3c4');
    const depths: number[] = [];
    controller.subscribe(() => {
      const analysis = controller.view.engine.analysis;
      if (analysis && depths.at(-1) !== analysis.depth) depths.push(analysis.depth);
    });
    await searcher.settle();
    // A loaded game is analysed, to the deepest. Past Play's bound its search gave way to the
    // graph's pass (waiting behind it), and went on after it, in the deepening lane, on its table.
    expect(controller.view.mode).toBe('analyse');
    const lines = searcher.ran.filter(({ job }) => job.kind === 'lines').map(({ job }) => job);
    expect(lines.map((job) => job.options)).toEqual([{ ...DEEPEST_BOUND, book: false, lines: 2 }, { ...DEEPEST_BOUND, book: false, lines: 2 }]);
    expect(searcher.gaveWay).toEqual([lines[0]]);
    const ran = searcher.ran.map(({ job }) => job.kind);
    expect(ran.indexOf('lines')).toBeLessThan(ran.indexOf('evaluate'));
    expect(ran.lastIndexOf('lines')).toBeGreaterThan(ran.lastIndexOf('evaluate'));
    // Each ranking shown as its iteration completed: deeper and deeper, more depths than jobs.
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(depths.length).toBeGreaterThan(lines.length);
    expect(depths.at(-1)).toBe(DEEPEST_BOUND.depth);
    expect(controller.view.engine.analysis).toMatchObject({ depth: DEEPEST_BOUND.depth, done: true });
    expect(controller.view.engine.analysis!.nodes).toBeGreaterThan(0);
    const shownLines = controller.view.engine.lines!;
    expect(shownLines).toHaveLength(2);
    // Best first, scored from black's side (white is to move), the first as the best hint.
    const moves = controller.view.engine.analysis!.moves;
    expect(controller.view.game.shown.turn()).toBe('white');
    expect(shownLines.map((line) => line.pv[0])).toEqual(moves.slice(0, 2).map((move) => move.move));
    expect(shownLines.map((line) => line.black)).toEqual(moves.slice(0, 2).map((move) => -move.score));
    for (const line of shownLines) {
      const game = controller.view.game.shown;
      expect(() => replayLine(controller, line.pv)).not.toThrow();
      expect(line.pv.length).toBeGreaterThan(1);
      expect(game.moves()).toContain(line.pv[0]);
    }
    // Fewer lines come from the analysis of more: no new search. More lines need one.
    let asked = searcher.asked.length;
    controller.actions.changeSettings({ lines: 1 });
    expect(searcher.asked.length).toBe(asked);
    expect(controller.view.engine.lines).toHaveLength(1);
    controller.actions.changeSettings({ lines: 5 });
    expect(searcher.asked.slice(asked).map((job) => job.kind === 'lines' && job.options.lines)).toEqual([5]);
    await searcher.settle();
    expect(controller.view.engine.lines!.length).toBe(Math.min(5, controller.view.game.shown.moves().length));
    // Another position: searched from nothing kept; back at the first, its deepest shows at once, with no search.
    controller.actions.goTo(2);
    expect(controller.view.engine.analysis).toBeNull();
    await searcher.settle();
    expect(controller.view.engine.analysis).toMatchObject({ depth: DEEPEST_BOUND.depth, done: true });
    asked = searcher.asked.length;
    controller.actions.goTo(5);
    expect(controller.view.engine.analysis).toMatchObject({ depth: DEEPEST_BOUND.depth, done: true });
    expect(controller.view.engine.lines).toHaveLength(5);
    expect(searcher.asked.length).toBe(asked);
    // Stopped, it stays stopped from position to position, and goes on when asked.
    controller.actions.goTo(3);
    controller.actions.toggleAnalysis();
    expect(controller.view.engine.stopped).toBe(true);
    expect(searcher.waiting.filter((job) => job.kind === 'lines')).toEqual([]);
    controller.actions.goTo(4);
    expect(searcher.waiting.filter((job) => job.kind === 'lines')).toEqual([]);
    expect(controller.view.engine.analysis).toBeNull();
    // Go: it deepens again (the page's Stop button stays while it does).
    controller.actions.toggleAnalysis();
    expect(controller.view.engine.analysing).toBe(true);
    expect(searcher.waiting.filter((job) => job.kind === 'lines').map((job) => job.position.moves.length)).toEqual([4]);
    await searcher.settle();
    expect(controller.view.engine.analysis).toMatchObject({ depth: DEEPEST_BOUND.depth, done: true });
    // Done and not stopped, Stop means nothing (the page shows no button; the L key does nothing).
    expect(controller.view.engine.toggleable).toBe(false);
    controller.actions.toggleAnalysis();
    expect(controller.view.engine.stopped).toBe(false);
    // Played on against the computer, with the engine's view off, no line shows while the game goes on.
    controller.actions.playFrom('white');
    expect(controller.view.mode).toBe('play');
    expect(controller.view.game.record.moves).toHaveLength(4);
    expect(controller.view.engine.lines).toBeNull();
    expect(controller.view.engine.shown).toBe(false);
  });

  it('stops the analysis at Play’s bound in Play, ranking every move while hints show', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', book: false, playView: true, lines: 2 });
    controller.actions.play('f5');
    await searcher.settle();
    expect(controller.view.mode).toBe('play');
    expect(searcher.ran.filter(({ job }) => job.kind === 'lines').map(({ job }) => job.options)).toEqual([{ ...PLAY_BOUND, book: false, lines: 2 }]);
    expect(controller.view.engine.analysis).toMatchObject({ depth: PLAY_BOUND.level, done: true });
    expect(controller.view.engine.analysis!.moves).toHaveLength(2);
    controller.actions.changeSettings({ hints: true });
    await searcher.settle();
    expect(searcher.ran.at(-1)!.job).toMatchObject({ kind: 'lines', options: { ...PLAY_BOUND, book: false } });
    expect(controller.view.engine.hints).toHaveLength(controller.view.game.shown.moves().length);
    expect(controller.view.engine.lines).toHaveLength(2);
  });

  it('plays from the opening book with variety, the same pick for the same seed, and without it when asked', async () => {
    const replies = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      // After f5 d6, black's c3, c4 and c5 are worth the same in the book.
      const play = async () => {
        const { searcher, controller } = setUp({ mode: 'human-human' }, memoryStore(), seed);
        controller.actions.play('f5');
        controller.actions.play('d6');
        controller.actions.changeSettings({ mode: 'human-computer', humanColor: 'white' });
        await searcher.settle();
        const best = searcher.asked.find((job) => job.kind === 'best-move')!;
        expect(best.options.book).toEqual({ variety: BOOK_VARIETY, seed });
        return controller.view.game.record.moves[2]!;
      };
      const reply = await play();
      expect(await play()).toBe(reply);
      replies.add(reply);
    }
    expect(replies.size).toBeGreaterThan(1); // games differ
    const { searcher, controller } = setUp({ book: false });
    const before = searcher.asked.length; // the jobs asked before the settings arrived
    controller.actions.play('f5');
    await searcher.settle();
    expect(searcher.asked.slice(before).every((job) => job.kind !== 'solve' && job.options.book === false)).toBe(true);
  });

  it('shows the book’s scores among the hints, and names the opening', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', hints: true });
    controller.actions.load('f5d6c3d3');
    controller.actions.play('c4');
    expect(controller.view.game.live.opening()).toEqual({ name: 'Tiger', plies: 5 });
    await searcher.settle();
    expect(controller.view.engine.hints!.some((hint) => hint.source === 'book')).toBe(true);
    controller.actions.changeSettings({ book: false });
    await searcher.settle();
    expect(controller.view.engine.hints!.every((hint) => hint.source === 'search')).toBe(true);
  });

  it('stops deepening a position the opening book answers: a deeper step would answer the same, with nothing searched', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    controller.actions.load('f5d6');
    expect(controller.view.mode).toBe('analyse');
    await searcher.settle();
    expect(controller.view.engine.analysis).toMatchObject({ depth: 0, done: true, nodes: 0 });
    expect(controller.view.engine.lines!.every((line) => line.source === 'book')).toBe(true);
  });

  it('scores every position of the game for the graph, from black’s side', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human', playView: false });
    const before = searcher.asked.length; // the jobs asked before the settings arrived
    controller.actions.load('d3c3b3d2e1d6d7e3f4'); // nine moves that leave white without a disc
    await searcher.settle();
    const scores = controller.view.engine.graph;
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
    controller.actions.undo();
    await searcher.settle();
    expect(evaluations()).toBe(asked);
  });

  it('solves a position once the end is in reach', async () => {
    const { searcher, controller } = setUp({ mode: 'human-human' });
    expect(controller.view.solve.canStart).toBe(false);
    controller.actions.load(FFO_40);
    expect(controller.view.solve.canStart).toBe(true);
    controller.actions.solve();
    expect(controller.view.solve.state).toEqual({ status: 'running' });
    await searcher.settle();
    expect(controller.view.solve.state).toMatchObject({ status: 'done', solution: { solved: true, score: 38, bestMoves: ['a2'] } });
    controller.actions.play('a2');
    expect(controller.view.solve.state).toBeNull();
  });

  it('plays the computer against itself to the end, and stops while paused', async () => {
    const { searcher, controller } = setUp({ mode: 'computer-computer' });
    controller.actions.togglePause();
    await searcher.settle();
    expect(controller.view.game.record.moves).toEqual([]);
    controller.actions.togglePause();
    await searcher.settle();
    expect(controller.view.game.live.isGameOver()).toBe(true);
    expect(controller.view.turn.personToMove).toBe(false);
    // The game's end starts its review (every move at level 10, exact from 20 empties: up to 9 s of
    // CPU), which settle() waits for: a generous guard, not a speed test (a busy machine took 30 s).
  }, 180_000);

  it('says when the saved game cannot be read, and keeps it until the person plays on', async () => {
    const store = memoryStore();
    const damaged = '{"record": {"rules": {"name": "othello"}, "start": null, "moves": ["f5", "a1"], "undone": []}';
    store.setItem('flank.game', damaged);
    const { searcher, controller } = setUp({ humanColor: 'white' }, store);
    await searcher.settle(); // the computer opens as black: that is not the person playing on
    expect(controller.view.savedGameError).toEqual(expect.any(String));
    expect(store.getItem('flank.game')).toBe(damaged);
    controller.actions.changeSettings({ hints: true });
    expect(store.getItem('flank.game')).toBe(damaged);
    controller.actions.play(controller.view.game.live.moves()[0]!);
    expect(controller.view.savedGameError).toBeNull();
    expect(JSON.parse(store.getItem('flank.game')!).record.moves).toHaveLength(2);
  });

  it('plays on from a position set up to play, where a pasted one opens to analyse', async () => {
    const { searcher, controller } = setUp({ humanColor: 'black' });
    const board = '---------------------------OX------XO--------------------------- O';
    controller.actions.load(board, 'play');
    expect(controller.view.mode).toBe('play');
    // White is the computer's: it replies at once.
    expect(controller.view.turn.thinking).toBe(true);
    await searcher.settle();
    expect(controller.view.game.record.moves).toHaveLength(1);
    controller.actions.load(board);
    expect(controller.view.mode).toBe('analyse');
    expect(controller.view.turn.computerToMove).toBe(false);
  });

  it('leaves the game as it was when a pasted text does not load', () => {
    const { controller } = setUp({ mode: 'human-human' });
    controller.actions.play('f5');
    expect(() => controller.actions.load('f5d6z3')).toThrow('Invalid character "z"');
    expect(controller.view.game.record.moves).toEqual(['f5']);
  });

  it('starts a new game under another rule set', () => {
    const { controller } = setUp({ mode: 'human-human' });
    controller.actions.play('f5');
    controller.actions.newGame({ name: 'reversi' });
    expect(controller.view.game.record).toEqual({ rules: { name: 'reversi' }, start: null, moves: [], undone: [] });
    expect(controller.view.game.live.moves()).toEqual(['d4', 'e4', 'd5', 'e5']);
  });

  it('saves after every change, and a new page picks the game up', async () => {
    const { searcher, controller, store } = setUp({ mode: 'human-human', level: 3 });
    controller.actions.play('f5');
    controller.actions.play('d6');
    controller.actions.undo();
    const again = new Controller({ searcher, store, ...QUICK });
    expect(again.view.game.record).toEqual(controller.view.game.record);
    expect(again.view.settings).toEqual(controller.view.settings);
    expect(again.view.lastAction.kind).toBe('loaded');
  });

  it('keeps a loaded game’s players, date and place through a reload and in its link', async () => {
    const { searcher, controller, store } = setUp({ mode: 'human-human' });
    const about = { black: 'ann', white: 'bob', date: '2003.12.15', place: 'GGS/os' };
    controller.actions.loadRecord({ rules: { name: 'othello' }, start: null, moves: ['f5', 'd6'], undone: [], about });
    expect(new Controller({ searcher, store, ...QUICK }).view.game.record.about).toEqual(about);
    const link = controller.view.links.link;
    expect(link).toBe('rules=othello&moves=f5d6&black=ann&white=bob&date=2003.12.15&place=GGS%2Fos');
    expect(new Controller({ searcher, store: memoryStore(), ...QUICK, link }).view.game.record.about).toEqual(about);
    // A new game has none of them.
    controller.actions.newGame();
    expect(controller.view.game.record.about).toBeUndefined();
    await searcher.settle();
  });

  it('reports an engine failure until the next change', async () => {
    const { searcher, controller } = setUp();
    searcher.failure = 'the engine worker stopped';
    controller.actions.play('f5');
    await searcher.settle();
    expect(controller.view.engine.error).toBe('the engine worker stopped');
    expect(controller.view.turn.thinking).toBe(false);
    searcher.failure = null;
    controller.actions.undo();
    expect(controller.view.engine.error).toBeNull();
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
    controller.actions.changeSettings({ level: 1, hints: true, playView: true });
    // Before the page's first paint: the light evaluation, nothing fetched.
    expect(controller.view.evaluation).toEqual({ status: 'light' });
    expect(fetches).toBe(0);
    controller.actions.loadNetwork(); // the page's call after its first paint
    expect(controller.view.evaluation).toEqual({ status: 'loading' });
    controller.actions.loadNetwork();
    expect(fetches).toBe(1);
    // Meanwhile the engine plays, hints and scores on the light weights the worker started with.
    controller.actions.play('f5');
    await searcher.settle();
    expect(controller.view.game.record.moves).toHaveLength(2);
    expect(new Set(searcher.ran.map(({ job }) => job.kind))).toEqual(new Set(['best-move', 'lines', 'evaluate-all', 'evaluate']));
    expect(searcher.ran.every(({ weights }) => weights === null)).toBe(true);
    expect(controller.view.engine.graph.every((value) => value !== undefined)).toBe(true);
    // The network lands while the engine searches its next move: that search starts again on it.
    controller.actions.play(controller.view.game.live.moves()[0]!);
    expect(controller.view.turn.thinking).toBe(true);
    const before = searcher.ran.length;
    const changed = changes;
    arrive(network);
    await Promise.resolve();
    expect(controller.view.evaluation).toEqual({ status: 'network' });
    expect(searcher.weights).toEqual([network]);
    expect(changes).toBeGreaterThan(changed);
    // The graph's light values went with the light evaluation.
    expect(controller.view.engine.graph.every((value) => value === undefined)).toBe(true);
    await searcher.settle();
    const after = searcher.ran.slice(before);
    expect(controller.view.game.record.moves).toHaveLength(4);
    expect(after.filter(({ job }) => job.kind === 'best-move')).toHaveLength(1);
    expect(after.filter(({ job }) => job.kind === 'evaluate').length).toBeGreaterThanOrEqual(5);
    expect(after.some(({ job }) => job.kind === 'lines')).toBe(true);
    expect(after.every(({ weights }) => weights === network)).toBe(true);
    expect(controller.view.engine.graph.every((value) => value !== undefined)).toBe(true);
    expect(fetches).toBe(1);
  });

  it('reviews a finished game again with the network once it arrives', async () => {
    const searcher = new InProcessSearcher();
    const network = new ArrayBuffer(8);
    let arrive: (weights: ArrayBuffer) => void = () => undefined;
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, network: () => new Promise((resolve) => (arrive = resolve)) });
    controller.actions.changeSettings({ mode: 'human-human' });
    controller.actions.load('d3c3b3d2e1d6d7e3f4');
    controller.actions.loadNetwork();
    await searcher.settle();
    expect(controller.view.review.state).toMatchObject({ status: 'done', total: 9 });
    const before = searcher.ran.length;
    arrive(network);
    await Promise.resolve();
    expect(controller.view.review.state).toMatchObject({ status: 'running', total: 9 });
    expect(controller.view.review.state!.moves.size).toBe(0);
    await searcher.settle();
    expect(controller.view.review.state).toMatchObject({ status: 'done', total: 9 });
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
      controller.actions.loadNetwork();
      return { controller, ...settle };
    };
    const first = new InProcessSearcher();
    const { controller, arrive } = open(first);
    controller.actions.changeSettings({ mode: 'human-human' });
    controller.actions.load('d3c3b3d2e1d6d7e3f4');
    arrive(network);
    await first.settle();
    const reviewed = controller.view.review.state!;
    expect(reviewed.status).toBe('done');
    expect(first.ran.filter(({ job }) => job.kind === 'analyze').at(-1)!.weights).toBe(network);
    // Reloaded: no review of the light evaluation meanwhile, the network's once it arrives.
    const second = new InProcessSearcher();
    const reloaded = open(second);
    await second.settle();
    expect(reloaded.controller.view.review.state).toBeNull();
    expect(second.asked.filter((job) => job.kind === 'analyze' && job.options.level === REVIEW_LEVEL)).toEqual([]);
    reloaded.arrive(new ArrayBuffer(8));
    await Promise.resolve();
    expect(reloaded.controller.view.review.state).toEqual(reviewed);
    await second.settle();
    expect(second.asked.filter((job) => job.kind === 'analyze' && job.options.level === REVIEW_LEVEL)).toEqual([]);
    // Where the network cannot come, the light evaluation reviews the game.
    const third = new InProcessSearcher();
    const failing = open(third);
    failing.fail(new Error('Could not fetch the network'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.controller.view.review.state).toMatchObject({ status: 'running', total: 9 });
    await third.settle();
    expect(failing.controller.view.review.state).toMatchObject({ status: 'done', total: 9 });
    expect(third.ran.filter(({ job }) => job.kind === 'analyze').every(({ weights }) => weights === null)).toBe(true);
    // Another network (a new deploy's) is another evaluation: the game is reviewed with it.
    controller.actions.changeSettings({ sound: !controller.view.settings.sound }); // the first page saves its network's review again
    const fourth = new InProcessSearcher();
    const other = open(fourth);
    expect(other.controller.view.review.state).toBeNull(); // waiting for the network
    other.arrive(new Uint8Array([1, 0, 0, 0, 0, 0, 0, 0]).buffer);
    await Promise.resolve();
    expect(other.controller.view.review.state).toMatchObject({ status: 'running', total: 9 });
  });

  it('keeps playing the light evaluation when the network cannot be fetched, says why, and does not fetch it again', async () => {
    const searcher = new InProcessSearcher();
    let fetches = 0;
    const message = 'Could not fetch /assets/flank-network-small-C.bin: HTTP 404';
    const network = () => (fetches++, Promise.reject(new Error(message)));
    const controller = new Controller({ searcher, store: memoryStore(), ...QUICK, network });
    controller.actions.changeSettings({ level: 1 });
    controller.actions.loadNetwork();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controller.view.evaluation).toEqual({ status: 'failed', message });
    expect(searcher.weights).toEqual([]);
    controller.actions.play('f5');
    await searcher.settle();
    expect(controller.view.game.record.moves).toHaveLength(2);
    expect(controller.view.engine.error).toBeNull();
    expect(searcher.ran.every(({ weights }) => weights === null)).toBe(true);
    controller.actions.loadNetwork();
    expect(fetches).toBe(1);
    expect(controller.view.evaluation.status).toBe('failed');
  });

  it('stays on the light evaluation where the page offers no network', () => {
    const { controller } = setUp();
    controller.actions.loadNetwork();
    expect(controller.view.evaluation).toEqual({ status: 'light' });
  });
});
