import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { FORCED_PASS } from '../../test/support/forced-pass.ts';
import { IllegalMoveError, ParseError, ReversiError } from '../errors.ts';
import { init } from '../node.ts';
import { Reversi } from '../reversi.ts';

beforeAll(() => init());

/** The start position without coordinates, byte for byte: a change of the drawing must change this on purpose. */
const START_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 824 824" role="img">
<title>Reversi board (othello), black to move: black 2, white 2</title>
<rect x="0" y="0" width="824" height="824" rx="8" fill="#1d5e3a"/>
<rect x="12" y="12" width="800" height="800" fill="#2e8b57"/>
<path d="M112 12v800M12 112h800M212 12v800M12 212h800M312 12v800M12 312h800M412 12v800M12 412h800M512 12v800M12 512h800M612 12v800M12 612h800M712 12v800M12 712h800" stroke="#000000" stroke-opacity="0.35" stroke-width="2"/>
<g fill="#000000" fill-opacity="0.5"><circle cx="212" cy="212" r="6"/><circle cx="612" cy="212" r="6"/><circle cx="212" cy="612" r="6"/><circle cx="612" cy="612" r="6"/></g>
<g class="black-discs" fill="#111111" stroke="#000000" stroke-opacity="0.35" stroke-width="2"><circle cx="462" cy="362" r="41"/><circle cx="362" cy="462" r="41"/></g>
<g class="white-discs" fill="#f5f5f5" stroke="#000000" stroke-opacity="0.35" stroke-width="2"><circle cx="362" cy="362" r="41"/><circle cx="462" cy="462" r="41"/></g>
</svg>
`;

/**
 * Checks that `text` is one well-formed XML element (tags nested and closed, attributes quoted and
 * not repeated, no stray `<` or `&`), and returns its elements' names in document order.
 */
function wellFormed(text: string): string[] {
  const names: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[a-zA-Z][\w:-]*="[^"<&]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < text.length) {
    const next = text.indexOf('<', at);
    const between = text.slice(at, next === -1 ? undefined : next);
    expect(between, `text at ${at}`).not.toMatch(/[<>&]/);
    if (open.length === 0) expect(between.trim(), 'text outside the root').toBe('');
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(text);
    expect(match, `a malformed tag at ${next}: ${text.slice(next, next + 40)}`).not.toBeNull();
    const [, closing, name, attributes, selfClosing] = match!;
    const keys = [...attributes!.matchAll(/([a-zA-Z][\w:-]*)=/g)].map((key) => key[1]);
    expect(new Set(keys).size, `repeated attributes in <${name}>`).toBe(keys.length);
    if (closing) {
      expect(open.pop(), `</${name}> closes another element`).toBe(name);
    } else {
      if (open.length === 0) expect(names, 'a second root element').toEqual([]);
      names.push(name!);
      if (!selfClosing) open.push(name!);
    }
    at = tag.lastIndex;
  }
  expect(open, 'unclosed elements').toEqual([]);
  return names;
}

/** The contents of the element with this class, or undefined. */
const groupOf = (svg: string, name: string) => new RegExp(`<[a-z]+ class="${name}"[^>]*>(.*?)</g>|<[a-z]+ class="${name}"[^>]*/>`).exec(svg)?.[0];
const circlesIn = (svg: string, name: string) => (groupOf(svg, name) ?? '').match(/<circle /g)?.length ?? 0;
/** The square (a1..h8) at the centre of a circle in an image with coordinates (board at 68, 68). */
const squareAt = (cx: number, cy: number) => 'abcdefgh'[(cx - 68 - 50) / 100]! + String((cy - 68 - 50) / 100 + 1);

/** A game played from the start by random legal moves (or passes), stopped anywhere. */
const randomGame = fc.array(fc.nat(), { maxLength: 70 }).map((choices) => {
  const game = new Reversi();
  for (const choice of choices) {
    if (game.isGameOver()) break;
    const moves = game.moves();
    if (moves.length === 0) game.pass();
    else game.move(moves[choice % moves.length]!);
  }
  return game;
});

describe('toSVG', () => {
  it('draws the start position as this exact text', () => {
    expect(new Reversi().toSVG({ coordinates: false })).toBe(START_SVG);
  });

  it('is well-formed SVG, the same bytes each time, with one circle a disc of each colour', () => {
    fc.assert(
      fc.property(randomGame, fc.boolean(), fc.boolean(), (game, coordinates, legalMoves) => {
        const svg = game.toSVG({ coordinates, legalMoves });
        const names = wellFormed(svg);
        expect(names[0]).toBe('svg');
        expect(names[1]).toBe('title');
        expect(svg).toBe(game.toSVG({ coordinates, legalMoves }));
        const { black, white } = game.score();
        expect(circlesIn(svg, 'black-discs')).toBe(black);
        expect(circlesIn(svg, 'white-discs')).toBe(white);
        expect(circlesIn(svg, 'legal-moves')).toBe(legalMoves ? game.moves().length : 0);
        // The same position from its board string draws the same board: only the last move is the history's.
        expect(new Reversi(game.toString()).toSVG({ coordinates, legalMoves, lastMove: false })).toBe(game.toSVG({ coordinates, legalMoves, lastMove: false }));
      }),
      { numRuns: 60, seed: 19 },
    );
  });

  it('puts each disc on its square', () => {
    const game = new Reversi('f5d6c3d3c4');
    const svg = game.toSVG();
    const squaresOf = (color: string) =>
      [...groupOf(svg, `${color}-discs`)!.matchAll(/cx="(\d+)" cy="(\d+)"/g)].map(([, cx, cy]) => squareAt(Number(cx), Number(cy))).sort();
    const expected = (color: string) => 'abcdefgh'.split('').flatMap((file) => [1, 2, 3, 4, 5, 6, 7, 8].map((rank) => `${file}${rank}`)).filter((square) => game.get(square) === color).sort();
    expect(squaresOf('black')).toEqual(expected('black'));
    expect(squaresOf('white')).toEqual(expected('white'));
  });

  it('says what it shows in its title', () => {
    expect(new Reversi('f5').toSVG()).toContain('<title>Reversi board (othello), white to move: black 4, white 1</title>');
    expect(new Reversi('e6f4e3f6g5d6e7f5c5').toSVG()).toContain('<title>Reversi board (othello), game over: black 13, white 0</title>');
    expect(new Reversi(undefined, { rules: 'reversi' }).toSVG()).toContain('<title>Reversi board (reversi), black to move: black 0, white 0</title>');
  });

  it('takes a size in pixels, and keeps its own units', () => {
    const svg = new Reversi().toSVG({ size: 1000 });
    expect(svg).toMatch(/^<svg [^>]*width="1000" height="1000" viewBox="0 0 936 936"/);
    expect(new Reversi().toSVG()).toMatch(/^<svg [^>]*width="400" height="400"/);
    expect(new Reversi().toSVG({ size: 64 })).toMatch(/width="64"/);
    expect(new Reversi().toSVG({ size: 4096 })).toMatch(/width="4096"/);
  });

  it('draws the coordinates as strokes, with no text or font, unless asked not to', () => {
    const svg = new Reversi().toSVG();
    const coordinates = groupOf(svg, 'coordinates')!;
    // 16 labels; a letter or digit has one to three strokes, each a move-to.
    const strokes = /d="([^"]*)"/.exec(coordinates)![1]!.match(/M/g)!.length;
    expect(strokes).toBeGreaterThanOrEqual(16);
    expect(svg).not.toMatch(/<text|font|<style|<script|href|url\(/);
    const bare = new Reversi().toSVG({ coordinates: false });
    expect(groupOf(bare, 'coordinates')).toBeUndefined();
    expect(bare).toMatch(/viewBox="0 0 824 824"/);
  });

  it('marks the last disc placed, a square asked for, or none', () => {
    const lastMark = (svg: string) => {
      const match = /class="last-move" cx="(\d+)" cy="(\d+)"/.exec(svg);
      return match ? squareAt(Number(match[1]), Number(match[2])) : null;
    };
    expect(lastMark(new Reversi('f5d6c3').toSVG())).toBe('c3');
    expect(lastMark(new Reversi('f5d6c3').toSVG({ lastMove: true }))).toBe('c3');
    expect(lastMark(new Reversi('f5d6c3').toSVG({ lastMove: false }))).toBeNull();
    expect(lastMark(new Reversi().toSVG())).toBeNull();
    expect(lastMark(new Reversi(new Reversi('f5d6c3').toString()).toSVG())).toBeNull(); // a board string has no history
    expect(lastMark(new Reversi(new Reversi('f5d6c3').toString()).toSVG({ lastMove: 'C3' }))).toBe('c3');
    // After a pass, no disc was placed last.
    const passed = new Reversi(FORCED_PASS);
    passed.pass();
    expect(lastMark(passed.toSVG())).toBeNull();
  });

  it('marks the legal squares in the colour of the side to move', () => {
    const black = new Reversi().toSVG({ legalMoves: true });
    expect(circlesIn(black, 'legal-moves')).toBe(4);
    expect(groupOf(black, 'legal-moves')).toContain('fill="#000000"');
    const white = new Reversi('f5').toSVG({ legalMoves: true });
    expect(circlesIn(white, 'legal-moves')).toBe(3);
    expect(groupOf(white, 'legal-moves')).toContain('fill="#ffffff"');
    expect(groupOf(new Reversi().toSVG(), 'legal-moves')).toBeUndefined();
    expect(groupOf(new Reversi('e6f4e3f6g5d6e7f5c5').toSVG({ legalMoves: true }), 'legal-moves')).toBeUndefined();
  });

  it('writes hint scores on their squares, the best in gold, from a Map or an object', () => {
    const game = new Reversi();
    const svg = game.toSVG({ hints: { d3: 0, c4: -2, F5: 3, e6: 3, pa: 9 }, legalMoves: true });
    const hints = groupOf(svg, 'hints')!;
    // Each score is drawn twice (its outline, then itself): four squares, the pass left out.
    expect(hints.match(/<path /g)).toHaveLength(8);
    expect(hints.match(/stroke="#ffd54f"/g)).toHaveLength(2);
    expect(hints.match(/stroke="#ffffff"/g)).toHaveLength(2);
    // A hinted square shows its score, not the legal move's dot.
    expect(groupOf(svg, 'legal-moves')).toBeUndefined();
    expect(game.toSVG({ hints: new Map([['d3', 0], ['c4', -2], ['f5', 3], ['e6', 3]]) })).toBe(game.toSVG({ hints: { d3: 0, c4: -2, f5: 3, e6: 3 } }));
    expect(groupOf(game.toSVG({ hints: {} }), 'hints')).toBeUndefined();
    // From analyze, as the TSDoc shows.
    const analysed = new Reversi('f5d6c3');
    const fromAnalysis = new Map(analysed.analyze({ level: 3, book: false }).moves.map((move) => [move.move, move.score]));
    expect(groupOf(analysed.toSVG({ hints: fromAnalysis }), 'hints')!.match(/<path /g)).toHaveLength(2 * analysed.moves().length);
  });

  it('draws a line numbered in the colours of the sides that play it, passes unnumbered', () => {
    const game = new Reversi('f5d6c3');
    const line = groupOf(game.toSVG({ line: 'd3c4f4' }), 'line')!;
    const markers = [...line.matchAll(/<circle cx="(\d+)" cy="(\d+)" r="32" fill="(#[0-9a-f]+)"/g)].map(([, cx, cy, fill]) => [squareAt(Number(cx), Number(cy)), fill]);
    expect(markers).toEqual([
      ['d3', '#f5f5f5'],
      ['c4', '#111111'],
      ['f4', '#f5f5f5'],
    ]);
    expect(game.toSVG({ line: ['d3', 'c4', 'f4'] })).toBe(game.toSVG({ line: 'd3c4f4' }));
    expect(game.toSVG({ line: game.bestMove({ level: 4, book: false }).pv })).toContain('class="line"');
    // Black has no move here and passes; white's h7 is the line's first disc, written with the pass or without.
    const stuck = new Reversi(FORCED_PASS);
    const withPass = groupOf(stuck.toSVG({ line: ['pa', 'h7'] }), 'line')!;
    expect(withPass.match(/<circle [^>]*fill="#f5f5f5"/g)).toHaveLength(1);
    expect(stuck.toSVG({ line: 'h7' })).toBe(stuck.toSVG({ line: ['pa', 'h7'] }));
    expect(groupOf(game.toSVG({ line: [] }), 'line')).toBeUndefined();
    expect(game.toString()).toBe(new Reversi('f5d6c3').toString());
  });

  it('takes a dark theme: the colours around the board', () => {
    const dark = new Reversi().toSVG({ theme: 'dark' });
    expect(dark).toContain('fill="#121614"');
    expect(dark).toContain('stroke="#e3e9e5"');
    expect(new Reversi().toSVG({ theme: 'light' })).toBe(new Reversi().toSVG());
  });

  describe('refuses bad options, naming the option, and leaves the game as it was', () => {
    const refused = (options: unknown) => {
      const game = new Reversi('f5d6c3');
      const error = caught(() => game.toSVG(options as never));
      expect({ board: game.toString(), history: game.history() }).toEqual({ board: new Reversi('f5d6c3').toString(), history: ['f5', 'd6', 'c3'] });
      return error;
    };

    it.each([
      ['toSVG() takes its options as an object like { size: 400 }, got null', null],
      ['toSVG() takes its options as an object like { size: 400 }, got an array', []],
      ['toSVG() takes its options as an object like { size: 400 }, got "big"', 'big'],
      ['toSVG() has no option "sise": it takes size, coordinates, lastMove, legalMoves, hints, line, theme', { sise: 400 }],
      ['size must be a whole number of pixels from 64 to 4096, got 63', { size: 63 }],
      ['size must be a whole number of pixels from 64 to 4096, got 4097', { size: 4097 }],
      ['size must be a whole number of pixels from 64 to 4096, got 400.5', { size: 400.5 }],
      ['size must be a whole number of pixels from 64 to 4096, got "400"', { size: '400' }],
      ['size must be a whole number of pixels from 64 to 4096, got a bigint', { size: 400n }],
      ['size must be a whole number of pixels from 64 to 4096, got null', { size: null }],
      ['coordinates must be true or false, got "yes"', { coordinates: 'yes' }],
      ['legalMoves must be true or false, got 1', { legalMoves: 1 }],
      ['lastMove must be true, false or a square like "d3", got "z9"', { lastMove: 'z9' }],
      ['lastMove must be true, false or a square like "d3", got null', { lastMove: null }],
      ['lastMove must be a square with a disc on it, got "a1" (empty)', { lastMove: 'a1' }],
      ['hints must be a Map or an object of scores by square, like { d3: 4 }, got an array', { hints: [['d3', 1]] }],
      ['hints must be a Map or an object of scores by square, like { d3: 4 }, got "d3:1"', { hints: 'd3:1' }],
      ['hints must be keyed by squares like "d3", got the key "z9"', { hints: { z9: 1 } }],
      ['hints must be keyed by squares like "d3", got the key 19', { hints: new Map([[19, 1]]) }],
      ['hints.d3 must be a whole number of discs from -64 to 64, got 1.5', { hints: { d3: 1.5 } }],
      ['hints.d3 must be a whole number of discs from -64 to 64, got "4"', { hints: { D3: '4' } }],
      ['hints.d3 must be a whole number of discs from -64 to 64, got 65', { hints: { d3: 65 } }],
      ['hints.pa must be a whole number of discs from -64 to 64, got "x"', { hints: { pa: 'x' } }],
      ['hints gives d3 twice', { hints: { d3: 1, D3: 2 } }],
      ['hints.d4 must be on an empty square: d4 holds a disc', { hints: { d4: 1 } }],
      ['line must be a transcript like "f4e3f6" or an array of moves, got 5', { line: 5 }],
      ['line[1] must be a square like "d3" or "pa", got "c44"', { line: ['d3', 'c44'] }],
      ['line[1] must be a square like "d3" or "pa", got null', { line: ['d3', null] }],
      ['theme must be "light" or "dark", got "blue"', { theme: 'blue' }],
      ['theme must be "light" or "dark", got null', { theme: null }],
    ])('%s', (message, options) => {
      const error = refused(options);
      expect(error.code).toBe('INVALID_ARGUMENT');
      expect(error.message).toBe(message);
    });

    it('an illegal or unreadable line, as the wrapper says it of moves, said to be the line’s', () => {
      const illegal = refused({ line: 'd3a1' }) as IllegalMoveError;
      expect(illegal).toBeInstanceOf(IllegalMoveError);
      expect(illegal).toMatchObject({ move: 'a1', moveNumber: 2, message: 'line: The 2nd move, a1, is illegal: it flanks no white disc' });
      const unreadable = refused({ line: 'd3z9' }) as ParseError;
      expect(unreadable).toBeInstanceOf(ParseError);
      expect(unreadable.message).toMatch(/^line: /);
      expect(refused({ line: ['d3', 'a1'] }).message).toBe('line: The 2nd move, a1, is illegal: it flanks no white disc');
      expect(caught(() => new Reversi('e6f4e3f6g5d6e7f5c5').toSVG({ line: 'a1' }))).toBeInstanceOf(ReversiError);
    });
  });
});
