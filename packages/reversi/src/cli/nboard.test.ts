import { beforeAll, describe, expect, it } from 'vitest';
import { THIRTY_EMPTIES, exchange, startEngine } from '../../test/support/engine-protocols.ts';
import { Reversi, init } from '../node.ts';
import { parseArgs } from './args.ts';
import { protocolOptions } from './protocol-options.ts';
import { NBoardSession } from './nboard.ts';

beforeAll(() => init());

/** The protocol's own example: a game NBoard sends, white to move after 8 moves (52 empties, black to move). */
const EXAMPLE =
  '(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)';
/** The first position of the FFO suite (14 empties, black to move): g8 wins by 18, h1 by 12, a2 and h7 by 6. */
const FFO_1 = '(;GM[Othello]PC[NBoard]TY[8]BO[8 --*****--OOO**-O-OOO**O*-O*O*O**O***O***--*O*O**-***OOO--OOOOO-- *];)';
/** Black must pass here: white played h6, and black has no move (white has c5, e7, f8). */
const BLACK_PASSES = '(;GM[Othello]TY[8]B[F5]W[F6]B[C4]W[G5]B[H5]W[H4]B[G7]W[H6];)';
/** Over after 9 moves, black 13 discs to none. */
const WIPEOUT = '(;GM[Othello]TY[8]B[C4]W[C5]B[E6]W[E3]B[E2]W[D6]B[C6]W[F2]B[G1];)';

const nboard = (lines: readonly string[], ...argv: string[]) => exchange('nboard', lines, ...argv);

/** A hint's pv as the wrapper writes a line: `F5D6PA` is ['f5', 'd6', 'pa']. */
const movesOf = (pv: string) => (pv.toLowerCase().match(/../g) ?? []);

/** Whether a hint's pv is legal from the position (a transcript or board string; none: the start), move by move, to its end. */
function playable(position: string | undefined, pv: string): boolean {
  const game = new Reversi(position);
  try {
    for (const move of movesOf(pv)) game.move(move);
  } catch {
    return false;
  }
  return true;
}

/** The legal moves of the session's position, read from a hint of every move at depth 1 (sorted). */
async function legalMoves(lines: readonly string[]): Promise<string[]> {
  const { out } = await nboard([...lines, 'set depth 1', 'hint 64'], '--no-book');
  const hints = out.slice(out.lastIndexOf('status Flank is analysing (up to 60.00 s)'));
  return hints
    .filter((line) => line.startsWith('search '))
    .map((line) => line.split(' ')[1]!.slice(0, 2).toLowerCase())
    .sort();
}

/** Hint lines: `search <pv> <eval> 0 <depth>` or `book <pv> <eval> <games> <depth>`, parsed. */
const hintsOf = (out: string[]) =>
  out.filter((line) => /^(search|book) /.test(line)).map((line) => {
    const [kind, pv, score, games, depth] = line.split(' ');
    return { kind, pv: pv!, score: Number(score), games: Number(games), depth: depth! };
  });

describe('flank nboard: the session', () => {
  it('answers the protocol’s example session: its name, the pong, then the move with eval and time', async () => {
    const { out, log } = await nboard(['nboard 2', `set game ${EXAMPLE}`, 'set depth 6', 'ping 1', 'go'], '--no-book');
    expect(out.slice(0, 3)).toEqual(['set myname Flank', 'pong 1', 'status Flank is thinking (up to 31.12 s)']);
    expect(out[3]).toMatch(/^nodestats \d+ \d+\.\d\d$/);
    const [hint] = hintsOf(out.slice(4, 5));
    const answer = /^=== ([A-H][1-8])\/(-?\d+)\/(\d+\.\d\d)$/.exec(out[5]!)!;
    expect(out).toHaveLength(6);
    // The thinking line is the move's line, to depth 6, with the same score.
    expect(hint).toMatchObject({ kind: 'search', score: Number(answer[2]), games: 0, depth: '6' });
    expect(hint!.pv.startsWith(answer[1]!)).toBe(true);
    expect(new Reversi('f5f6d3c5e6f7e7f4').moves()).toContain(answer[1]!.toLowerCase());
    expect(log).toEqual([]);
  });

  it('does not play its own move: the GUI sends it back with move', async () => {
    const before = await legalMoves([`set game ${EXAMPLE}`]);
    expect(await legalMoves([`set game ${EXAMPLE}`, 'set depth 2', 'go'])).toEqual(before);
    expect(before).toEqual(new Reversi('f5f6d3c5e6f7e7f4').moves().sort());
  });

  it('hints: the n best moves with their lines, deepening a ply at a time to the depth set, one depth label a batch', async () => {
    const { out } = await nboard([`set game ${EXAMPLE}`, 'set depth 4', 'hint 3'], '--no-book');
    expect(out[0]).toBe('status Flank is analysing (up to 60.00 s)');
    expect(out.at(-1)).toBe('status');
    const batches = out.slice(1, -1).join('\n').split(/^nodestats .*\n?/m).filter((batch) => batch !== '');
    expect(batches).toHaveLength(3);
    const game = new Reversi('f5f6d3c5e6f7e7f4');
    batches.forEach((batch, i) => {
      const hints = hintsOf(batch.trim().split('\n'));
      expect(hints).toHaveLength(3);
      expect(hints.every((hint) => hint.kind === 'search' && hint.depth === String(i + 2) && hint.games === 0)).toBe(true);
      expect(new Set(hints.map((hint) => hint.pv.slice(0, 2))).size).toBe(3);
      expect(hints.every((hint) => playable('f5f6d3c5e6f7e7f4', hint.pv))).toBe(true);
      expect(hints.map((hint) => hint.score)).toEqual(hints.map((hint) => hint.score).sort((a, b) => b - a));
    });
    // The first depth is one analysis of 3 lines on an empty table, as the wrapper answers it.
    const first = game.analyze({ level: 4, depth: 2, book: false, lines: 3 });
    expect(hintsOf(batches[0]!.trim().split('\n'))).toEqual(first.moves.map((move) => ({ kind: 'search', pv: move.pv.join('').toUpperCase(), score: move.score, games: 0, depth: '2' })));
    expect(first.moves.some((move) => move.pv.length > 1)).toBe(true);
    // The deeper ones go on from its table: the same hint again sends the same lines.
    expect((await nboard([`set game ${EXAMPLE}`, 'set depth 4', 'hint 3'], '--no-book')).out.filter((line) => !line.startsWith('nodestats'))).toEqual(out.filter((line) => !line.startsWith('nodestats')));
  });

  it('hints and moves solved exactly are marked 100%', async () => {
    const hint = await nboard([`set game ${FFO_1}`, 'set depth 8', 'hint 3']);
    // a2 and h7 both win by 6: the third line is either.
    expect(hint.out.filter((line) => !line.startsWith('nodestats'))).toEqual([
      'status Flank is analysing (up to 60.00 s)',
      expect.stringMatching(/^search G8\S* 18 0 100%$/),
      expect.stringMatching(/^search H1\S* 12 0 100%$/),
      expect.stringMatching(/^search (A2|H7)\S* 6 0 100%$/),
      'status',
    ]);
    expect(hintsOf(hint.out).every((line) => playable(Reversi.fromGGF(FFO_1).toString(), line.pv))).toBe(true);
    const go = await nboard([`set game ${FFO_1}`, 'set depth 8', 'go']);
    expect(go.out[2]).toMatch(/^search G8H7\S* 18 0 100%$/);
    expect(go.out[3]).toMatch(/^=== G8\/18\/\d+\.\d\d$/);
  });

  it('hints from the opening book as book lines', async () => {
    const { out } = await nboard(['set depth 10', 'hint 4']);
    const hints = hintsOf(out);
    expect(hints.map((hint) => hint.pv.slice(0, 2)).sort()).toEqual(['C4', 'D3', 'E6', 'F5']);
    expect(hints.every((hint) => hint.kind === 'book' && hint.score === hints[0]!.score && /^\d+$/.test(hint.depth))).toBe(true);
    // Each with the book's line, from the start.
    expect(hints.every((hint) => movesOf(hint.pv).length > 1 && playable(undefined, hint.pv))).toBe(true);
    expect(out.at(-1)).toBe('status');
  });

  it('stops a hint between depths when the GUI sends another command', async () => {
    const options = protocolOptions(parseArgs(['--no-book']), 'nboard');
    const out: string[] = [];
    const session = new NBoardSession({ write: (line) => out.push(line), log: () => undefined, interrupted: async () => true }, options);
    for (const line of [`set game ${EXAMPLE}`, 'set depth 12', 'hint 2']) await session.handle(line);
    expect(hintsOf(out).map((hint) => hint.depth)).toEqual(['2', '2']);
    expect(out.at(-1)).toBe('status');
  });

  it('plays the GUI’s moves: with eval and time, a pass, a bare move of protocol 1, a left-out pass inferred', async () => {
    expect(await legalMoves(['move F5/0.50/1.25', 'move d6//2', 'C3'])).toEqual(new Reversi('f5d6c3').moves().sort());
    expect(await legalMoves([`set game ${BLACK_PASSES}`])).toEqual(['pa']);
    expect(await legalMoves([`set game ${BLACK_PASSES}`, 'move PA'])).toEqual(['c5', 'e7', 'f8']);
    expect(await legalMoves([`set game ${BLACK_PASSES}`, 'move C5'])).toEqual(new Reversi('f5f6c4g5h5h4g7h6pac5').moves().sort());
  });

  it('answers a forced move or a pass at once, and a finished game with a status', async () => {
    expect((await nboard([`set game ${BLACK_PASSES}`, 'go'])).out).toEqual(['=== PA']);
    expect((await nboard([`set game ${WIPEOUT}`, 'go', 'hint 1'])).out).toEqual(['status Error: go: the game is over', 'status Error: hint: the game is over']);
  });

  it('answers learn politely, and pong with the number given', async () => {
    expect((await nboard(['learn', 'ping 42'])).out).toEqual(['learned', 'status Flank does not learn games: its opening book is fixed', 'pong 42']);
  });

  it('takes a contempt and says on standard error that draws stay 0', async () => {
    expect(await nboard(['set contempt 0', 'set contempt -300'])).toEqual({ out: [], log: ['nboard: set contempt: Flank values draws at 0 (contempt is not supported)'] });
  });

  it('answers bad input with a status line and a diagnostic, the game as it was', async () => {
    const bad = ['frobnicate', 'nboard two', 'ping', 'ping 1 2', 'set depth 0', 'set depth 61', 'set colour red', 'hint 0', 'hint many', 'go now', 'move', 'move Z9', 'move F5/x', 'move F5/1/-2', 'move A1', 'move F5 D6'];
    const { out, log } = await nboard(['move F5', ...bad]);
    expect(out).toEqual([
      'status Error: unknown command "frobnicate"',
      'status Error: nboard takes a whole number, got "two"',
      'status Error: ping takes a whole number, got ""',
      'status Error: ping takes a whole number, got "1 2"',
      'status Error: set depth takes 1 to 60, got 0',
      'status Error: set depth takes 1 to 60, got 61',
      'status Error: unknown setting "set colour"',
      'status Error: hint takes how many moves to evaluate, 1 or more, got 0',
      'status Error: hint takes a whole number, got "many"',
      'status Error: go takes nothing, got "now"',
      'status Error: move takes one move like F5/1.5/3.2, got ""',
      'status Error: move "Z9" is not a square a1..h8 or PA',
      'status Error: move "F5/x" is not move/eval/time, like F5/1.5/3.2',
      'status Error: move "F5/1/-2": the time must be seconds, got "-2"',
      'status Error: illegal move A1: it flanks no black disc',
      'status Error: move takes one move like F5/1.5/3.2, got "F5 D6"',
    ]);
    expect(log).toEqual(out.map((line) => line.replace('status Error: ', 'nboard: ')));
    expect(await legalMoves(['move F5', ...bad])).toEqual(new Reversi('f5').moves().sort());
  });

  it('answers go, hint and move with an error after a set game it refused, until it takes a game', async () => {
    for (const refused of ['set game', 'set game (;GM[Othello]B[A1];)', 'set game (;GM[Chess];)']) {
      const { out } = await nboard([`set game ${EXAMPLE}`, refused, 'go', 'hint 1', 'move F5', `set game ${EXAMPLE}`, 'set depth 1', 'go'], '--no-book');
      const none = (what: string) => `status Error: ${what}: no game, the last set game was refused; send set game first`;
      expect(out.slice(0, 4)).toEqual([expect.stringMatching(/^status Error: (set game needs|GGF: )/), none('go'), none('hint'), none('move')]);
      expect(out.at(-1)).toMatch(/^=== [A-H][1-8]\//);
    }
  });

  it('echoes a ping as given, and quotes no more than 40 characters of an unknown command', async () => {
    expect((await nboard(['ping 99999999999999999999'])).out).toEqual(['pong 99999999999999999999']);
    const long = 'x'.repeat(200_000);
    expect((await nboard([long, `set ${long}`])).out).toEqual([`status Error: unknown command "${'x'.repeat(40)}…"`, `status Error: unknown setting "set ${'x'.repeat(40)}…"`]);
  });

  it('drops control characters from its input, as gtp does, so that no error echoes them to the terminal', async () => {
    const { out, log } = await nboard(['\0\x1b[31mred', 'ping\t7\x07', 'set depth\x1b 1']);
    expect(out).toEqual(['status Error: unknown command "[31mred"', 'pong 7']);
    expect(log).toEqual(['nboard: unknown command "[31mred"']);
  });

  it('stops at quit', async () => {
    expect((await nboard(['ping 1', 'quit', 'ping 2'])).out).toEqual(['pong 1']);
  });
});

describe('flank nboard: time', () => {
  /** The budget `go` (or `hint`) announced, in seconds as the status line writes it. */
  const budgetOf = (out: string[], status = 'status Flank is thinking') => /\(up to (\d+\.\d\d) s\)$/.exec(out.find((line) => line.startsWith(status))!)?.[1];
  const seconds = (ms: number) => (Math.floor(ms) / 1000).toFixed(2);

  it('takes the clock of the GGF game less the times of the side’s moves, with its increment', async () => {
    const game = '(;GM[Othello]TI[1:00]TY[8]B[F5//10.5]W[D6//3];)';
    // Black: 60 - 10.5 s left for 29 moves (58 empties); after C3, white: 60 - 3 s for 29 moves.
    expect(budgetOf((await nboard([`set game ${game}`, 'set depth 1', 'go'])).out)).toBe(seconds((49_500 * 0.9) / 29 - 30));
    expect(budgetOf((await nboard([`set game ${game}`, 'set depth 1', 'move C3/0/2', 'go'])).out)).toBe(seconds((57_000 * 0.9) / 29 - 30));
    const increment = '(;GM[Othello]TB[2:00/5]TW[1:00]TY[8]B[F5//10];)';
    expect(budgetOf((await nboard([`set game ${increment}`, 'set depth 1', 'move D6//1', 'go'])).out)).toBe(seconds(((120_000 + 5_000 - 10_000) * 0.9) / 29 + 5_000 * 0.9 - 30));
  });

  it('uses --game-time-ms without a clock in the game, and caps each move with --time-ms', async () => {
    expect(budgetOf((await nboard(['set depth 1', 'go'], '--game-time-ms', '60000')).out)).toBe(seconds((60_000 * 0.9) / 30 - 30));
    expect(budgetOf((await nboard([`set game ${EXAMPLE}`, 'set depth 1', 'go'], '--time-ms', '500')).out)).toBe('0.50');
    // With no clock, --time-ms or --nodes, a minute at most: a depth beyond reach still answers.
    expect(budgetOf((await nboard(['set depth 1', 'go'])).out)).toBe('60.00');
    expect(budgetOf((await nboard(['set depth 1', 'go'], '--nodes', '100000')).out)).toBeUndefined();
  });

  it('bounds hint as go: by --time-ms, by --nodes in all, else a minute at most; a depth cut short never sends shallower hints', async () => {
    const hint = async (...argv: string[]) => (await nboard([`set game ${EXAMPLE}`, 'set depth 20', 'hint 1'], '--no-book', ...argv)).out;
    expect(budgetOf(await hint('--time-ms', '300'), 'status Flank is analysing')).toBe('0.30');
    const capped = await hint('--nodes', '50000');
    expect(budgetOf(capped, 'status Flank is analysing')).toBeUndefined();
    // The nodes are the whole hint's, not each depth's: it stops deepening once they are spent.
    const nodestats = capped.filter((line) => line.startsWith('nodestats')).map((line) => Number(line.split(' ')[1]));
    expect(nodestats.length).toBeLessThan(19);
    expect(nodestats.slice(0, -1).every((nodes) => nodes < 50_000)).toBe(true);
    expect(capped.at(-1)).toBe('status');
    // The last depth, cut short, stands partly on shallower searches: never sent below the one before.
    const depths = hintsOf(await hint('--nodes', '200000')).map((line) => Number(line.depth));
    expect(depths.length).toBeGreaterThan(5);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
  });

  it('answers go from its deepest search when the budget cuts the last depth short', async () => {
    // The depths go completes within --nodes, found as it deepens: each gets the nodes left.
    const game = new Reversi('f5f6d3c5e6f7e7f4');
    let nodes = 0;
    let deepest = 0;
    for (let depth = 1; nodes < 200_000; depth++) {
      const best = game.bestMove({ depth, level: 20, book: false, nodes: 200_000 - nodes });
      nodes += best.nodes;
      if (nodes < 200_000) deepest = best.depth;
    }
    const { out } = await nboard([`set game ${EXAMPLE}`, 'set depth 20', 'go'], '--no-book', '--nodes', '200000');
    expect(hintsOf(out).map((line) => line.depth)).toEqual([String(deepest)]);
  });

  it('deepens go a ply at a time and answers the deepest move found once another command waits', async () => {
    const options = protocolOptions(parseArgs(['--no-book']), 'nboard');
    const out: string[] = [];
    const session = new NBoardSession({ write: (line) => out.push(line), log: () => undefined, interrupted: async () => true }, options);
    // No clock in the game: a minute at most.
    for (const line of ['set depth 60', 'set game (;GM[Othello]B[F5]W[F6]B[E6]W[F4]B[G5]W[D6];)', 'go']) await session.handle(line);
    expect(out[0]).toBe('status Flank is thinking (up to 60.00 s)');
    expect(hintsOf(out).map((hint) => hint.depth)).toEqual(['1']);
    expect(out.at(-1)).toMatch(/^=== [A-H][1-8]\/-?\d+\/\d+\.\d\d$/);
  });
});

describe('flank nboard through a pipe (the built bin)', () => {
  /** Printed lines until one matches `pattern`. */
  const until = (pattern: RegExp) => (printed: string) => printed.split('\n').some((line) => pattern.test(line));
  const lines = (printed: string) => printed.split('\n').slice(0, -1);

  it('plays through a session, stops a deep hint at a ping, and ends at quit', async () => {
    const engine = startEngine('nboard', '--no-book');
    expect(lines(await engine.send(`nboard 2\nset depth 3\nset game ${EXAMPLE}\nping 1\n`, until(/^pong 1$/)))).toEqual(['set myname Flank', 'pong 1']);
    expect(lines(await engine.send('go\n', until(/^===/))).at(-1)).toMatch(/^=== [A-H][1-8]\/-?\d+\/\d+\.\d\d$/);
    // Depth 30 would take long: the ping behind it stops the hint in its first depth.
    const hint = lines(await engine.send('set depth 30\nhint 3\nping 2\n', until(/^pong 2$/)));
    expect(hint.slice(-2)).toEqual(['status', 'pong 2']);
    expect(hintsOf(hint).map((line) => line.depth)).toEqual(['2', '2', '2']);
    engine.end('quit\n');
    expect(await engine.exit).toBe(0);
    expect(engine.stderr()).toBe('');
  });

  it('hears quit and the end of its input while go thinks at a depth beyond reach, and answers first', async () => {
    const input = `nboard 2\nset depth 60\nset game (;GM[Othello]B[F5]W[F6]B[E6]W[F4]B[G5]W[D6];)\ngo\n`;
    for (const end of ['quit\n', '']) {
      const engine = startEngine('nboard', '--no-book');
      engine.end(input + end);
      expect(await engine.exit).toBe(0);
      const printed = lines(engine.stdout());
      expect(printed[0]).toBe('set myname Flank');
      expect(printed.at(-1)).toMatch(/^=== [A-H][1-8]\/-?\d+\/\d+\.\d\d$/);
      expect(engine.stderr()).toBe('');
    }
  });

  it('hears quit and the end of its input while a hint at set depth 20 solves 30 empties, and ends it first', async () => {
    // 31 empties, white to move: each move leaves 30, solved exactly at level 20.
    const game = new Reversi(THIRTY_EMPTIES.slice(0, -2)).toGGF();
    for (const end of ['quit\n', '']) {
      const engine = startEngine('nboard', '--no-book');
      await engine.send(`nboard 2\nset depth 20\nset game ${game}\nping 1\n`, until(/^pong 1$/));
      await engine.send('hint 1\n', until(/^status Flank is analysing \(up to 60\.00 s\)$/));
      // Unheard, the solves run for the hint's minute: the guard is only there to end the test.
      engine.end(end);
      expect(await engine.exitWithin(10_000)).toBe(0);
      const printed = lines(engine.stdout());
      expect(hintsOf(printed)).toHaveLength(1);
      expect(printed.at(-1)).toBe('status');
      expect(engine.stderr()).toBe('');
    }
  });

  it('ends cleanly at the end of its input', async () => {
    const engine = startEngine('nboard');
    engine.end('nboard 2\nping 7');
    expect(await engine.exit).toBe(0);
    expect(engine.stdout()).toBe('set myname Flank\npong 7\n');
  });
});
