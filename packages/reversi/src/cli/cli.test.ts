import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataPath } from '@flank/engine/host/data-files';
import { describe, expect, it } from 'vitest';
import { FORCED_PASS } from '../../test/support/forced-pass.ts';
import { Reversi, init } from '../node.ts';
import { main } from './cli.ts';

const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;
/** The first game of data/wthor-games.tsv.gz: 34-30 to black, two passes left out. */
const WTHOR_1977 =
  'f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1';

/** Runs the command line in-process and captures what it prints. */
async function flank(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

/** The one JSON line a --json command prints. */
async function json(...argv: string[]) {
  const { code, out, err } = await flank(...argv, '--json');
  expect(err).toEqual([]);
  expect(code).toBe(0);
  expect(out).toHaveLength(1);
  return JSON.parse(out[0]!) as Record<string, unknown>;
}

/** A usage error: exit code 2, the message and a pointer to --help on stderr (not the whole help), nothing on stdout. */
async function usageError(message: string, ...argv: string[]) {
  const { code, out, err } = await flank(...argv);
  expect(code).toBe(2);
  expect(out).toEqual([]);
  expect(err).toEqual([`flank: ${message}\nRun flank --help for the commands and their options.`]);
}

describe('flank perft', () => {
  it('prints the leaves of perft 6', async () => {
    const { code, out, err } = await flank('perft', '6');
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^perft 6: 8200 leaves in \d+\.\d{3} s(, \d+\.\d M leaves\/s)?$/);
  });

  it('counts without pass moves, as JSON', async () => {
    const result = await json('perft', '9', '--no-pass-moves');
    expect(Object.keys(result).sort()).toEqual(['depth', 'leaves', 'leavesPerSecond', 'ms', 'passMoves', 'rules']);
    expect(result).toMatchObject({ depth: 9, leaves: 3005320, passMoves: false, rules: { name: 'othello' } });
    // Three million leaves take measurable time: a zero or a missing speed would be a broken clock.
    const ms = result.ms as number;
    expect(ms).toBeGreaterThan(0);
    expect(Math.round(ms * 1000) / 1000).toBe(ms); // to the microsecond
    // The speed is the leaves over the time, within the rounding of the time printed.
    expect(Math.abs(((result.leavesPerSecond as number) * ms) / 1000 / 3005320 - 1)).toBeLessThan(0.0005 / ms + 1e-6);
    expect(await json('perft', '9')).toMatchObject({ depth: 9, leaves: 3005288, passMoves: true });
  });

  it('counts under --rules reversi', async () => {
    expect(await json('perft', '5', '--rules', 'reversi')).toMatchObject({ leaves: 96, rules: { name: 'reversi' } });
    expect(await json('perft', '4', '--rules=reversi')).toMatchObject({ leaves: 24, rules: { name: 'reversi' } });
  });

  it('counts under --rules free-placement with both options', async () => {
    // Voluntary passes are moves: 4 + 1 at depth 1, 4 x (3 + 1) + (4 + 1) at depth 2.
    const result = await json('perft', '2', '--rules', 'free-placement', '--must-capture', '--voluntary-pass');
    expect(result).toMatchObject({
      depth: 2,
      leaves: 21,
      rules: { name: 'free-placement', mustCapture: true, voluntaryPass: true },
    });
    expect(await json('perft', '1', '--rules', 'free-placement')).toMatchObject({
      leaves: 12,
      rules: { name: 'free-placement', mustCapture: false, voluntaryPass: false },
    });
  });

  it('counts --from a board string, even one that starts with "-"', async () => {
    expect(await json('perft', '2', '--from', `${START} O`)).toMatchObject({ leaves: 12 });
    expect(await json('perft', '1', `--from=${FORCED_PASS}`)).toMatchObject({ leaves: 1 });
    expect(await json('perft', '3', '--from', 'f5')).toMatchObject({ leaves: 244 / 4 });
  });

  it('rejects --must-capture and --voluntary-pass outside free-placement', async () => {
    await usageError('--must-capture is an option of --rules free-placement', 'perft', '3', '--must-capture');
    await usageError('--voluntary-pass is an option of --rules free-placement', 'perft', '3', '--rules', 'reversi', '--voluntary-pass');
  });

  it('rejects a depth that is not a whole number, or out of range', async () => {
    await usageError('Depth must be a whole number from 0 to 60, got "abc"', 'perft', 'abc');
    await usageError('Depth must be a whole number from 0 to 60, got "-1"', 'perft', '-1');
    await usageError('Depth must be a whole number from 0 to 60, got "61"', 'perft', '61');
  });

  it('rejects an unknown rule set as a mistake of the command line', async () => {
    await usageError('Unknown rule set "chess": expected othello, reversi, free-placement', 'perft', '3', '--rules', 'chess');
  });
});

describe('flank moves', () => {
  it('lists the moves of a board string that starts with "-", as JSON', async () => {
    // The shape of the API's answers: its position can be sent back as it is.
    expect(await json('moves', `${START} X`)).toEqual({
      position: `${START} X`,
      rules: { name: 'othello' },
      turn: 'black',
      legalMoves: [
        { color: 'black', square: 'd3', flips: ['d4'] },
        { color: 'black', square: 'c4', flips: ['d4'] },
        { color: 'black', square: 'f5', flips: ['e5'] },
        { color: 'black', square: 'e6', flips: ['e5'] },
      ],
      canPass: false,
      gameOver: false,
      result: null,
      score: { black: 2, white: 2 },
      discsInHand: null,
      opening: null,
    });
  });

  it('lists the moves of a board string as text', async () => {
    const { code, out, err } = await flank('moves', `${START} O`);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      [
        '  a b c d e f g h',
        '1 - - - - - - - -',
        '2 - - - - - - - -',
        '3 - - - - - - - -',
        '4 - - - O X - - -',
        '5 - - - X O - - -',
        '6 - - - - - - - -',
        '7 - - - - - - - -',
        '8 - - - - - - - -',
        `${START} O`,
        'White to move. Black 2, white 2.',
      ].join('\n'),
      'e3  flips e4',
      'f4  flips e4',
      'c5  flips d5',
      'd6  flips d5',
    ]);
  });

  it('says when the side to move must pass', async () => {
    const { code, out } = await flank('moves', FORCED_PASS);
    expect(code).toBe(0);
    expect(out.at(-1)).toBe('pa  (no legal move: must pass)');
    expect(await json('moves', FORCED_PASS)).toMatchObject({ legalMoves: [], canPass: true, gameOver: false });
  });

  it('lists the moves after a transcript, under the rules given', async () => {
    expect(await json('moves', 'f5')).toMatchObject({ turn: 'white', legalMoves: [{ square: 'f4' }, { square: 'd6' }, { square: 'f6' }] });
    const voluntary = await flank('moves', `${START} X`, '--rules', 'free-placement', '--voluntary-pass');
    expect(voluntary.out.at(-1)).toBe('pa  (may pass)');
    expect(voluntary.out).toHaveLength(14);
  });

  it('asks to quote a board string split at its space', async () => {
    await usageError('Expected one position (board string or transcript), got 2 arguments (quote a board string that holds a space)', 'moves', START, 'X');
  });

  it('exits 1 on a malformed board string that starts with "-", with the board-string error', async () => {
    const attached = await flank('moves', `${START}Z`);
    expect(attached.code).toBe(1);
    expect(attached.err).toEqual([
      'flank: Board string has more than 64 squares: "Z" is character 65 (the side to move must follow a space)',
    ]);
    const short = await flank('moves', `${START.slice(1)} X`);
    expect(short.code).toBe(1);
    expect(short.err).toEqual(['flank: Board string has 63 squares, expected 64 (a1 b1 .. h1, a2 .. h8)']);
    const bad = await flank('moves', `${START.slice(0, 30)}?${START.slice(31)} X`);
    expect(bad.code).toBe(1);
    expect(bad.err[0]).toContain('Invalid character "?" at character 31 of the board string');
  });

  it('exits 1 on a board no game under the rule set reaches, saying why, for every command that takes a position', async () => {
    const empty = `${'-'.repeat(64)} X`;
    for (const args of [['moves', empty], ['play', 'f5', '--from', empty], ['best', empty], ['analyze', empty], ['solve', empty], ['perft', '1', '--from', empty]]) {
      const refused = await flank(...args);
      expect(refused.code, args[0]).toBe(1);
      expect(refused.err, args[0]).toEqual([
        'flank: No othello game reaches this board: a centre square (d4, e4, d5, e5) is empty, but othello starts with the four of them filled and never empties one',
      ]);
    }
    expect((await flank('moves', `X${START.slice(1)} X`, '--rules', 'free-placement')).err[0]).toContain("a1 is cut off from the centre's discs");
  });
});

describe('flank play', () => {
  it('prints the position after a transcript, as JSON', async () => {
    expect(await json('play', 'f5d6c3')).toMatchObject({
      position: `${'-'.repeat(18)}X${'-'.repeat(8)}XX------OXX-----O${'-'.repeat(20)} O`,
      turn: 'white',
      score: { black: 5, white: 2 },
      gameOver: false,
      result: null,
      opening: { name: 'Perpendicular Opening', plies: 2 },
    });
  });

  it('plays a whole game with passes left out', async () => {
    expect(await json('play', WTHOR_1977)).toMatchObject({ score: { black: 34, white: 30 }, gameOver: true, result: 'black' });
    const { out } = await flank('play', WTHOR_1977);
    expect(out[0]!.split('\n').at(-1)).toBe('Game over: black wins, black 34, white 30.');
  });

  it('plays --from a board string', async () => {
    // Black passes, white's h7 turns h4 h5 h6, and h8 is left to no one.
    expect(await json('play', 'h7', '--from', FORCED_PASS)).toMatchObject({
      position: 'OOOOOOOOOOOOXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXOOOOOOOOOOOOOOOOOOO- X',
      turn: 'black',
      score: { black: 2, white: 61 },
      gameOver: true,
      result: 'white',
      opening: null,
    });
  });

  it('plays under --rules reversi', async () => {
    expect(await json('play', 'd4e4d5e5', '--rules', 'reversi')).toMatchObject({
      position: `${'-'.repeat(27)}XO------XO${'-'.repeat(27)} X`,
      rules: { name: 'reversi' },
      turn: 'black',
      score: { black: 2, white: 2 },
      gameOver: false,
      discsInHand: { black: 30, white: 30 },
    });
  });

  it('exits 1 on an illegal move, naming its number', async () => {
    const { code, out, err } = await flank('play', 'f5d6a1');
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual(['flank: The 3rd move, a1, is illegal: it flanks no white disc']);
  });

  it('exits 1 on a transcript it cannot read', async () => {
    const { code, err } = await flank('play', 'f5d6x3');
    expect(code).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain('Invalid character "x" at character 5 of the transcript (the 3rd move)');
  });
});

describe('command line errors and help', () => {
  it('exits 2 on an unknown command', async () => {
    await usageError('Unknown command "perfect"', 'perfect', '6');
  });

  it('exits 2 on --threads that is no count from 1 to 64 or all, or on a command that does not search', async () => {
    await usageError('--threads must be a whole number from 1 to 64, or all, got "0"', 'solve', START, '--threads', '0');
    await usageError('--threads must be a whole number from 1 to 64, or all, got "many"', 'best', '--threads=many');
    await usageError('--threads is an option of best, analyze, solve, nboard and gtp', 'perft', '3', '--threads', '2');
  });

  it('exits 2 on an unknown option', async () => {
    await usageError('Unknown option --fast', 'perft', '3', '--fast');
    await usageError('Unknown option --json=yes', 'perft', '3', '--json=yes');
  });

  it('exits 2 on a missing argument', async () => {
    await usageError('Expected one depth, got 0 arguments', 'perft');
    await usageError('Expected one position (board string or transcript), got 0 arguments', 'moves');
    await usageError('Expected one transcript, got 0 arguments', 'play', '--json');
    await usageError('Option --rules needs a value', 'perft', '3', '--rules');
    await usageError('Option --from needs a value', 'play', 'f5', '--from');
  });

  it('prints the usage with exit code 0 when asked, 2 with no command', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['perft', '--help'], ['play', 'f5', '-h']]) {
      const { code, out, err } = await flank(...argv);
      expect(code).toBe(0);
      expect(err).toEqual([]);
      expect(out).toHaveLength(1);
      expect(out[0]!.startsWith('Usage: flank <command> [options]')).toBe(true);
    }
    const { code, out, err } = await flank();
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]!.startsWith('Usage: flank <command> [options]')).toBe(true);
  });
});

describe('the bin (bin/flank.js over the built dist/cli/)', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const bin = fileURLToPath(new URL('../../bin/flank.js', import.meta.url));
  const run = (...argv: string[]) => spawnSync(process.execPath, [bin, ...argv], { cwd: root, encoding: 'utf8', timeout: 30_000 });

  it('is built (run the package build first)', () => {
    expect(existsSync(new URL('../../dist/cli/cli.js', import.meta.url))).toBe(true);
  });

  it('is what package.json names, its only bin, so that npx @flank/reversi runs it', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { bin: Record<string, string> };
    expect(manifest.bin).toEqual({ flank: './bin/flank.js' });
  });

  it('prints the version (package.json\'s) with --version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const { status, stdout, stderr } = run(flag);
      expect(stderr).toBe('');
      expect(status).toBe(0);
      expect(stdout).toBe(`${version}\n`);
    }
  });

  it('prints perft 5 and exits 0', () => {
    const { status, stdout, stderr } = run('perft', '5');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^perft 5: 1396 leaves in \d+\.\d{3} s(, \d+\.\d M leaves\/s)?\n$/);
  });

  it('exits 1 with the error on stderr', () => {
    const { status, stdout, stderr } = run('play', 'f5a1');
    expect(stdout).toBe('');
    expect(stderr).toBe('flank: The 2nd move, a1, is illegal: it flanks no black disc\n');
    expect(status).toBe(1);
  });

  it('solves on two threads with --threads 2, and on every core with --threads all, to the same exact score', () => {
    const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
    for (const threads of ['2', 'all']) {
      const { status, stdout, stderr } = run('solve', FFO_1, '--threads', threads, '--json');
      expect(stderr).toBe('');
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ solved: true, score: 18, bestMoves: ['g8'] });
    }
  });

  it('Ctrl-C (SIGINT) during a search prints what it knew and exits 130 (a second exits at once, 130 too, even after the answer)', async () => {
    // The search runs in a worker thread and this one hears SIGINT: sent once the solve has begun
    // (its long-solve note comes just before), whenever the signal comes the search stops within
    // 4096 nodes. With no budget, the solve of f5d6c3 would run for centuries.
    // `late` sends one more once the answer is printed, as a user pressing twice on a slow machine.
    const interrupted = (signals: number | 'late', ...argv: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [bin, ...argv], { cwd: root });
        let stdout = '';
        let stderr = '';
        const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.stdout.on('data', (data: Buffer) => {
          stdout += data;
          if (signals === 'late') child.kill('SIGINT');
        });
        child.stderr.on('data', (data: Buffer) => {
          const begun = !stderr.includes('\n');
          stderr += data;
          if (begun && stderr.includes('\n')) for (let i = 0; i < (signals === 'late' ? 1 : signals); i++) child.kill('SIGINT');
        });
        child.on('error', reject);
        child.on('exit', (code) => {
          clearTimeout(guard);
          resolve({ code, stdout, stderr });
        });
      });
    const solve = await interrupted(1, 'solve', 'f5d6c3');
    expect(solve.code).toBe(130);
    expect(solve.stdout).toMatch(/^not solved: stopped after \d+ nodes, [\d.]+ ms(; best so far [a-h][1-8], from a search \d+ plies deep, not proved)?\n$/);
    expect(solve.stderr).toMatch(/^flank: solving the position exactly at 57 empties with no budget: .*\nflank: stopped by Ctrl-C: the last answer is what its search knew then\n$/);
    // best at level 20 solves FFO #58's 30 empties exactly: minutes, noted first.
    const best = await interrupted(1, 'best', '--XOOO----OOO----OOOXOO--OOOOXO--OXOXXX-OOXXXX----X-XX---------- X', '--level', '20', '--json');
    expect(best.code).toBe(130);
    expect(JSON.parse(best.stdout)).toMatchObject({ move: expect.stringMatching(/^[a-h][1-8]$/), depth: expect.any(Number) });
    const twice = await interrupted(2, 'solve', 'f5d6c3');
    expect(twice.code).toBe(130);
    const late = await interrupted('late', 'solve', 'f5d6c3');
    expect(late.code).toBe(130);
  }, 120_000);

  it('exits 2 with the mistake and a pointer to --help on stderr', () => {
    const { status, stdout, stderr } = run('perft', '--fast');
    expect(stdout).toBe('');
    expect(stderr).toBe('flank: Unknown option --fast\nRun flank --help for the commands and their options.\n');
    expect(status).toBe(2);
  });
});

describe('flank best, analyze, solve', () => {
  const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
  const FFO_TSV = dataPath('ffo.tsv');

  it('best: the move, score and line of a position, as JSON', async () => {
    const { code, out } = await flank('best', FFO_1, '--level', '7', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(out[0]!);
    expect(result).toMatchObject({ position: FFO_1, rules: { name: 'othello' }, turn: 'black', move: 'g8', score: 18, exact: true, depth: 14 });
    expect(result.pv[0]).toBe('g8');
    expect(typeof result.nodes).toBe('number');
    expect(typeof result.ms).toBe('number');
  });

  it('best, analyze and solve: the position and the rules it was read under, which name it again', async () => {
    const rules = { name: 'free-placement', mustCapture: true };
    const position = [`${START} X`, '--rules', 'free-placement', '--must-capture', '--nodes', '1000'];
    const answers = await Promise.all([json('best', ...position, '--level', '2'), json('analyze', ...position, '--level', '2'), json('solve', ...position)]);
    for (const answer of answers) expect(answer).toMatchObject({ position: `${START} X`, rules });
  });

  it('best and analyze: the opening book by default, and --no-book', async () => {
    const booked = await flank('best', 'f5d6c3');
    expect(booked.code).toBe(0);
    expect(booked.out[0]).toMatch(/^[a-h][1-8] [+-]?\d+ \(book, depth \d+, 0 nodes, [\d.]+ ms\) [a-h][1-8]/);
    expect(JSON.parse((await flank('best', 'f5d6c3', '--json')).out[0]!)).toMatchObject({ source: 'book', nodes: 0 });
    const searched = JSON.parse((await flank('best', 'f5d6c3', '--level', '3', '--no-book', '--json')).out[0]!);
    expect(searched).toMatchObject({ source: 'search', depth: 3 });
    const analysis = await flank('analyze', 'f5d6c3', '--level', '2');
    expect(analysis.out.slice(0, -1).every((line) => /^([a-h][1-8]) [+-]?\d+ \(book, depth \d+\) \1( [a-h][1-8])+$/.test(line))).toBe(true); // every move is in the book, with its line
    const analysed = await flank('analyze', 'f5d6c3', '--level', '2', '--no-book');
    expect(analysed.out.slice(0, -1).every((line) => /^([a-h][1-8]) [+-]?\d+ \(depth 2\) \1( [a-h][1-8])*$/.test(line))).toBe(true);
    const solve = await flank('solve', 'f5d6c3', '--no-book');
    expect(solve.code).toBe(2);
    expect(solve.err[0]).toMatch(/^flank: --no-book is an option of best and analyze\n/);
  });

  it('best: one JSON line per position of an FFO file, with its id', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'flank-')), 'two.obf');
    writeFileSync(file, `% two FFO positions, as Edax writes them\n${FFO_1}; g8:+18;\n\n-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X; a4:+10;\n`);
    const { code, out } = await flank('best', file, '--level', '8', '--json');
    expect(code).toBe(0);
    expect(out.map((line) => JSON.parse(line)).map(({ id, move, score, exact }) => ({ id, move, score, exact }))).toEqual([
      { id: 1, move: 'g8', score: 18, exact: true },
      { id: 2, move: 'a4', score: 10, exact: true },
    ]);
  });

  it('solve: reads the FFO suite as .tsv, and says when a budget is not enough', async () => {
    const { code, out } = await flank('solve', FFO_TSV, '--nodes', '200000');
    expect(code).toBe(0);
    expect(out).toHaveLength(79);
    expect(out[0]).toMatch(/^#1 \+18 g8 \(\d+ nodes, [\d.]+ ms\) g8 h7 /);
    expect(out[78]).toMatch(/^#79 not solved: the budget ran out after 200000 nodes/);
  });

  it('solve: a spent budget says what is proved, or the best move so far as not proved, in text and JSON, for each position of a file', async () => {
    // FFO #25 (19 empties): its root is proved a draw by 2.4 M nodes, then its 8 other moves are checked.
    const FFO_25 = '----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O';
    // FFO #44 (23 empties): a midgame presearch, then selective solves to the end, then the exact one.
    const FFO_44 = '--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O';
    // FFO #40 and #30 (20 empties): stopped in the exact pass, after its first window.
    const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';
    const FFO_30 = '-XXX----X-XOO---XXOXOO--XOXOXO--XOOXOXXXXOOXXOX---OOOOO--XXXXX-- X';
    const ms = String.raw`[\d.]+ ms`;
    const text = async (...argv: string[]) => {
      const { code, out, err } = await flank('solve', ...argv);
      expect({ code, err }).toEqual({ code: 0, err: [] });
      return out;
    };
    expect(await text(FFO_25, '--nodes', '3000000')).toEqual([
      expect.stringMatching(new RegExp(`^not solved: the budget ran out after 3000000 nodes, ${ms}; score 0 proved, reached by a5 g1; 3 other moves not yet checked: f7 g7 h7$`)),
    ]);
    expect(await text(FFO_25, '--nodes', '3000000', '--wld')).toEqual([expect.stringMatching(/; draw proved, kept by a5 g1; 3 other moves not yet checked: f7 g7 h7$/)]);
    expect(await text(FFO_44, '--nodes', '20000')).toEqual([expect.stringMatching(/^not solved: the budget ran out after 20000 nodes, [\d.]+ ms; best so far d2, from a search 7 plies deep, not proved$/)]);
    expect(await text(FFO_44, '--nodes', '1500000')).toEqual([expect.stringMatching(/; best so far d2, from a selective solve to the end, not proved$/)]);
    expect(await text(FFO_1, '--nodes', '1000')).toEqual([expect.stringMatching(/^not solved: the budget ran out after 1000 nodes, [\d.]+ ms$/)]);
    // FFO #40 (+38): the exact pass's first window failed high; FFO #30 (0): failed low.
    expect(await text(FFO_40, '--nodes', '3000000')).toEqual([
      expect.stringMatching(new RegExp(`^not solved: the budget ran out after 3000000 nodes, ${ms}; score at least \\+38 proved; best so far a2, from a search 8 plies deep, not proved$`)),
    ]);
    expect(await text(FFO_30, '--nodes', '1150000')).toEqual([expect.stringMatching(/; score at most 0 proved; best so far g3, from a search 8 plies deep, not proved$/)]);
    expect(await text(FFO_30, '--nodes', '1000000', '--wld')).toEqual([expect.stringMatching(/; at least a draw proved; best so far g3, from a search 8 plies deep, not proved$/)]);
    expect(await json('solve', FFO_40, '--nodes', '3000000')).toMatchObject({ solved: false, move: 'a2', depth: 8, scoreAtLeast: 38, outcomeAtLeast: 'win', nodes: 3000000 });
    const wld = await json('solve', FFO_30, '--nodes', '1000000', '--wld');
    expect(wld).toMatchObject({ solved: false, outcomeAtLeast: 'draw' });
    expect(Object.keys(wld).filter((key) => key.startsWith('score'))).toEqual([]);

    const proved = await json('solve', FFO_25, '--nodes', '3000000');
    expect({ ...proved, ms: 0 }).toEqual({
      position: FFO_25,
      rules: { name: 'othello' },
      turn: 'white',
      solved: false,
      score: 0,
      outcome: 'draw',
      bestMoves: ['a5', 'g1'],
      unchecked: ['f7', 'g7', 'h7'],
      nodes: 3000000,
      ms: 0,
    });
    expect(await json('solve', FFO_44, '--nodes', '300000', '--wld')).toMatchObject({ solved: false, move: 'g2', depth: 23, nodes: 300000 });

    const file = join(mkdtempSync(join(tmpdir(), 'flank-')), 'two.obf');
    writeFileSync(file, `${FFO_44};\n${FFO_25};\n`);
    expect(await text(file, '--nodes', '20000')).toEqual([
      expect.stringMatching(/^#1 not solved: .*; best so far d2, from a search 7 plies deep, not proved$/),
      expect.stringMatching(/^#2 not solved: .*; best so far a5, from a search 7 plies deep, not proved$/),
    ]);
    const lines = (await flank('solve', file, '--nodes', '20000', '--json')).out.map((line) => JSON.parse(line));
    expect(lines).toEqual([expect.objectContaining({ id: 1, solved: false, move: 'd2', depth: 7 }), expect.objectContaining({ id: 2, solved: false, move: 'a5', depth: 7 })]);
  });

  it('solve: says first on stderr what a long solve with no budget is in for, with a rough guess of its time, and nothing when bounded', async () => {
    // 31 empties, black's one move (a1) takes white's one disc: solved at once, yet the note comes first.
    const wipeout = `-O${'X'.repeat(28)}-----XXXX${'-'.repeat(25)} X`;
    const unbounded = await flank('solve', wipeout);
    expect(unbounded.code).toBe(0);
    expect(unbounded.out[0]).toMatch(/^\+64 /);
    expect(unbounded.err).toEqual([
      expect.stringMatching(/^flank: solving the position exactly at 31 empties with no budget: 3 min to 7 min, a rough guess from measured solves \(.*\)\. --nodes or --time-ms bounds it\.$/),
    ]);
    expect((await flank('solve', wipeout, '--wld')).err).toEqual([expect.stringMatching(/^flank: solving the position win-draw-loss at 31 empties with no budget: less than the exact score's 3 min to 7 min, /)]);
    expect((await flank('solve', wipeout, '--nodes', '1000')).err).toEqual([]);
    expect((await flank('solve', FFO_1)).err).toEqual([]); // 14 empties: no note
  });

  it('best and analyze: say first what a long exact solve of their level is in for, when no budget bounds it', async () => {
    // 30 empties, as the wipeout above: level 20 solves exactly from 30 empties, level 19 from 29.
    const wipeout = `-O${'X'.repeat(29)}----XXXX${'-'.repeat(25)} X`;
    const best = await flank('best', wipeout, '--level', '20');
    expect(best.out[0]).toMatch(/^a1 \+64 \(exact, /);
    expect(best.err).toEqual([expect.stringMatching(/^flank: level 20 solves the position exactly at 30 empties with no budget: about 2 min, a rough guess /)]);
    expect((await flank('best', wipeout, '--level', '19')).err).toEqual([]);
    expect((await flank('best', wipeout, '--level', '20', '--time-ms', '60000')).err).toEqual([]);
    // analyze solves each move's position, a ply further on.
    const analysis = await flank('analyze', `-O${'X'.repeat(28)}-----XXXX${'-'.repeat(25)} X`, '--level', '20');
    expect(analysis.out[0]).toMatch(/^a1 \+64 \(exact\) a1/);
    expect(analysis.err).toEqual([expect.stringMatching(/^flank: level 20 solves the one move of the position exactly at 30 empties with no budget: about 2 min, /)]);
  });

  it('solve --wld: win, draw or loss and the moves that keep it, in text and JSON', async () => {
    const { code, out } = await flank('solve', FFO_1, '--wld');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^win a2 a3 g8 h1 h7 \(\d+ nodes, [\d.]+ ms\) /);
    const result = await json('solve', FFO_1, '--wld');
    expect(result).toMatchObject({ solved: true, outcome: 'win', bestMoves: ['a2', 'a3', 'g8', 'h1', 'h7'] });
    expect(result).not.toHaveProperty('score');
    await usageError('--wld is an option of solve', 'best', FFO_1, '--wld');
  });

  it('analyze: every move with its score and line, best first', async () => {
    await init();
    const { code, out } = await flank('analyze', FFO_1, '--level', '10');
    expect(code).toBe(0);
    const scored = out.slice(0, 8).map((line) => /^(\S+ \S+ \(exact\)) (.*)$/.exec(line)!);
    expect(scored.map((match) => match[1])).toEqual(['g8 +18 (exact)', 'h1 +12 (exact)', 'a2 +6 (exact)', 'h7 +6 (exact)', 'a3 +4 (exact)', 'b1 -4 (exact)', 'a4 -22 (exact)', 'g2 -24 (exact)']);
    // Each line starts with its move and is legal to its end.
    for (const match of scored) {
      const game = new Reversi(FFO_1);
      const line = match[2]!.split(' ');
      expect(line[0]).toBe(match[1]!.slice(0, 2));
      for (const move of line) game.move(move);
    }
  });

  it('analyze --lines: only the best n moves, proved in one search, each with its line, as the wrapper answers them', async () => {
    await init();
    const position = 'f5d6c3d3c4';
    const { code, out } = await flank('analyze', position, '--level', '6', '--no-book', '--lines', '2');
    expect(code).toBe(0);
    const wrapper = new Reversi(position).analyze({ level: 6, book: false, lines: 2 });
    expect(out.slice(0, -1)).toEqual(wrapper.moves.map((move) => `${move.move} ${move.score > 0 ? '+' : ''}${move.score} (depth 6) ${move.pv.join(' ')}`));
    expect(out.at(-1)).toMatch(new RegExp(`^${wrapper.nodes} nodes, [\\d.]+ ms$`));
    const answer = await json('analyze', position, '--level', '6', '--no-book', '--lines', '2');
    expect(answer).toMatchObject({ moves: wrapper.moves, nodes: wrapper.nodes });
    await usageError('lines must be a whole number from 1 to 64, got 65', 'analyze', position, '--lines', '65');
    await usageError('lines must be a whole number from 1 to 64, got 0', 'analyze', position, '--lines', '0');
    await usageError('--lines must be a whole number, got "two"', 'analyze', position, '--lines', 'two');
    for (const command of [['best', position], ['solve', position], ['nboard'], ['gtp']]) await usageError('--lines is an option of analyze', ...command, '--lines', '2');
  });

  it('on a terminal, shows how the search goes on a status line of stderr, cleared before the answer; elsewhere, none', async () => {
    // FFO #25: 19 empties, about 3.5 M nodes, so a few reports of the root search (every 2^20 nodes).
    const FFO_25 = '----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O';
    const run = async (isTTY: boolean, ...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const writes: string[] = [];
      const code = await main(argv, (line) => out.push(line), (line) => err.push(line), { isTTY, columns: 300, write: (text) => writes.push(text) });
      return { code, out, err, writes };
    };
    const shown = await run(true, 'solve', FFO_25);
    const hidden = await run(false, 'solve', FFO_25);
    expect(hidden.writes).toEqual([]);
    for (const { code, out, err } of [shown, hidden]) {
      expect(code).toBe(0);
      expect(err).toEqual([]);
      expect(out).toHaveLength(1);
    }
    // The same answer either way, but for its time.
    expect(shown.out[0]!.replace(/[\d.]+ ms/, '')).toBe(hidden.out[0]!.replace(/[\d.]+ ms/, ''));
    const lines = shown.writes.map((text) => text.replace('\r\x1b[K', ''));
    expect(shown.writes.every((text) => text.startsWith('\r\x1b[K'))).toBe(true);
    expect(lines.at(-1)).toBe(''); // erased before the answer
    const prefix = /^flank: solving the position \(19 empties\): /;
    const suffix = /; [\d.]+( [kMG])? nodes, \d+\.\d s(, [\d.]+( [kMG])? nodes\/s)?$/;
    expect(lines.slice(0, -1).every((line) => prefix.test(line) && suffix.test(line))).toBe(true);
    expect(lines.some((line) => /: best so far [a-h][1-8], from a search 7 plies deep; /.test(line))).toBe(true);
    expect(lines.some((line) => /: score 0 proved; checking the other moves, 1 of 8; /.test(line))).toBe(true);
    expect(lines.some((line) => /: score 0 proved; following the line, 18 plies; /.test(line))).toBe(true);
    // analyze and best too.
    const analysis = await run(true, 'analyze', FFO_1, '--level', '4');
    // The time is the machine's; no pace before the first node.
    expect(analysis.writes[0]).toMatch(/^\r\x1b\[Kflank: analyzing the position: searching; 0 nodes, \d+\.\d s$/);
    const best = await run(true, 'best', FFO_25, '--level', '10');
    expect(best.writes.length).toBeGreaterThan(1);
    expect((await run(false, 'best', FFO_25, '--level', '10')).writes).toEqual([]);
  });

  it('once its stop flag is set (Ctrl-C), answers what the search in hand knew, searches no other position, and exits 130', async () => {
    // The flag is set at the first status line (a solve's comes at a million nodes, analyze's as it
    // begins), and the search stops within 4096 nodes: at the same node each run.
    const FFO_44 = '--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O';
    const stopping = async (...argv: string[]) => {
      const stop = new Int32Array(new SharedArrayBuffer(4));
      const out: string[] = [];
      const err: string[] = [];
      const code = await main(argv, (line) => out.push(line), (line) => err.push(line), { isTTY: true, columns: 300, write: () => Atomics.store(stop, 0, 1) }, stop);
      expect(err).toEqual(['flank: stopped by Ctrl-C: the last answer is what its search knew then']);
      expect(code).toBe(130);
      return out;
    };
    const file = join(mkdtempSync(join(tmpdir(), 'flank-')), 'two.obf');
    writeFileSync(file, `${FFO_44};\n${FFO_1};\n`);
    expect(await stopping('solve', file)).toEqual([expect.stringMatching(/^#1 not solved: stopped after 10\d{5} nodes, [\d.]+ ms; best so far d2, from a selective solve to the end, not proved$/)]);
    const [solution] = (await stopping('solve', FFO_44, '--json')).map((line) => JSON.parse(line) as { solved: boolean; nodes: number });
    expect(solution).toMatchObject({ solved: false, move: 'd2', depth: 23 });
    expect(solution!.nodes).toBeGreaterThanOrEqual(1 << 20);
    expect(solution!.nodes).toBeLessThan((1 << 20) + 2 * 4096);
    expect(await stopping('best', file, '--level', '20', '--no-book')).toEqual([expect.stringMatching(/^#1 [a-h][1-8] [+-]?\d+ \(depth \d+, \d+ nodes, [\d.]+ ms\) /)]);
    expect((await stopping('analyze', FFO_44, '--level', '20')).at(-1)).toMatch(/^\d+ nodes, [\d.]+ ms$/);
    // Without the flag set, the same commands answer in full.
    expect((await flank('solve', file, '--nodes', '20000')).out).toHaveLength(2);
  });

  it('rejects a bad level or budget as a mistake of the command line', async () => {
    await usageError('level must be a whole number from 1 to 20, got 0', 'best', 'f5', '--level', '0');
    await usageError('--nodes must be a whole number, got "many"', 'solve', 'f5', '--nodes', 'many');
    // Digits a number would hold rounded: the real maximum, and the digits as typed, cut short when long.
    await usageError('--level must be at most 20, got "123456789012345678901234567890"', 'best', 'f5', '--level', '123456789012345678901234567890');
    await usageError(`--nodes must be at most 9007199254740991, got "${'9'.repeat(80)}…" (400 characters)`, 'solve', 'f5', '--nodes', '9'.repeat(400));
  });

  it('refuses an option given twice rather than pick one', async () => {
    await usageError('Option --level is given twice ("3", "4"): give it once', 'best', 'f5', '--level', '3', '--level=4');
  });

});

describe('flank convert', () => {
  const BO_START = '8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *';
  const GGF = `(;GM[Othello]PB[ann]PW[bob]TY[8]BO[${BO_START}]B[F5//1.50]W[D6]B[C3];)`;
  const dir = mkdtempSync(join(tmpdir(), 'flank-convert-'));

  it('writes a transcript as GGF, and GGF as a transcript or the final board', async () => {
    expect((await flank('convert', 'f5d6c3', '--to', 'ggf')).out).toEqual([`(;GM[Othello]TY[8]BO[${BO_START}]B[F5]W[D6]B[C3];)`]);
    expect((await flank('convert', GGF, '--to', 'transcript')).out).toEqual(['f5d6c3']);
    expect((await flank('convert', GGF, '--to', 'board')).out).toEqual([`${'-'.repeat(18)}X${'-'.repeat(8)}XX------OXX-----O${'-'.repeat(20)} O`]);
    expect((await flank('convert', GGF, '--to', 'ggf')).out).toEqual([GGF]);
    expect(await json('convert', WTHOR_1977, '--to', 'ggf')).toMatchObject({ game: 1, ggf: expect.stringMatching(/RE\[\+4\.00\]BO\[.*W\[PA\].*;\)$/) });
  });

  it('writes a board string as GGF from that board, and refuses it a transcript', async () => {
    expect((await flank('convert', FORCED_PASS, '--to', 'ggf')).out).toEqual(['(;GM[Othello]TY[8]BO[8 OOOOOOOO OOOO*OOO OOOOOOOO OOOOOOO* OOOOOOO* OOO*OOO* OOOOOOO- OOOOOOO- *];)']);
    await usageError('Game 1 starts from a set-up board, so no transcript from the start gives it: convert it --to ggf or --to board', 'convert', FORCED_PASS, '--to', 'transcript');
  });

  it('converts every game of a .ggf file and of a WTHOR .wtb file, a line each', async () => {
    const ggf = join(dir, 'two.ggf');
    writeFileSync(ggf, `${GGF}\n(;B[E6]W[F4];)\n`);
    expect((await flank('convert', ggf, '--to', 'transcript')).out).toEqual(['f5d6c3', 'e6f4']);
    // A .wtb file of one game, e6 then f4: 10 x row + column a move.
    const wtb = new Uint8Array(16 + 68);
    wtb[4] = 1;
    wtb.set([1977 & 255, 1977 >> 8], 10);
    wtb.set([65, 46], 24);
    writeFileSync(join(dir, 'WTH_1977.wtb'), wtb);
    expect((await flank('convert', join(dir, 'WTH_1977.wtb'), '--to', 'transcript')).out).toEqual(['e6f4']);
    expect((await flank('convert', join(dir, 'WTH_1977.wtb'), '--to', 'ggf')).out).toEqual([`(;GM[Othello]PC[WTHOR]DT[1977]TY[8]BO[${BO_START}]B[E6]W[F4];)`]);
  });

  it('converts the games it can read and names on stderr each it skips, by its number and what is wrong', async () => {
    const bad = '(;B[f5]W[f6]B[Z9];)';
    const { code, out, err } = await flank('convert', `${GGF}${bad}\n(;B[E6]W[F4];)`, '--to', 'transcript');
    expect(code).toBe(0);
    expect(out).toEqual(['f5d6c3', 'e6f4']);
    expect(err).toEqual([`flank: skipped GGF record 2, from character ${GGF.length + 1}: bad move "Z9" in field B at character ${GGF.length + 14 + 1}: expected a square like F5 or PA, then optionally /evaluation/time`]);
    // In JSON, each game keeps its number in the input.
    const numbered = await flank('convert', `${bad}${GGF}`, '--to', 'board', '--json');
    expect(numbered.out.map((line) => JSON.parse(line).game)).toEqual([2]);
    // Unknown fields and extra slashes after a move are read, not skipped.
    expect(await flank('convert', '(;GM[Othello]XX[x]B[F5///]W[d6/1/2/3];)', '--to', 'transcript')).toEqual({ code: 0, out: ['f5d6'], err: [] });
  });

  it('with --strict, or when no game can be read, exits 1 naming the record and prints no game', async () => {
    const strict = await flank('convert', `${GGF}(;B[f5]W[f6]B[Z9];)`, '--to', 'transcript', '--strict');
    expect(strict.code).toBe(1);
    expect(strict.out).toEqual([]);
    expect(strict.err).toEqual([`flank: GGF record 2, from character ${GGF.length + 1}: bad move "Z9" in field B at character ${GGF.length + 14 + 1}: expected a square like F5 or PA, then optionally /evaluation/time`]);
    const illegal = await flank('convert', '(;B[f5]W[a1];)', '--to', 'board');
    expect(illegal).toEqual({ code: 1, out: [], err: ['flank: GGF record 1, from character 1: illegal move 2 "a1" in field W at character 10: it flanks no black disc'] });
    const none = await flank('convert', '(;B[a1];)(;B[zz];)', '--to', 'board');
    expect(none.code).toBe(1);
    expect(none.out).toEqual([]);
    expect(none.err).toEqual([
      expect.stringMatching(/^flank: skipped GGF record 1, from character 1: illegal move 1 "a1"/),
      expect.stringMatching(/^flank: skipped GGF record 2, from character 10: bad move "zz"/),
      'flank: No game of the input can be read: all 2 were skipped',
    ]);
    const missing = await flank('convert', join(dir, 'none.ggf'), '--to', 'ggf');
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toMatch(/^flank: Cannot read .*none\.ggf: ENOENT/);
    await usageError('--strict is an option of convert', 'perft', '3', '--strict');
  });

  it('asks for --to and a form it knows', async () => {
    await usageError('convert needs --to ggf, --to transcript or --to board', 'convert', 'f5');
    await usageError('--to must be ggf, transcript or board, got "pgn"', 'convert', 'f5', '--to', 'pgn');
    await usageError('GGF records othello games, and this game is under reversi', 'convert', 'd4e4d5e5', '--rules', 'reversi', '--to', 'ggf');
  });

  it('reads standard input: GGF, or a position a line (the built bin)', () => {
    // The package's own bin, wherever package.json puts it.
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { bin: { flank: string } };
    const bin = fileURLToPath(new URL(`../../${pkg.bin.flank}`, import.meta.url));
    const run = (input: string, ...argv: string[]) => spawnSync(process.execPath, [bin, 'convert', '-', ...argv], { input, encoding: 'utf8', timeout: 30_000 });
    expect(run(`${GGF}\n${GGF}`, '--to', 'transcript')).toMatchObject({ status: 0, stdout: 'f5d6c3\nf5d6c3\n', stderr: '' });
    expect(run('f5d6\n\ne6f4c3\n', '--to', 'board', '--json').stdout.trim().split('\n').map((line) => Object.keys(JSON.parse(line)))).toEqual([
      ['game', 'board'],
      ['game', 'board'],
    ]);
    // A bad line is skipped and named; with --strict it fails the whole input.
    expect(run('f5d6\nf5z9\ne6\n', '--to', 'transcript')).toMatchObject({ status: 0, stdout: 'f5d6\ne6\n' });
    expect(run('f5d6\nf5z9\ne6\n', '--to', 'transcript').stderr).toMatch(/^flank: skipped standard input, line 2: Invalid character "z" at character 3 of the transcript/);
    expect(run('f5d6\nf5z9\n', '--to', 'ggf', '--strict')).toMatchObject({ status: 1, stdout: '' });
    expect(run('f5d6\nf5z9\n', '--to', 'ggf', '--strict').stderr).toMatch(/^flank: standard input, line 2: Invalid character "z" at character 3 of the transcript/);
    expect(run('\n \n', '--to', 'ggf')).toMatchObject({ status: 1, stderr: 'flank: standard input holds no game: expected GGF, or a transcript or board string a line\n' });
  });
});
