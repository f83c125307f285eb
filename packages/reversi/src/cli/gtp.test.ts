import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, THIRTY_EMPTIES, exchange, startEngine } from '../../test/support/engine-protocols.ts';
import { Reversi, init } from '../node.ts';
import { VERSION } from '../version.ts';
import { parseArgs } from './args.ts';
import { main } from './cli.ts';
import { protocolOptions } from './protocol-options.ts';

beforeAll(() => init());

/** Black must pass here: white played h6, and black has no move (white has c5, e7, f8). */
const BLACK_PASSES = 'f5f6c4g5h5h4g7h6';
/** Over after 9 moves, black 13 discs to none. */
const WIPEOUT = 'c4c5e6e3e2d6c6f2g1';

const gtp = (lines: readonly string[], ...argv: string[]) => exchange('gtp', lines, ...argv);

/** The replies alone, each `=...` or `?...` with the lines after it, without the blank line that ends it. */
async function replies(lines: readonly string[], ...argv: string[]): Promise<string[]> {
  const { out } = await gtp(lines, ...argv);
  expect(out.at(-1)).toBe('');
  return out.slice(0, -1).join('\n').split('\n\n');
}

/** The moves of a transcript as GTP `play` commands, black first. */
const plays = (transcript: string) => new Reversi(transcript).history({ verbose: true }).map((move) => `play ${move.color} ${move.square === 'pa' ? 'pass' : move.square}`);

/** The board string among the lines `showboard` prints. */
const boardOf = (reply: string) => reply.split('\n').find((line) => /^[-XO]{64} [XO]$/.test(line));

describe('flank gtp: the administrative commands', () => {
  it('answers with = or ?, the id echoed, and a blank line after each reply', async () => {
    const { out } = await gtp(['protocol_version', '1 name', '22 version', 'known_command genmove', 'known_command loadsgf', '3 frobnicate', 'quit']);
    expect(out).toEqual(['= 2', '', '=1 Flank', '', `=22 ${VERSION}`, '', '= true', '', '= false', '', '?3 unknown command', '', '= ', '']);
  });

  it('lists its commands, each known', async () => {
    const [list] = await replies(['list_commands']);
    const names = list!.replace(/^= /, '').split('\n');
    expect(names).toEqual(expect.arrayContaining(['protocol_version', 'name', 'version', 'known_command', 'list_commands', 'quit', 'boardsize', 'clear_board', 'play', 'genmove', 'undo', 'showboard', 'time_settings', 'time_left']));
    const known = await replies(names.map((name) => `known_command ${name}`));
    expect(known.every((reply) => reply === '= true')).toBe(true);
  });

  it('stops at quit and reads nothing after it', async () => {
    expect(await replies(['7 quit', 'name'])).toEqual(['=7 ']);
  });

  it('plays 8x8 only', async () => {
    expect(await replies(['boardsize 8', 'boardsize 19', 'boardsize eight', 'boardsize'])).toEqual([
      '= ',
      '? unacceptable size 19: Flank plays 8x8 Othello only',
      '? syntax error: the size must be a whole number, got "eight"',
      '? syntax error: expected boardsize <size>, got nothing',
    ]);
  });

  it('reads lines as GTP says: comments, tabs, carriage returns and control characters, blank lines skipped', async () => {
    const { out } = await gtp(['# a comment', '', '   ', '4\tname\r', 'na\x01me # trailing comment', '5 komi 6.5']);
    expect(out).toEqual(['=4 Flank', '', '= Flank', '', '=5 ', '']);
  });

  it('answers a malformed command with a syntax error, never a crash', async () => {
    expect(
      await replies(['play', 'play b', 'play red f5', 'play b z9', 'play b f5 f6', 'genmove', 'genmove purple', 'time_settings 1 2', 'time_settings a b c', 'time_left b 10', 'known_command', '9', 'komi lots']),
    ).toEqual([
      '? syntax error: expected play <color> <move>, got nothing',
      '? syntax error: expected play <color> <move>, got "b"',
      '? syntax error: expected a colour (b, w, black or white), got "red"',
      '? syntax error: expected a move a1..h8 or pass, got "z9"',
      '? syntax error: expected play <color> <move>, got "b f5 f6"',
      '? syntax error: expected genmove <color>, got nothing',
      '? syntax error: expected a colour (b, w, black or white), got "purple"',
      '? syntax error: expected time_settings <main_time> <byo_yomi_time> <byo_yomi_stones>, got "1 2"',
      '? syntax error: main_time must be seconds, got "a"',
      '? syntax error: expected time_left <color> <time> <stones>, got "b 10"',
      '? syntax error: expected known_command <command>, got nothing',
      '?9 syntax error: expected a command after the id 9',
      '? syntax error: komi must be a number, got "lots"',
    ]);
  });
});

describe('flank gtp: the game', () => {
  it('plays moves, shows the board, and refuses an illegal move or the wrong colour, changing nothing', async () => {
    const out = await replies(['play b f5', 'play W d6', 'play black a1', 'play white c3', 'play b d4', 'showboard']);
    expect(out.slice(0, 5)).toEqual(['= ', '= ', '? illegal move: black a1: it flanks no white disc', "? illegal move: white c3: it is black's turn, and black has a move", '? illegal move: black d4: d4 is not empty']);
    expect(boardOf(out[5]!)).toBe(new Reversi('f5d6').toString());
    expect(out[5]!.startsWith('= \n  a b c d e f g h\n1 - - -')).toBe(true);
  });

  it('names the colour and the move it refuses, and why', async () => {
    expect(await replies(['play b f5', 'play w pass', 'genmove b', 'play w e3'])).toEqual([
      '= ',
      '? illegal move: white pass: white has a legal move and may not pass',
      "? cannot generate a move for black: it is white's turn, and white has a move",
      '? illegal move: white e3: it flanks no black disc',
    ]);
  });

  it('genmove plays the move it answers, within the level', async () => {
    const out = await replies(['1 genmove b', 'showboard', '2 genmove w', 'showboard'], '--level', '2', '--no-book');
    const first = /^=1 ([a-h][1-8])$/.exec(out[0]!)![1]!;
    expect(new Reversi().moves()).toContain(first);
    expect(boardOf(out[1]!)).toBe(new Reversi(first).toString());
    const second = /^=2 ([a-h][1-8])$/.exec(out[2]!)![1]!;
    expect(boardOf(out[3]!)).toBe(new Reversi(first + second).toString());
  });

  it('genmove answers from the opening book by default', async () => {
    const { out, log } = await gtp(['genmove b']);
    expect(out[0]).toMatch(/^= (d3|c4|f5|e6)$/);
    expect(log).toEqual([expect.stringMatching(/^gtp: black (d3|c4|f5|e6) [+-]?\d+ \(book, 0 nodes, \d+ ms\)$/)]);
  });

  it('undoes play and genmove, one each, and says when there is nothing to undo', async () => {
    const out = await replies(['play b f5', 'genmove w', 'undo', 'showboard', 'undo', 'showboard', 'undo'], '--level', '1');
    expect(out[2]).toBe('= ');
    expect(boardOf(out[3]!)).toBe(new Reversi('f5').toString());
    expect(boardOf(out[5]!)).toBe(new Reversi().toString());
    expect(out[6]).toBe('? cannot undo: no move to take back');
  });

  it('takes the pass of a side with no move as given when the other colour moves', async () => {
    const out = await replies([...plays(BLACK_PASSES), 'play w c5', 'showboard', 'undo', 'showboard']);
    expect(out.slice(0, 9).every((reply) => reply === '= ')).toBe(true);
    expect(boardOf(out[9]!)).toBe(new Reversi(`${BLACK_PASSES}pac5`).toString());
    // One undo takes back the move and the pass it brought.
    expect(boardOf(out[11]!)).toBe(new Reversi(BLACK_PASSES).toString());
  });

  it('genmove passes for a side with no move, and plays the other side after a pass it was not told of', async () => {
    const passes = await replies([...plays(BLACK_PASSES), 'genmove b', 'genmove w'], '--level', '1');
    expect(passes.slice(-2, -1)).toEqual(['= pass']);
    expect(['c5', 'e7', 'f8'].map((move) => `= ${move}`)).toContain(passes.at(-1));
    const implied = await replies([...plays(BLACK_PASSES), 'genmove w'], '--level', '1');
    expect(['c5', 'e7', 'f8'].map((move) => `= ${move}`)).toContain(implied.at(-1));
    const out = await replies([...plays(BLACK_PASSES), 'play b pass', 'play w e7']);
    expect(out.slice(-2)).toEqual(['= ', '= ']);
  });

  it('passes once the game is over, takes a relayed pass, and scores it with the empties to the winner', async () => {
    const out = await replies([...plays(WIPEOUT), 'final_score', 'genmove w', 'play w pass', 'play b f5', 'clear_board', 'final_score', 'showboard']);
    expect(out.slice(9)).toEqual(['= B+64', '= pass', '= ', '? illegal move: black f5: the game is over', '= ', '= 0', expect.stringContaining(new Reversi().toString())]);
  });
});

describe('flank gtp: time', () => {
  /** The budget each genmove logged: `of N` ms, or none. */
  const budgets = (log: string[]) => log.map((line) => / of (\d+)\)$/.exec(line)?.[1] ?? 'none');

  it('splits the main time over the moves left, and takes time_left as the controller gives it', async () => {
    const { log } = await gtp(['time_settings 60 0 0', 'genmove b', 'time_left w 20 4', 'genmove w', 'time_left b 30 0', 'genmove b']);
    // 60 empties: 30 moves for black; then a byo-yomi period of 20 s for 4 stones; then 30 s over 29 moves.
    expect(budgets(log)).toEqual(['1770', '4470', `${Math.floor((30_000 * 0.9) / 29 - 30)}`]);
  });

  it('has no limit with byo-yomi time and no stones, and caps every move with --time-ms', async () => {
    expect(budgets((await gtp(['time_settings 0 10 0', 'genmove b'])).log)).toEqual(['none']);
    expect(budgets((await gtp(['time_settings 600 0 0', 'genmove b'], '--time-ms', '250')).log)).toEqual(['250']);
  });

  it('moves under a clock of years, thinking at most a day a move', async () => {
    const { out, log } = await gtp(['time_settings 3000000 0 0', 'genmove b']);
    expect(budgets(log)).toEqual(['86400000']);
    expect(out).toContainEqual(expect.stringMatching(/^= [a-h][1-8]$/));
  });

  it('runs its own clock down from --game-time-ms, and refills it for a new game', async () => {
    const { log } = await gtp(['genmove b', 'clear_board', 'genmove b'], '--game-time-ms', '30000');
    expect(budgets(log)).toEqual(['870', '870']);
  });
});

describe('flank gtp: the command line', () => {
  it('exits 2 on a mistake of the command line, before reading any input', async () => {
    for (const argv of [['gtp', 'f5'], ['nboard', '--rules', 'reversi'], ['gtp', '--level', '0']]) {
      const out: string[] = [];
      const err: string[] = [];
      expect(await main(argv, (line) => out.push(line), (line) => err.push(line))).toBe(2);
      expect(out).toEqual([]);
      expect(err[0]).toMatch(/^flank: (gtp takes no position|nboard plays othello only|level must be)/);
    }
  });

  it('refuses what does not apply to an engine', () => {
    expect(() => protocolOptions(parseArgs(['f5']), 'gtp')).toThrow('gtp takes no position: the controller sets it (got "f5")');
    expect(() => protocolOptions(parseArgs(['--rules', 'reversi']), 'gtp')).toThrow('gtp plays othello only, not reversi');
    expect(() => protocolOptions(parseArgs(['--json']), 'gtp')).toThrow('--json is not an option of gtp');
    expect(() => protocolOptions(parseArgs(['--game-time-ms', 'soon']), 'gtp')).toThrow('--game-time-ms must be a whole number, got "soon"');
    expect(() => protocolOptions(parseArgs(['--level', '21']), 'gtp')).toThrow('level must be a whole number from 1 to 20, got 21');
    expect(() => protocolOptions(parseArgs(['--time-ms', '0']), 'nboard')).toThrow('timeMs must be a whole number from 1 to 86400000, got 0');
  });
});

describe('flank gtp through a pipe (the built bin)', () => {
  /** A reply ends with a blank line. */
  const replied = (printed: string) => printed.endsWith('\n\n');

  it('answers each command as it comes, and ends at quit', async () => {
    expect(existsSync(BIN)).toBe(true);
    const engine = startEngine('gtp', '--level', '2');
    expect(await engine.send('1 name\n', replied)).toBe('=1 Flank\n\n');
    expect(await engine.send('2 play b f5\n', replied)).toBe('=2 \n\n');
    expect(await engine.send('3 genmove w\n', replied)).toMatch(/^=3 (d6|f6|f4)\n\n$/);
    expect(await engine.send('4 play b a1\n', replied)).toMatch(/^\?4 illegal move: /);
    expect(await engine.send('quit\n', replied)).toBe('= \n\n');
    expect(await engine.exit).toBe(0);
    // Only the engine's notes (one per genmove) go to stderr.
    expect(engine.stderr()).toMatch(/^gtp: white (d6|f6|f4) [^\n]*\n$/);
  });

  it('hears quit and the end of its input while genmove solves 30 empties at level 20, and answers first', async () => {
    const legal = new Reversi(THIRTY_EMPTIES).moves();
    for (const end of ['quit\n', '']) {
      const engine = startEngine('gtp', '--level', '20', '--no-book');
      await engine.send(`${plays(THIRTY_EMPTIES).join('\n')}\n1 name\n`, (printed) => printed.endsWith('=1 Flank\n\n'));
      // Unheard, the exact solve runs for minutes: the guard is only there to end the test.
      engine.end(`2 genmove b\n${end}`);
      expect(await engine.exitWithin(10_000)).toBe(0);
      const replies = engine.stdout().split('\n\n').slice(31, -1);
      expect(replies).toEqual(end === '' ? [expect.stringMatching(/^=2 [a-h][1-8]$/)] : [expect.stringMatching(/^=2 [a-h][1-8]$/), '= ']);
      expect(legal).toContain(replies[0]!.slice(3));
      expect(engine.stderr()).toMatch(/^gtp: black [a-h][1-8] [^\n]*\n$/);
    }
  });

  it('ends cleanly at the end of its input', async () => {
    const engine = startEngine('gtp');
    engine.end('protocol_version\nboardsize 9\n');
    expect(await engine.exit).toBe(0);
    expect(engine.stdout()).toBe('= 2\n\n? unacceptable size 9: Flank plays 8x8 Othello only\n\n');
  });
});
