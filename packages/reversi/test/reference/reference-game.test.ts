// Tests of the reference rules implementation (the oracle the engine is checked against).
// Expected values are worked out by hand from docs/rules.md, not taken from the code under test.
import { describe, expect, it } from 'vitest';
import {
  ReferenceGame,
  referenceCells,
  referencePerft,
  referenceSquare,
  type Cell,
  type ReferenceRules,
} from './reference-game.ts';

const OTHELLO: ReferenceRules = { name: 'othello' };
const REVERSI: ReferenceRules = { name: 'reversi' };
const FREE: ReferenceRules = { name: 'free-placement' };
const FREE_CAPTURE: ReferenceRules = { name: 'free-placement', mustCapture: true };
const FREE_PASS: ReferenceRules = { name: 'free-placement', voluntaryPass: true };

const sq = referenceSquare;
const squares = (...names: string[]): number[] => names.map(sq).sort((a, b) => a - b);

/** A board of the given discs only; everything else empty. */
function board(black: string[], white: string[]): Cell[] {
  const cells: Cell[] = new Array<Cell>(64).fill(0);
  for (const n of black) cells[sq(n)] = 1;
  for (const n of white) cells[sq(n)] = 2;
  return cells;
}

describe('notation helpers', () => {
  it('numbers squares a1=0 .. h1=7, a2=8 .. h8=63', () => {
    expect(sq('a1')).toBe(0);
    expect(sq('h1')).toBe(7);
    expect(sq('a2')).toBe(8);
    expect(sq('D4')).toBe(27);
    expect(sq('e5')).toBe(36);
    expect(sq('h8')).toBe(63);
    expect(() => sq('i1')).toThrow();
  });

  it('reads board strings row by row', () => {
    const cells = referenceCells('X------O' + '-'.repeat(48) + '.......x');
    expect(cells[0]).toBe(1);
    expect(cells[7]).toBe(2);
    expect(cells[63]).toBe(1);
    expect(cells.filter((c) => c !== 0)).toHaveLength(3);
    expect(() => referenceCells('X')).toThrow();
  });
});

describe('starting positions', () => {
  it('othello and free-placement start from the othello position, black to move', () => {
    for (const rules of [OTHELLO, FREE, FREE_CAPTURE, FREE_PASS]) {
      const g = ReferenceGame.start(rules);
      expect(g.cells).toEqual(board(['e4', 'd5'], ['d4', 'e5']));
      expect(g.toMove).toBe(1);
      expect(g.passesInRow).toBe(0);
      expect(g.counts()).toEqual({ black: 2, white: 2 });
    }
  });

  it('othello start has the four classic moves d3 c4 f5 e6', () => {
    expect(ReferenceGame.start(OTHELLO).legalMoves()).toEqual(squares('d3', 'c4', 'f5', 'e6'));
  });

  it('reversi starts empty with 32 discs in hand each', () => {
    const g = ReferenceGame.start(REVERSI);
    expect(g.cells.every((c) => c === 0)).toBe(true);
    expect(g.toMove).toBe(1);
    expect(g.stock).toEqual({ black: 32, white: 32 });
  });
});

describe('othello flanking', () => {
  // Black plays d4. East (e4 f4 closed by g4), south (d5 closed by d6) and north-west (c3 closed by b2)
  // flip. North (d3 d2 d1) runs into the edge, west (c4) runs into an empty square, south-east is our
  // own disc at once, and south-west (c5 b6 a7) runs off the board: h7 is black, but it is not on that
  // line, so an implementation that wraps around the edge would wrongly flip c5 b6 a7.
  const position = referenceCells(`
    ---O----
    -X-O----
    --OO----
    --O-OOX-
    --OOX---
    -O-X----
    O------X
    --------`);

  it('flips every flanked line and nothing else', () => {
    const g = new ReferenceGame(OTHELLO, position, 1);
    expect(g.legalMoves()).toContain(sq('d4'));
    expect(g.flips(sq('d4'))).toEqual(squares('c3', 'e4', 'f4', 'd5'));
    expect(g.counts()).toEqual({ black: 5, white: 11 });
    const stockBefore = g.stock.black;
    g.play(sq('d4'));
    expect(g.counts()).toEqual({ black: 10, white: 7 });
    for (const n of ['d4', 'c3', 'e4', 'f4', 'd5']) expect(g.cells[sq(n)]).toBe(1);
    for (const n of ['d1', 'd2', 'd3', 'c4', 'c5', 'b6', 'a7']) expect(g.cells[sq(n)]).toBe(2);
    expect(g.toMove).toBe(2);
    expect(g.stock.black).toBe(stockBefore - 1);
    expect(g.passesInRow).toBe(0);
  });

  it('does not change the caller’s cells array', () => {
    const copy = position.slice();
    const g = new ReferenceGame(OTHELLO, position, 1);
    g.play(sq('d4'));
    expect(position).toEqual(copy);
  });
});

describe('no wrap-around across the board edge', () => {
  // Black g1, white h1, white a3, black b3. By index arithmetic a2 (8) sits just after h1 (7), and
  // h2 (15) just before a3 (16), so a wrapping implementation would let black play a2 (west through
  // h1 to g1) or h2 (east through a3 to b3). On the real board black has no move at all.
  const cells = board(['g1', 'b3'], ['h1', 'a3']);

  it('othello: black has no move, so must pass', () => {
    const g = new ReferenceGame(OTHELLO, cells, 1);
    expect(g.legalMoves()).toEqual([]);
    expect(g.isOver()).toBe(false);
    expect(g.canPass()).toBe(true);
    expect(() => g.play(sq('a2'))).toThrow();
    expect(() => g.play(sq('h2'))).toThrow();
  });

  it('othello: white has exactly f1 and c3', () => {
    const g = new ReferenceGame(OTHELLO, cells, 2);
    expect(g.legalMoves()).toEqual(squares('f1', 'c3'));
  });

  it('free-placement: h1 and a2 are not neighbours', () => {
    const g = new ReferenceGame(FREE, board(['g1'], ['h1']), 1);
    expect(g.legalMoves()).toEqual(squares('f1', 'f2', 'g2', 'h2'));
  });
});

describe('passing', () => {
  const forced = (): ReferenceGame => new ReferenceGame(OTHELLO, board(['g1', 'b3'], ['h1', 'a3']), 1);

  it('a forced pass hands the move over and is counted', () => {
    const g = forced();
    g.pass();
    expect(g.toMove).toBe(2);
    expect(g.passesInRow).toBe(1);
    expect(g.legalMoves()).toEqual(squares('f1', 'c3'));
    // White can move, so white may not pass.
    expect(g.canPass()).toBe(false);
    expect(() => g.pass()).toThrow();
    g.play(sq('c3'));
    expect(g.passesInRow).toBe(0);
    expect(g.cells[sq('b3')]).toBe(2);
  });

  it('a player with a move may not pass (othello)', () => {
    const g = ReferenceGame.start(OTHELLO);
    expect(g.canPass()).toBe(false);
    expect(() => g.pass()).toThrow();
    expect(g.toMove).toBe(1);
    expect(g.passesInRow).toBe(0);
  });

  it('perft counts a forced pass as a ply only with passMoves', () => {
    expect(referencePerft(forced(), 1, true)).toBe(1);
    expect(referencePerft(forced(), 1, false)).toBe(2);
    expect(referencePerft(forced(), 2, true)).toBe(2);
  });
});

describe('game over', () => {
  it('ends when one colour is wiped out, with empty squares left', () => {
    const g = new ReferenceGame(OTHELLO, board(['a1'], ['b1']), 1);
    expect(g.isOver()).toBe(false);
    expect(g.legalMoves()).toEqual([sq('c1')]);
    g.play(sq('c1'));
    expect(g.counts()).toEqual({ black: 3, white: 0 });
    expect(g.isOver()).toBe(true);
    expect(g.legalMoves()).toEqual([]);
    expect(g.canPass()).toBe(false);
    expect(() => g.pass()).toThrow();
    expect(() => g.play(sq('d1'))).toThrow();
    expect(referencePerft(g, 3, true)).toBe(1);
    expect(referencePerft(g, 3, false)).toBe(1);
  });

  it('ends when neither side can flank although both have discs', () => {
    const g = new ReferenceGame(OTHELLO, board(['a1'], ['h8']), 2);
    expect(g.isOver()).toBe(true);
    expect(g.canPass()).toBe(false);
    expect(referencePerft(g, 0, true)).toBe(1);
  });

  it('two passes in a row end the game', () => {
    const g = new ReferenceGame(OTHELLO, board(['a1'], ['h8']), 1, undefined, 2);
    expect(g.isOver()).toBe(true);
  });
});

describe('perft', () => {
  it('othello start, passes counted: 4 12 56 244 1396 8200 55092', () => {
    const start = ReferenceGame.start(OTHELLO);
    const expected = [4, 12, 56, 244, 1396, 8200, 55092];
    expected.forEach((n, i) => expect(referencePerft(start, i + 1, true)).toBe(n));
    expect(referencePerft(start, 0, true)).toBe(1);
    // perft leaves the position alone
    expect(start.cells).toEqual(ReferenceGame.start(OTHELLO).cells);
  });

  it('othello start, passes not counted, agrees up to depth 6 (no passes that early)', () => {
    const start = ReferenceGame.start(OTHELLO);
    const expected = [4, 12, 56, 244, 1396, 8200];
    expected.forEach((n, i) => expect(referencePerft(start, i + 1, false)).toBe(n));
  });

  it('free-placement with mustCapture plays like othello', () => {
    const start = ReferenceGame.start(FREE_CAPTURE);
    const expected = [4, 12, 56, 244, 1396, 8200];
    expected.forEach((n, i) => expect(referencePerft(start, i + 1, true)).toBe(n));
  });

  it('free-placement: 12 then 176', () => {
    // Black has the 12 squares around the centre. After a corner one of them (4 of them) white has the
    // 11 others plus 5 new neighbours = 16; after a side one (8 of them) 11 + 3 = 14: 64 + 112 = 176.
    const start = ReferenceGame.start(FREE);
    expect(referencePerft(start, 1, true)).toBe(12);
    expect(referencePerft(start, 2, true)).toBe(176);
    expect(referencePerft(start, 2, false)).toBe(176);
  });

  it('free-placement with voluntaryPass: a pass is a choice and uses a ply', () => {
    // Depth 2: 176 placement pairs, 12 placements followed by a pass, and after black's pass
    // white's 12 placements plus a second pass (which ends the game): 176 + 12 + 13 = 201.
    const start = ReferenceGame.start(FREE_PASS);
    for (const passMoves of [true, false]) {
      expect(referencePerft(start, 1, passMoves)).toBe(13);
      expect(referencePerft(start, 2, passMoves)).toBe(201);
    }
  });

  it('reversi: 4 x 3 x 2 x 1 opening sequences', () => {
    const start = ReferenceGame.start(REVERSI);
    expect(referencePerft(start, 1, true)).toBe(4);
    expect(referencePerft(start, 4, true)).toBe(24);
  });
});

describe('reversi', () => {
  it('opens on the four centre squares without flipping, then flanks', () => {
    const g = ReferenceGame.start(REVERSI);
    expect(g.legalMoves()).toEqual(squares('d4', 'e4', 'd5', 'e5'));
    for (const s of g.legalMoves()) expect(g.flips(s)).toEqual([]);
    expect(g.canPass()).toBe(false);
    expect(() => g.play(sq('c3'))).toThrow();

    g.play(sq('d4'));
    expect(g.legalMoves()).toEqual(squares('e4', 'd5', 'e5'));
    g.play(sq('e4'));
    g.play(sq('d5'));
    expect(g.legalMoves()).toEqual([sq('e5')]);
    g.play(sq('e5'));
    expect(g.cells).toEqual(board(['d4', 'd5'], ['e4', 'e5']));
    expect(g.stock).toEqual({ black: 30, white: 30 });
    expect(g.toMove).toBe(1);

    // Now othello's rule: black flanks e4 and e5 from the f file.
    expect(g.legalMoves()).toEqual(squares('f3', 'f4', 'f5', 'f6'));
    expect(g.flips(sq('f6'))).toEqual([sq('e5')]);
    g.play(sq('f4'));
    expect(g.cells[sq('e4')]).toBe(1);
    expect(g.counts()).toEqual({ black: 4, white: 1 });
    expect(g.stock).toEqual({ black: 29, white: 30 });
  });

  it('while a centre square is empty, only centre squares are legal and nothing flips', () => {
    // d4 empty; d4 would flank e4 (closed by f4) and a1 would flank b2 (closed by c3) in othello.
    const cells = board(['f4', 'd5', 'c3'], ['e4', 'e5', 'b2']);
    const othello = new ReferenceGame(OTHELLO, cells, 1);
    expect(othello.legalMoves()).toContain(sq('a1'));
    expect(othello.flips(sq('d4'))).toEqual([sq('e4')]);

    const g = new ReferenceGame(REVERSI, cells, 1, { black: 10, white: 10 });
    expect(g.legalMoves()).toEqual([sq('d4')]);
    expect(g.flips(sq('d4'))).toEqual([]);
    g.play(sq('d4'));
    expect(g.cells[sq('e4')]).toBe(2);
    expect(g.stock).toEqual({ black: 9, white: 10 });
    // The centre is full: white now needs to flank.
    expect(g.legalMoves().length).toBeGreaterThan(0);
    for (const s of g.legalMoves()) expect(g.flips(s).length).toBeGreaterThan(0);
  });

  it('a player with no disc in hand cannot move and must pass', () => {
    const cells = board(['d4', 'd5'], ['e4', 'e5']);
    const g = new ReferenceGame(REVERSI, cells, 1, { black: 0, white: 5 });
    // Under othello's rule black could play f3..f6 here.
    expect(new ReferenceGame(OTHELLO, cells, 1).legalMoves()).toEqual(squares('f3', 'f4', 'f5', 'f6'));
    expect(g.legalMoves()).toEqual([]);
    expect(() => g.play(sq('f4'))).toThrow();
    expect(g.isOver()).toBe(false);
    expect(g.canPass()).toBe(true);
    g.pass();
    expect(g.legalMoves()).toEqual(squares('c3', 'c4', 'c5', 'c6'));
    g.play(sq('c4'));
    expect(g.stock).toEqual({ black: 0, white: 4 });
    expect(g.toMove).toBe(1);
    expect(g.canPass()).toBe(true);
  });

  it('the last disc in hand can be played, then the player is out', () => {
    const g = new ReferenceGame(REVERSI, board(['d4', 'd5'], ['e4', 'e5']), 1, { black: 1, white: 0 });
    expect(g.isOver()).toBe(false);
    g.play(sq('f4'));
    expect(g.stock).toEqual({ black: 0, white: 0 });
    // Both hands empty: over, with 59 empty squares.
    expect(g.isOver()).toBe(true);
    expect(g.canPass()).toBe(false);
    expect(g.legalMoves()).toEqual([]);
  });
});

describe('free-placement', () => {
  const ring = squares('c3', 'd3', 'e3', 'f3', 'c4', 'f4', 'c5', 'f5', 'c6', 'd6', 'e6', 'f6');

  it('allows any empty square next to a disc, flipping nothing if nothing is flanked', () => {
    const g = ReferenceGame.start(FREE);
    expect(g.legalMoves()).toEqual(ring);
    expect(g.flips(sq('c3'))).toEqual([]);
    expect(g.flips(sq('d3'))).toEqual([sq('d4')]);
    expect(() => g.play(sq('b2'))).toThrow(); // not next to any disc
    g.play(sq('c3'));
    expect(g.counts()).toEqual({ black: 3, white: 2 });
    expect(g.cells[sq('d4')]).toBe(2);
    expect(g.toMove).toBe(2);
  });

  it('with mustCapture, only flanking moves', () => {
    const g = ReferenceGame.start(FREE_CAPTURE);
    expect(g.legalMoves()).toEqual(squares('d3', 'c4', 'f5', 'e6'));
    expect(() => g.play(sq('c3'))).toThrow();
  });

  it('is not over when one colour is gone, unlike othello', () => {
    const cells = board(['a1', 'b1', 'c1'], []);
    expect(new ReferenceGame(OTHELLO, cells, 2).isOver()).toBe(true);
    const g = new ReferenceGame(FREE, cells, 2);
    expect(g.isOver()).toBe(false);
    expect(g.legalMoves()).toEqual(squares('d1', 'a2', 'b2', 'c2', 'd2'));
    expect(new ReferenceGame(FREE_CAPTURE, cells, 2).isOver()).toBe(true);
  });

  it('is over when the board is full', () => {
    const cells: Cell[] = new Array<Cell>(64).fill(1);
    cells[63] = 2;
    const g = new ReferenceGame(FREE, cells, 1);
    expect(g.isOver()).toBe(true);
    expect(g.canPass()).toBe(false);
  });

  it('without voluntaryPass, may not pass with a move', () => {
    const g = ReferenceGame.start(FREE);
    expect(g.canPass()).toBe(false);
    expect(() => g.pass()).toThrow();
  });

  it('with voluntaryPass, two passes in a row end the game', () => {
    const g = ReferenceGame.start(FREE_PASS);
    expect(g.canPass()).toBe(true);
    g.pass();
    expect(g.toMove).toBe(2);
    expect(g.passesInRow).toBe(1);
    expect(g.isOver()).toBe(false);
    expect(g.legalMoves()).toEqual(ring);
    g.pass();
    expect(g.passesInRow).toBe(2);
    expect(g.isOver()).toBe(true);
    expect(g.legalMoves()).toEqual([]);
    expect(g.canPass()).toBe(false);
    expect(() => g.pass()).toThrow();
    expect(() => g.play(sq('c3'))).toThrow();
  });

  it('with voluntaryPass, a move after a pass resets the count', () => {
    const g = ReferenceGame.start(FREE_PASS);
    g.pass();
    g.play(sq('c3'));
    expect(g.passesInRow).toBe(0);
    g.pass();
    expect(g.isOver()).toBe(false);
  });
});

describe('illegal input', () => {
  it('play throws and leaves the position unchanged', () => {
    const g = ReferenceGame.start(OTHELLO);
    const before = g.clone();
    for (const bad of [sq('d4'), sq('e4'), sq('a1'), sq('c3'), -1, 64, 2.5, Number.NaN]) {
      expect(() => g.play(bad)).toThrow();
    }
    expect(() => g.flips(sq('a1'))).toThrow();
    expect(g).toEqual(before);
  });

  it('the constructor rejects malformed positions', () => {
    expect(() => new ReferenceGame(OTHELLO, [], 1)).toThrow();
    expect(() => new ReferenceGame(OTHELLO, new Array(64).fill(3) as Cell[], 1)).toThrow();
  });

  it('clone is independent', () => {
    const g = ReferenceGame.start(OTHELLO);
    const c = g.clone();
    c.play(sq('d3'));
    expect(g.cells).toEqual(ReferenceGame.start(OTHELLO).cells);
    expect(g.toMove).toBe(1);
    expect(g.stock).toEqual({ black: 30, white: 30 });
  });
});

describe('random games keep the bookkeeping straight', () => {
  // A small seeded generator so failures reproduce.
  function lcg(seed: number): () => number {
    let s = seed >>> 0;
    return () => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }

  const ruleSets: ReferenceRules[] = [OTHELLO, REVERSI, FREE, FREE_CAPTURE, FREE_PASS];
  for (const rules of ruleSets) {
    it(`${rules.name}${rules.mustCapture ? '+mustCapture' : ''}${rules.voluntaryPass ? '+voluntaryPass' : ''}`, () => {
      const random = lcg(12345);
      for (let game = 0; game < 12; game++) {
        const g = ReferenceGame.start(rules);
        let plies = 0;
        while (!g.isOver()) {
          expect(plies++).toBeLessThan(300);
          const moves = g.legalMoves();
          for (let i = 1; i < moves.length; i++) expect(moves[i]!).toBeGreaterThan(moves[i - 1]!);
          const passChance = rules.voluntaryPass ? 0.1 : 0;
          if (moves.length === 0 || random() < passChance) {
            expect(g.canPass()).toBe(true);
            const side = g.toMove;
            const passes = g.passesInRow;
            g.pass();
            expect(g.toMove).toBe(3 - side);
            expect(g.passesInRow).toBe(passes + 1);
            continue;
          }
          const square = moves[Math.floor(random() * moves.length)]!;
          const mover = g.toMove;
          const flipped = g.flips(square);
          if (rules.name !== 'free-placement' || rules.mustCapture) {
            // Reversi's opening moves are the only othello-like moves that flip nothing.
            if (g.cells.filter((c) => c !== 0).length >= 4) expect(flipped.length).toBeGreaterThan(0);
          }
          for (const s of flipped) expect(g.cells[s]).toBe(3 - mover);
          const before = g.cells.slice();
          const c0 = g.counts();
          g.play(square);
          const c1 = g.counts();
          const gained = mover === 1 ? c1.black - c0.black : c1.white - c0.white;
          const lost = mover === 1 ? c0.white - c1.white : c0.black - c1.black;
          expect(gained).toBe(flipped.length + 1);
          expect(lost).toBe(flipped.length);
          const expected = before.map((c, s) => (s === square || flipped.includes(s) ? mover : c));
          expect(g.cells).toEqual(expected);
          if (rules.name === 'reversi') {
            const c = g.counts();
            expect(g.stock.black + g.stock.white + c.black + c.white).toBe(64);
            expect(g.stock.black).toBeGreaterThanOrEqual(0);
            expect(g.stock.white).toBeGreaterThanOrEqual(0);
          }
        }
        expect(g.canPass()).toBe(false);
        expect(g.legalMoves()).toEqual([]);
      }
    });
  }
});
