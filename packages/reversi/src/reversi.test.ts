import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../test/support/caught.ts';
import { FORCED_PASS, FORCED_PASS_GAME } from '../test/support/forced-pass.ts';
import type { RulesInput } from './core/rules.ts';
import { IllegalMoveError, ParseError, ReversiError } from './errors.ts';
import { gameState } from './game-state.ts';
import { init } from './node.ts';
import { Reversi } from './reversi.ts';

beforeAll(() => init());

const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;
/** A finished game: the shortest othello game, black wipes white out in 9 moves, 13-0 with 51 empties. */
const WIPEOUT = 'e6f4e3f6g5d6e7f5c5';
/**
 * The first game of data/wthor-games.tsv.gz (1977, 34-30 to black), passes omitted as
 * in the WTHOR database: white must pass after h7 and after a1.
 */
const WTHOR_1977 =
  'f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1';

/** Everything observable about a game, to check that a failed call changed nothing. */
function snapshot(game: Reversi) {
  return {
    position: game.toString(),
    turn: game.turn(),
    history: game.history({ verbose: true }),
    rules: game.rules(),
    discsInHand: game.discsInHand(),
    moves: game.moves(),
    canPass: game.canPass(),
  };
}

describe('the start', () => {
  it('is the othello start, black to move, with four moves in square order', () => {
    const game = new Reversi();
    expect(game.toString()).toBe(`${START} X`);
    expect(game.turn()).toBe('black');
    expect(game.moves()).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect(game.history()).toEqual([]);
    expect(game.transcript()).toBe('');
    expect(game.score()).toEqual({ black: 2, white: 2 });
    expect(game.isGameOver()).toBe(false);
    expect(game.result()).toBeNull();
    expect(game.canPass()).toBe(false);
    expect(game.rules()).toEqual({ name: 'othello' });
    expect(game.discsInHand()).toBeNull();
  });

  it('lists verbose moves with the discs each flips', () => {
    expect(new Reversi().moves({ verbose: true })).toEqual([
      { color: 'black', square: 'd3', flips: ['d4'] },
      { color: 'black', square: 'c4', flips: ['d4'] },
      { color: 'black', square: 'f5', flips: ['e5'] },
      { color: 'black', square: 'e6', flips: ['e5'] },
    ]);
  });

  it('has the board as rows 1..8 of columns a..h', () => {
    const game = new Reversi();
    const board = game.board();
    expect(board).toHaveLength(8);
    for (const row of board) expect(row).toHaveLength(8);
    expect(board[3]![3]).toBe('white'); // d4
    expect(board[3]![4]).toBe('black'); // e4
    expect(board[4]![3]).toBe('black'); // d5
    expect(board[4]![4]).toBe('white'); // e5
    expect(board.flat().filter((cell) => cell !== null)).toHaveLength(4);
    expect(game.get('d4')).toBe('white');
    expect(game.get('E4')).toBe('black');
    expect(game.get('a1')).toBeNull();
    expect(caught(() => game.get('z1'))).toBeInstanceOf(ParseError);
  });

  it('starts reversi on an empty board with 32 discs in hand each', () => {
    const game = new Reversi(undefined, { rules: 'reversi' });
    expect(game.toString()).toBe(`${'-'.repeat(64)} X`);
    expect(game.moves()).toEqual(['d4', 'e4', 'd5', 'e5']);
    expect(game.discsInHand()).toEqual({ black: 32, white: 32 });
    expect(game.rules()).toEqual({ name: 'reversi' });
  });

  it('starts free-placement from the othello start', () => {
    const game = new Reversi(undefined, { rules: 'free-placement' });
    expect(game.toString()).toBe(`${START} X`);
    expect(game.rules()).toEqual({ name: 'free-placement', mustCapture: false, voluntaryPass: false });
    // Every empty square next to the four discs: the 12 squares of the ring c3..f6.
    expect(game.moves()).toEqual(['c3', 'd3', 'e3', 'f3', 'c4', 'f4', 'c5', 'f5', 'c6', 'd6', 'e6', 'f6']);
  });
});

describe('move()', () => {
  it('places a disc, returns the flips and passes the turn', () => {
    const game = new Reversi();
    expect(game.move('f5')).toEqual({ color: 'black', square: 'f5', flips: ['e5'] });
    expect(game.turn()).toBe('white');
    expect(game.moves()).toEqual(['f4', 'd6', 'f6']);
    expect(game.get('e5')).toBe('black');
    expect(game.score()).toEqual({ black: 4, white: 1 });
    expect(game.move('D6')).toEqual({ color: 'white', square: 'd6', flips: ['d5'] });
    expect(game.move(' c3 ')).toEqual({ color: 'black', square: 'c3', flips: ['d4'] });
    expect(game.history()).toEqual(['f5', 'd6', 'c3']);
    expect(game.toString()).toBe(`${'-'.repeat(18)}X${'-'.repeat(8)}XX------OXX-----O${'-'.repeat(20)} O`);
  });

  it('flips every flanked line at once, and only flanked lines', () => {
    // c3 flanks b3 (to a3), c2 (to c1), b2 (to a1) and c4 c5 (to c6); d3 e3 and d4 e5 lead to no black disc.
    const rows = ['X-X-----', '-OO-----', 'XO-OO---', '--OOO---', '--OOO---', '--X-----', '--------', '--------'];
    const game = new Reversi(`${rows.join('')} X`);
    expect(game.move('c3')).toEqual({ color: 'black', square: 'c3', flips: ['b2', 'c2', 'b3', 'c4', 'c5'] });
    expect(game.get('d3')).toBe('white');
    expect(game.get('e3')).toBe('white');
    expect(game.get('d4')).toBe('white');
    expect(game.score()).toEqual({ black: 10, white: 6 });
  });

  it('rejects an illegal square, an occupied square and garbage, naming the move and changing nothing', () => {
    const game = new Reversi('f5d6');
    const before = snapshot(game);
    const illegal = caught(() => game.move('a1'));
    expect(illegal).toBeInstanceOf(IllegalMoveError);
    expect(illegal.code).toBe('ILLEGAL_MOVE');
    expect(illegal.message).toBe('Illegal move a1: it flanks no white disc');
    expect((illegal as IllegalMoveError).move).toBe('a1');
    expect((illegal as IllegalMoveError).moveNumber).toBeUndefined();
    expect(snapshot(game)).toEqual(before);

    const occupied = caught(() => game.move('D4'));
    expect(occupied).toBeInstanceOf(IllegalMoveError);
    expect(occupied.message).toBe('Illegal move d4: d4 is not empty');
    expect(snapshot(game)).toEqual(before);

    for (const garbage of ['z9', 'd33', '', 'pass', 'd 3']) {
      const error = caught(() => game.move(garbage));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.code).toBe('INVALID_SQUARE');
      expect(error.message).toContain(`"${garbage.trim()}"`);
      expect(snapshot(game)).toEqual(before);
    }

    const notString = caught(() => game.move(37 as unknown as string));
    expect(notString.code).toBe('INVALID_ARGUMENT');
    expect(snapshot(game)).toEqual(before);
  });

  it('keeps the game unchanged on any illegal move in random games (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 63 }), (choices, square) => {
        const game = new Reversi();
        for (const choice of choices) {
          const moves = game.moves();
          if (moves.length === 0) break;
          game.move(moves[choice % moves.length]!);
        }
        const name = 'abcdefgh'[square % 8]! + String((square >> 3) + 1);
        if (game.moves().includes(name)) return;
        const before = snapshot(game);
        const error = caught(() => game.move(name));
        expect(error).toBeInstanceOf(IllegalMoveError);
        expect(error.message.startsWith(`Illegal move ${name}: `)).toBe(true);
        expect(snapshot(game)).toEqual(before);
      }),
      { numRuns: 50 },
    );
  });
});

describe('pass()', () => {
  it('is refused while the side to move has a move, and changes nothing', () => {
    const game = new Reversi();
    const before = snapshot(game);
    const error = caught(() => game.pass());
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error.message).toBe('Illegal move pa: black has a legal move and may not pass');
    expect(snapshot(game)).toEqual(before);
    expect(caught(() => new Reversi(undefined, { rules: 'free-placement' }).pass()).message).toBe(
      'Illegal move pa: black has a legal move and may not pass',
    );
  });

  it('is forced where the side to move has no move', () => {
    expect(new Reversi(FORCED_PASS_GAME).toString()).toBe(FORCED_PASS); // a game reaches it
    const game = new Reversi(FORCED_PASS);
    expect(game.moves()).toEqual([]);
    expect(game.canPass()).toBe(true);
    expect(game.isGameOver()).toBe(false);
    expect(caught(() => game.move('h7')).message).toBe('Illegal move h7: black has no legal move and must pass');
    expect(game.pass()).toEqual({ color: 'black', square: 'pa', flips: [] });
    expect(game.turn()).toBe('white');
    expect(game.moves({ verbose: true })).toEqual([{ color: 'white', square: 'h7', flips: ['h4', 'h5', 'h6'] }]);
    expect(game.history()).toEqual(['pa']);
    expect(game.move('h7')).toEqual({ color: 'white', square: 'h7', flips: ['h4', 'h5', 'h6'] });
    // h8 flanks nothing for either side: the game ends with it empty.
    expect(game.isGameOver()).toBe(true);
    expect(game.result()).toBe('white');
    expect(caught(() => game.pass()).message).toBe('Illegal move pa: the game is over');
    expect(caught(() => game.move('h8')).message).toBe('Illegal move h8: the game is over');
  });

  it('is always allowed under free-placement voluntaryPass, and two passes in a row end the game', () => {
    const game = new Reversi(undefined, { rules: { name: 'free-placement', voluntaryPass: true } });
    expect(game.canPass()).toBe(true);
    expect(game.moves()).toHaveLength(12);
    expect(game.pass()).toEqual({ color: 'black', square: 'pa', flips: [] });
    expect(game.isGameOver()).toBe(false);
    expect(game.turn()).toBe('white');
    expect(game.pass()).toEqual({ color: 'white', square: 'pa', flips: [] });
    expect(game.isGameOver()).toBe(true);
    expect(game.moves()).toEqual([]);
    expect(game.canPass()).toBe(false);
    expect(game.result()).toBe('draw');
    expect(game.perft(3)).toBe(1);
    expect(caught(() => game.pass()).message).toBe('Illegal move pa: the game is over');
    expect(caught(() => game.move('c3')).message).toBe('Illegal move c3: the game is over');
    // A move between passes resets the count.
    game.undo();
    expect(game.isGameOver()).toBe(false);
    game.move('c3');
    game.pass();
    expect(game.isGameOver()).toBe(false);
    expect(game.history()).toEqual(['pa', 'c3', 'pa']);
  });

  it('is written pa or PA', () => {
    const game = new Reversi(FORCED_PASS);
    expect(game.move('PA')).toEqual({ color: 'black', square: 'pa', flips: [] });
  });
});

describe('transcripts and inferred passes', () => {
  it('replays a real game with passes left out, and writes them only when asked', () => {
    const game = new Reversi(WTHOR_1977);
    expect(game.isGameOver()).toBe(true);
    expect(game.score()).toEqual({ black: 34, white: 30 });
    expect(game.result()).toBe('black');
    const history = game.history();
    expect(history).toHaveLength(62);
    expect(history.filter((move) => move === 'pa')).toHaveLength(2);
    expect(history.slice(52, 55)).toEqual(['h7', 'pa', 'a7']);
    expect(history.slice(56, 59)).toEqual(['a1', 'pa', 'g1']);
    expect(game.history({ verbose: true })[53]).toEqual({ color: 'white', square: 'pa', flips: [] });
    expect(game.transcript()).toBe(WTHOR_1977);
    expect(game.transcript({ passes: true })).toBe(WTHOR_1977.replace('h7a7', 'h7paa7').replace('a1g1', 'a1pag1'));
    // Written passes give the same game, in any case.
    const withPasses = new Reversi(WTHOR_1977.replace('h7a7', 'h7PAa7').replace('a1g1', 'a1 pa g1').toUpperCase());
    expect(withPasses.toString()).toBe(game.toString());
    expect(withPasses.history()).toEqual(history);
  });

  it('counts a game of 60 placements and ends with a full board', () => {
    const game = new Reversi(WTHOR_1977);
    expect(game.board().flat().every((cell) => cell !== null)).toBe(true);
    expect(game.moves()).toEqual([]);
    expect(game.canPass()).toBe(false);
    expect(game.perft(4)).toBe(1);
  });
});

describe('play()', () => {
  it('plays a transcript from the current position and returns its moves', () => {
    const game = new Reversi();
    expect(game.play('f5 d6')).toEqual([
      { color: 'black', square: 'f5', flips: ['e5'] },
      { color: 'white', square: 'd6', flips: ['d5'] },
    ]);
    expect(game.play('C3')).toEqual([{ color: 'black', square: 'c3', flips: ['d4'] }]);
    expect(game.history()).toEqual(['f5', 'd6', 'c3']);
    expect(game.play('')).toEqual([]);
  });

  it('returns the inferred passes among its moves', () => {
    const game = new Reversi(FORCED_PASS);
    expect(game.play('h7')).toEqual([
      { color: 'black', square: 'pa', flips: [] },
      { color: 'white', square: 'h7', flips: ['h4', 'h5', 'h6'] },
    ]);
  });

  it('is all or nothing, and names the number of the illegal move', () => {
    const game = new Reversi('f5d6');
    const before = snapshot(game);
    const illegal = caught(() => game.play('c3 f4 a1 c5'));
    expect(illegal).toBeInstanceOf(IllegalMoveError);
    expect(illegal.message).toBe('The 3rd move, a1, is illegal: it flanks no white disc');
    expect((illegal as IllegalMoveError).moveNumber).toBe(3);
    expect((illegal as IllegalMoveError).move).toBe('a1');
    expect(snapshot(game)).toEqual(before);

    const occupied = caught(() => game.play('c3e4'));
    expect(occupied.message).toBe('The 2nd move, e4, is illegal: e4 is not empty');
    expect(snapshot(game)).toEqual(before);

    const pass = caught(() => game.play('c3pa'));
    expect(pass.message).toBe('The 2nd move, pa, is illegal: white has a legal move and may not pass');
    expect(snapshot(game)).toEqual(before);

    const garbage = caught(() => game.play('c3 f4 x1'));
    expect(garbage).toBeInstanceOf(ParseError);
    expect(garbage.code).toBe('INVALID_TRANSCRIPT');
    expect((garbage as ParseError).index).toBe(6);
    expect(garbage.message).toContain('"x" at character 7 of the transcript (the 3rd move)');
    expect(snapshot(game)).toEqual(before);

    expect(caught(() => game.play(undefined as unknown as string)).code).toBe('INVALID_ARGUMENT');
    expect(snapshot(game)).toEqual(before);
  });
});

describe('undo()', () => {
  it('takes moves back to the start, then returns null', () => {
    const game = new Reversi(FORCED_PASS);
    game.play('h7');
    expect(game.undo()).toEqual({ color: 'white', square: 'h7', flips: ['h4', 'h5', 'h6'] });
    expect(game.undo()).toEqual({ color: 'black', square: 'pa', flips: [] });
    expect(game.toString()).toBe(FORCED_PASS);
    expect(game.undo()).toBeNull();
    expect(game.toString()).toBe(FORCED_PASS);
    expect(new Reversi().undo()).toBeNull();
  });

  it('restores the reversi discs in hand', () => {
    const game = new Reversi('d4e4', { rules: 'reversi' });
    expect(game.discsInHand()).toEqual({ black: 31, white: 31 });
    game.undo();
    expect(game.discsInHand()).toEqual({ black: 31, white: 32 });
    game.undo();
    expect(game.discsInHand()).toEqual({ black: 32, white: 32 });
  });
});

describe('random games (property)', () => {
  const ruleSets: RulesInput[] = [
    'othello',
    'reversi',
    'free-placement',
    { name: 'free-placement', mustCapture: true },
    { name: 'free-placement', voluntaryPass: true },
  ];

  it.each(ruleSets.map((rules) => [JSON.stringify(rules), rules] as const))(
    '%s: moves flip what they say, transcripts replay them, undo walks them back',
    (_, rules) => {
      const voluntary = typeof rules === 'object' && rules.name === 'free-placement' && rules.voluntaryPass === true;
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 70, maxLength: 70 }), (choices) => {
          const game = new Reversi(undefined, { rules });
          const positions = [game.toString()];
          for (const choice of choices) {
            if (game.isGameOver()) break;
            const color = game.turn();
            const moves = game.moves({ verbose: true });
            // Under voluntaryPass, pass one time in eight.
            const passing = moves.length === 0 || (voluntary && choice % 8 === 0);
            const { black, white } = game.score();
            const stock = game.discsInHand();
            if (passing) {
              expect(game.canPass()).toBe(true);
              expect(game.pass()).toEqual({ color, square: 'pa', flips: [] });
              expect(game.score()).toEqual({ black, white });
            } else {
              const chosen = moves[choice % moves.length]!;
              expect(game.move(chosen.square)).toEqual(chosen);
              expect(game.get(chosen.square)).toBe(color);
              for (const flip of chosen.flips) expect(game.get(flip)).toBe(color);
              const gained = chosen.flips.length + 1;
              expect(game.score()).toEqual(
                color === 'black'
                  ? { black: black + gained, white: white - chosen.flips.length }
                  : { black: black - chosen.flips.length, white: white + gained },
              );
              if (stock) expect(game.discsInHand()).toEqual({ ...stock, [color]: stock[color] - 1 });
            }
            expect(game.turn()).toBe(color === 'black' ? 'white' : 'black');
            positions.push(game.toString());
          }
          const history = game.history({ verbose: true });
          expect(history).toHaveLength(positions.length - 1);

          const replayed = new Reversi(game.transcript({ passes: true }), { rules });
          expect(replayed.toString()).toBe(game.toString());
          expect(replayed.history({ verbose: true })).toEqual(history);
          // Forced passes are left out and inferred back; voluntary ones are always written.
          const inferred = new Reversi(game.transcript(), { rules });
          expect(inferred.toString()).toBe(game.toString());
          expect(inferred.history()).toEqual(game.history());
          expect(game.transcript().includes('pa')).toBe(voluntary && game.history().includes('pa'));

          for (let i = history.length - 1; i >= 0; i--) {
            expect(game.undo()).toEqual(history[i]);
            expect(game.toString()).toBe(positions[i]);
          }
          expect(game.undo()).toBeNull();
          expect(game.history()).toEqual([]);
        }),
        { numRuns: 25 },
      );
    },
  );
});

describe('load()', () => {
  it('loads a board string with an empty history', () => {
    const game = new Reversi('f5d6');
    game.load(`${START} O`);
    expect(game.toString()).toBe(`${START} O`);
    expect(game.turn()).toBe('white');
    expect(game.history()).toEqual([]);
    expect(game.undo()).toBeNull();
    expect(game.moves()).toEqual(['e3', 'f4', 'c5', 'd6']);
  });

  it('takes black to move when the board string leaves the side out, and writes aliases canonically', () => {
    const game = new Reversi();
    game.load(`${'.'.repeat(27)}wb......*W${'.'.repeat(27)}`);
    expect(game.toString()).toBe(`${START} X`);
  });

  it('loads a transcript played from the start, with its history', () => {
    const game = new Reversi(FORCED_PASS);
    game.load('f5 d6 c3');
    expect(game.history()).toEqual(['f5', 'd6', 'c3']);
    expect(game.turn()).toBe('white');
    expect(game.toString()).toBe(new Reversi('f5d6c3').toString());
    game.load('');
    expect(game.toString()).toBe(`${START} X`);
  });

  it('keeps the rule set unless told otherwise', () => {
    const game = new Reversi(undefined, { rules: 'reversi' });
    game.load('d4e4d5');
    expect(game.rules()).toEqual({ name: 'reversi' });
    expect(game.discsInHand()).toEqual({ black: 30, white: 31 });
    game.load('f5', { rules: 'othello' });
    expect(game.rules()).toEqual({ name: 'othello' });
    expect(game.history()).toEqual(['f5']);
    expect(game.discsInHand()).toBeNull();
  });

  it('changes nothing when it fails', () => {
    const game = new Reversi(undefined, { rules: { name: 'free-placement', mustCapture: true } });
    game.play('f5d6');
    const before = snapshot(game);
    const cases: [string, RulesInput | undefined, string][] = [
      [`${START.slice(1)} X`, undefined, 'INVALID_BOARD'],
      [`${START} Z`, undefined, 'INVALID_BOARD'],
      ['f5d6q3', undefined, 'INVALID_TRANSCRIPT'],
      ['f5d6a1', undefined, 'ILLEGAL_MOVE'],
      ['f5', 'chess' as RulesInput, 'INVALID_RULES'],
    ];
    for (const [position, rules, code] of cases) {
      const error = caught(() => game.load(position, rules === undefined ? {} : { rules }));
      expect(error.code).toBe(code);
      expect(snapshot(game)).toEqual(before);
    }
    const illegalUnderNew = caught(() => game.load('a1', { rules: 'free-placement' }));
    expect(illegalUnderNew.message).toBe('The 1st move, a1, is illegal: a disc must go next to a disc already on the board');
    expect(snapshot(game)).toEqual(before);
    expect(caught(() => game.load(42 as unknown as string)).code).toBe('INVALID_ARGUMENT');
    expect(snapshot(game)).toEqual(before);
  });

  it('also fails whole in the constructor', () => {
    expect(caught(() => new Reversi('f5f5')).message).toBe('The 2nd move, f5, is illegal: f5 is not empty');
    expect(caught(() => new Reversi('hello')).code).toBe('INVALID_TRANSCRIPT');
    expect(caught(() => new Reversi('XO-')).code).toBe('INVALID_BOARD');
  });

  it('refuses reversi boards that no game reaches, saying why', () => {
    const centre = (cells: Record<number, string>, side: string) => {
      const board = [...'-'.repeat(64)];
      for (const [square, disc] of Object.entries(cells)) board[Number(square)] = disc;
      return `${board.join('')} ${side}`;
    };
    const refused = (board: string) => caught(() => new Reversi(board, { rules: 'reversi' }));
    expect(refused(centre({ 0: 'X' }, 'O'))).toMatchObject({ code: 'INVALID_BOARD', message: "No reversi game reaches this board: a disc lies outside the centre, but reversi's first four discs (1 here) go on d4, e4, d5 and e5" });
    expect(refused(centre({ 27: 'O' }, 'O')).message).toBe('No reversi game reaches this board: with 1 disc placed in turn, black first, black has 1 and white is to move');
    expect(refused(centre({ 27: 'X' }, 'X')).message).toBe('No reversi game reaches this board: with 1 disc placed in turn, black first, black has 1 and white is to move');
    expect(refused(`${'X'.repeat(27)}-${'X'.repeat(36)} O`).message).toBe(
      'No reversi game reaches this board: a centre square (d4, e4, d5, e5) is empty, but reversi fills the four of them with its first four discs',
    );
    expect(new Reversi(centre({ 27: 'X', 36: 'O' }, 'X'), { rules: 'reversi' }).discsInHand()).toEqual({ black: 31, white: 31 });
  });

  it('refuses boards that no game reaches (boardProblem) under every rule set, saying why and changing nothing', () => {
    const game = new Reversi('f5d6');
    const before = snapshot(game);
    const empty = caught(() => game.load(`${'-'.repeat(64)} X`));
    expect(empty).toMatchObject({
      code: 'INVALID_BOARD',
      message: 'No othello game reaches this board: a centre square (d4, e4, d5, e5) is empty, but othello starts with the four of them filled and never empties one',
    });
    expect(empty).toBeInstanceOf(ReversiError);
    expect(snapshot(game)).toEqual(before);
    // One disc, or discs off the centre: the constructor refuses them too.
    expect(caught(() => new Reversi(`X${'-'.repeat(63)} O`)).code).toBe('INVALID_BOARD');
    expect(caught(() => new Reversi(`${'-'.repeat(27)}X${'-'.repeat(36)} O`)).code).toBe('INVALID_BOARD');
    expect(caught(() => new Reversi(`${'-'.repeat(64)} X`, { rules: 'free-placement' })).message).toContain('No free-placement game reaches this board: a centre square');
    // A lone a1: every rule set places a disc next to one on the board, othello's and reversi's next to one it turns.
    const detached = `X${START.slice(1)} O`;
    expect(caught(() => game.load(detached)).message).toBe(
      "No othello game reaches this board: a1 is cut off from the centre's discs, but every othello move places its disc next to one it turns",
    );
    expect(caught(() => game.load(detached, { rules: 'reversi' })).message).toBe(
      "No reversi game reaches this board: a1 is cut off from the centre's discs, but reversi places every disc after its first four (the centre's) next to one it turns",
    );
    expect(caught(() => game.load(detached, { rules: 'free-placement' })).message).toBe(
      "No free-placement game reaches this board: a1 is cut off from the centre's discs, but free-placement places every disc next to one already on the board",
    );
    expect(snapshot(game)).toEqual(before);
  });

  it('checks every argument the same way: options are an object of known options, null is no value', () => {
    const game = new Reversi('f5');
    const message = (run: () => unknown) => {
      const error = caught(run);
      expect(error.code).toBe('INVALID_ARGUMENT');
      return error.message;
    };
    expect(message(() => new Reversi(undefined, null as never))).toBe("new Reversi() takes its options as an object like { rules: 'reversi' }, got null");
    expect(message(() => new Reversi('f5', 'reversi' as never))).toBe(`new Reversi() takes its options as an object like { rules: 'reversi' }, got "reversi"`);
    expect(message(() => new Reversi(null as never))).toBe('A position must be a board string or a transcript, got null');
    expect(message(() => game.moves(null as never))).toBe('moves() takes its options as an object like { verbose: true }, got null');
    expect(message(() => game.moves({ verbose: 'yes' } as never))).toBe('verbose must be true or false, got "yes"');
    expect(message(() => game.moves({ verbos: true } as never))).toBe('moves() has no option "verbos": it takes verbose');
    expect(message(() => game.history(null as never))).toBe('history() takes its options as an object like { verbose: true }, got null');
    expect(message(() => game.transcript(null as never))).toBe('transcript() takes its options as an object like { passes: true }, got null');
    expect(message(() => game.score({ emptiesToWinner: 1 } as never))).toBe('emptiesToWinner must be true or false, got 1');
    expect(message(() => game.perft(1, [] as never))).toBe('perft() takes its options as an object like { passMoves: false }, got an array');
    expect(message(() => game.load('f5', { rules: 'reversi', x: 1 } as never))).toBe('load() has no option "x": it takes rules');
    expect(message(() => game.bestMove({ level: null } as never))).toBe('level must be a whole number from 1 to 20, got null');
    expect(message(() => game.bestMove({ depth: null } as never))).toBe('depth must be a whole number from 1 to 60, got null');
    expect(message(() => game.solve({ wld: null } as never))).toBe('wld must be true or false, got null');
    expect(game.history()).toEqual(['f5']); // nothing changed
  });

  describe('reversi discs in hand from a board string', () => {
    // load(): black has placed half the discs on the board rounded up, white the rest.
    it.each([
      ['-'.repeat(64), { black: 32, white: 32 }],
      [START, { black: 30, white: 30 }],
      [`${'-'.repeat(27)}OX------XXX${'-'.repeat(26)} O`, { black: 29, white: 30 }], // after f5
      ['X'.repeat(64), { black: 0, white: 0 }],
      [`${'X'.repeat(63)}-`, { black: 0, white: 1 }],
    ])('%s', (board, stock) => {
      expect(new Reversi(board, { rules: 'reversi' }).discsInHand()).toEqual(stock);
    });

    it('makes a side with no disc in hand pass', () => {
      // 63 discs: black has none left in hand, white one. Black could flank g8 from h8 under othello.
      const cells = [...'X'.repeat(64)];
      cells[7] = 'O'; // h1
      cells[62] = 'O'; // g8
      cells[63] = '-'; // h8
      const board = `${cells.join('')} X`;
      expect(new Reversi(board).moves({ verbose: true })).toEqual([{ color: 'black', square: 'h8', flips: ['g8'] }]);

      const game = new Reversi(board, { rules: 'reversi' });
      expect(game.discsInHand()).toEqual({ black: 0, white: 1 });
      expect(game.moves()).toEqual([]);
      expect(game.canPass()).toBe(true);
      expect(caught(() => game.move('h8')).message).toBe('Illegal move h8: black has no discs left in hand and must pass');
      game.pass();
      expect(game.move('h8')).toEqual({ color: 'white', square: 'h8', flips: ['h2', 'h3', 'h4', 'h5', 'h6', 'h7'] });
      expect(game.discsInHand()).toEqual({ black: 0, white: 0 });
      expect(game.isGameOver()).toBe(true);
      expect(game.score()).toEqual({ black: 55, white: 9 });
    });
  });
});

describe('reversi rule set', () => {
  it('puts the first four moves on the centre, flipping nothing', () => {
    const game = new Reversi(undefined, { rules: 'reversi' });
    const error = caught(() => game.move('c3'));
    expect(error.message).toBe('Illegal move c3: the first four moves of reversi go on the empty centre squares d4, e4, d5, e5');
    expect(game.move('d4')).toEqual({ color: 'black', square: 'd4', flips: [] });
    expect(game.moves()).toEqual(['e4', 'd5', 'e5']);
    expect(game.discsInHand()).toEqual({ black: 31, white: 32 });
    game.play('e4 d5 e5');
    expect(game.toString()).toBe(`${'-'.repeat(27)}XO------XO${'-'.repeat(27)} X`);
    expect(game.discsInHand()).toEqual({ black: 30, white: 30 });
    // From now on as in othello: each move flanks.
    expect(game.moves({ verbose: true })).toEqual([
      { color: 'black', square: 'f3', flips: ['e4'] },
      { color: 'black', square: 'f4', flips: ['e4'] },
      { color: 'black', square: 'f5', flips: ['e5'] },
      { color: 'black', square: 'f6', flips: ['e5'] },
    ]);
    expect(caught(() => game.move('c3')).message).toBe('Illegal move c3: it flanks no white disc');
  });
});

describe('score() and result()', () => {
  it('counts the empties for the winner only when asked, and only at the end', () => {
    const game = new Reversi(WIPEOUT);
    expect(game.isGameOver()).toBe(true);
    expect(game.score()).toEqual({ black: 13, white: 0 });
    expect(game.score({ emptiesToWinner: true })).toEqual({ black: 64, white: 0 });
    expect(game.result()).toBe('black');
    game.undo();
    expect(game.isGameOver()).toBe(false);
    expect(game.result()).toBeNull();
    expect(game.score({ emptiesToWinner: true })).toEqual(game.score());
  });

  it('gives white the empties when white wins', () => {
    const game = new Reversi(`${'-'.repeat(27)}OO------OO${'-'.repeat(27)} X`);
    expect(game.isGameOver()).toBe(true);
    expect(game.result()).toBe('white');
    expect(game.score({ emptiesToWinner: true })).toEqual({ black: 0, white: 64 });
  });

  it('splits the empties in a draw', () => {
    // A game of 1986 in data/wthor-games.tsv.gz: h7 and h8 are left empty, neither side flanking from either.
    const game = new Reversi('XOOOOOOOXXOXXOOOXXXOOOOOXXOXOOOOXXOOXOOOXXOOOXOOXXXXXXX-XXXXXXX- X');
    expect(game.isGameOver()).toBe(true);
    expect(game.result()).toBe('draw');
    expect(game.score()).toEqual({ black: 31, white: 31 });
    expect(game.score({ emptiesToWinner: true })).toEqual({ black: 32, white: 32 });
    expect(
      new Reversi('f5d6c5f4e3c6d3f6e6d7g3c4e7f7g5c3b4g4g6h4h5h6h3h2f3b3d2b5a3c2a4a5e2a2b6a6c7d8e8c1f2c8b8f8g8d1g2e1f1b7a8a7a1h1g7g1b2b1').toString(),
    ).toBe(game.toString());
  });
});

describe('rules()', () => {
  it('reports a copy of the rule set', () => {
    const game = new Reversi(undefined, { rules: { name: 'free-placement', mustCapture: true } });
    const rules = game.rules();
    expect(rules).toEqual({ name: 'free-placement', mustCapture: true, voluntaryPass: false });
    (rules as { mustCapture: boolean }).mustCapture = false;
    expect(game.rules()).toEqual({ name: 'free-placement', mustCapture: true, voluntaryPass: false });
  });

  it.each<[string, unknown, string]>([
    ['an unknown name', 'chess', 'Unknown rule set "chess": expected othello, reversi, free-placement'],
    ['an option on othello', { name: 'othello', voluntaryPass: true }, 'Rule set othello takes no options, got "voluntaryPass"'],
    [
      'a non-boolean option',
      { name: 'free-placement', mustCapture: 'true' },
      'Option mustCapture of rule set free-placement must be true or false, got "true"',
    ],
  ])('rejects %s with INVALID_RULES, in the constructor and in load()', (_, rules, message) => {
    const error = caught(() => new Reversi(undefined, { rules: rules as RulesInput }));
    expect(error.code).toBe('INVALID_RULES');
    expect(error.message).toBe(message);
    const game = new Reversi('f5');
    expect(caught(() => game.load('d3', { rules: rules as RulesInput })).message).toBe(message);
    expect(game.history()).toEqual(['f5']);
  });

  it('plays free-placement mustCapture like othello', () => {
    const game = new Reversi(undefined, { rules: { name: 'free-placement', mustCapture: true } });
    expect(game.moves()).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect(caught(() => game.move('c3')).message).toBe('Illegal move c3: it flanks no white disc');
  });
});

describe('perft()', () => {
  // docs/rules.md: from the othello start, counting a pass as a move and a finished game as one leaf.
  it.each([
    [0, 1],
    [1, 4],
    [2, 12],
    [3, 56],
    [4, 244],
    [5, 1396],
    [6, 8200],
  ])('perft(%i) = %i, with and without pass moves', (depth, leaves) => {
    const game = new Reversi();
    expect(game.perft(depth)).toBe(leaves);
    expect(game.perft(depth, { passMoves: false })).toBe(leaves);
    expect(game.perft(depth, { passMoves: true })).toBe(leaves);
  });

  it('tells pass moves apart at depth 9', () => {
    const game = new Reversi();
    expect(game.perft(9)).toBe(3005288);
    expect(game.perft(9, { passMoves: false })).toBe(3005320);
  });

  it('counts from the current position', () => {
    const game = new Reversi('f5');
    expect(game.perft(1)).toBe(3);
    expect(game.perft(4)).toBe(1396 / 4); // by symmetry, a quarter of perft(5) from the start
    // A forced pass is one move, or no ply at all without pass moves.
    const pass = new Reversi(FORCED_PASS);
    expect(pass.perft(1)).toBe(1);
    expect(pass.perft(2)).toBe(1);
    expect(pass.perft(1, { passMoves: false })).toBe(1);
  });

  it('counts the reversi opening by hand: 4, 4x3, then 4x3x2x1, then 4 replies each', () => {
    const game = new Reversi(undefined, { rules: 'reversi' });
    expect([1, 2, 3, 4, 5].map((depth) => game.perft(depth))).toEqual([4, 12, 24, 24, 96]);
  });

  it('counts voluntary passes as moves: 4 + 1, then 4x(3 + 1) + (4 + 1)', () => {
    const game = new Reversi(undefined, { rules: { name: 'free-placement', mustCapture: true, voluntaryPass: true } });
    expect(game.perft(1)).toBe(5);
    expect(game.perft(2)).toBe(21);
  });

  it.each([-1, 1.5, 61, Number.NaN, Number.POSITIVE_INFINITY])('rejects depth %s', (depth) => {
    const error = caught(() => new Reversi().perft(depth));
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.message).toBe(`Perft depth must be a whole number from 0 to 60, got ${depth}`);
  });
});

describe('reset()', () => {
  it('goes back to the start of the rule set', () => {
    const game = new Reversi('d4e4d5e5f3', { rules: 'reversi' });
    game.reset();
    expect(game.toString()).toBe(`${'-'.repeat(64)} X`);
    expect(game.history()).toEqual([]);
    expect(game.discsInHand()).toEqual({ black: 32, white: 32 });
  });
});

describe('history()', () => {
  it('returns copies that the caller cannot use to change the game', () => {
    const game = new Reversi('f5');
    const verbose = game.history({ verbose: true });
    verbose[0]!.flips.push('a1');
    (game.history() as string[]).push('d6');
    expect(game.history({ verbose: true })).toEqual([{ color: 'black', square: 'f5', flips: ['e5'] }]);
  });
});

describe('get() and gameState(), given what they do not take', () => {
  it('refuse it by name (a raw TypeError once came out)', () => {
    const game = new Reversi();
    expect(() => game.get(19 as unknown as string)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'get() takes a string like "d3", got 19' }));
    expect(game.get('d4')).toBe('white');
    expect(() => gameState({ toString: () => 'x' } as unknown as Reversi)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'gameState() takes a Reversi game, got {}' }));
    expect(gameState(game).turn).toBe('black');
    expect(() => game.bestMove({ book: { seed: 1n as unknown as number } })).toThrow('book.seed must be a whole number from 0 to 4294967295, got a bigint');
  });
});
