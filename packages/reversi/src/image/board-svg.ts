// The board as SVG text: plain shapes in a fixed order, every number written the same way, the
// letters and digits drawn as strokes (stroke-font.ts). The same plan gives the same bytes in
// every runtime, and the image needs no font, stylesheet, script or network to show.
import type { Color } from '../notation/board-string.ts';
import { strokeText, svgNumber } from './stroke-font.ts';
import type { BoardSvgPlan } from './svg-options.ts';

/** The image's own units: a square is 100 wide; the board's rim and the margin for coordinates around it. */
const CELL = 100;
const RIM = 12;
const MARGIN = 56;
const DISC = 41;
const FILES = 'abcdefgh';

/** The page's colours (apps/web/src/styles.css), so that an exported image looks like the board it came from. */
const THEMES = {
  light: { background: '#f3f1ec', ink: '#1d2421', board: '#2e8b57', rim: '#1d5e3a' },
  dark: { background: '#121614', ink: '#e3e9e5', board: '#256f46', rim: '#143f27' },
} as const;
const DISC_FILL: Record<Color, string> = { black: '#111111', white: '#f5f5f5' };
const LAST_MOVE = '#e53935';
const HINT = '#ffffff';
const BEST_HINT = '#ffd54f';

const n = svgNumber;
const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');

/** The centre of a square (`'d3'`) in the image's units, the board's top-left corner at `origin`. */
function centreOf(square: string, origin: number): { x: number; y: number } {
  return { x: origin + (square.charCodeAt(0) - 97 + 0.5) * CELL, y: origin + (Number(square[1]) - 0.5) * CELL };
}

/** What the image says to a screen reader, and shows as a tooltip. */
function titleOf(plan: BoardSvgPlan): string {
  const where = plan.gameOver ? 'game over' : `${plan.turn} to move`;
  return `Reversi board (${plan.rules.name}), ${where}: black ${plan.score.black}, white ${plan.score.white}`;
}

/** Stroked text, with a dark outline under it so that it reads on any square or disc. */
function outlinedText(d: string, colour: string, width: number): string[] {
  return [
    `<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.55" stroke-width="${n(width * 2.2)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
}

/**
 * The SVG text of a board image: `toSVG`'s drawing, from a checked plan (svg-options.ts).
 *
 * @example
 * ```ts
 * const svg = boardSvg(planBoardSvg(game, { size: 400 }, playLine));
 * svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'); // true
 * ```
 */
export function boardSvg(plan: BoardSvgPlan): string {
  const colours = THEMES[plan.theme];
  const margin = plan.coordinates ? MARGIN : 0;
  const origin = margin + RIM;
  const total = 8 * CELL + 2 * RIM + 2 * margin;
  const lines: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${plan.size}" height="${plan.size}" viewBox="0 0 ${total} ${total}" role="img">`,
    `<title>${titleOf(plan)}</title>`,
  ];
  if (plan.coordinates) lines.push(`<rect width="${total}" height="${total}" fill="${colours.background}"/>`);
  lines.push(`<rect x="${margin}" y="${margin}" width="${8 * CELL + 2 * RIM}" height="${8 * CELL + 2 * RIM}" rx="8" fill="${colours.rim}"/>`);
  lines.push(`<rect x="${origin}" y="${origin}" width="${8 * CELL}" height="${8 * CELL}" fill="${colours.board}"/>`);
  const grid: string[] = [];
  for (let i = 1; i < 8; i++) grid.push(`M${origin + i * CELL} ${origin}v${8 * CELL}M${origin} ${origin + i * CELL}h${8 * CELL}`);
  lines.push(`<path d="${grid.join('')}" stroke="#000000" stroke-opacity="0.35" stroke-width="2"/>`);
  // The four points where the traditional board marks its centre's corners.
  const points = [2, 6].flatMap((row) => [2, 6].map((column) => `<circle cx="${origin + column * CELL}" cy="${origin + row * CELL}" r="6"/>`));
  lines.push(`<g fill="#000000" fill-opacity="0.5">${points.join('')}</g>`);

  if (plan.coordinates) {
    const labels = [...FILES].map((file, i) => strokeText(file, origin + (i + 0.5) * CELL, MARGIN / 2, 30));
    for (let row = 0; row < 8; row++) labels.push(strokeText(String(row + 1), MARGIN / 2, origin + (row + 0.5) * CELL, 30));
    lines.push(`<path class="coordinates" d="${labels.join('')}" fill="none" stroke="${colours.ink}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`);
  }

  const marked = new Set([...plan.hints.keys(), ...plan.line.map((move) => move.square)]);
  const legal = plan.legalMoves.filter((square) => !marked.has(square));
  if (legal.length > 0) {
    const fill = plan.turn === 'black' ? 'fill="#000000" fill-opacity="0.28"' : 'fill="#ffffff" fill-opacity="0.55"';
    const dots = legal.map((square) => {
      const { x, y } = centreOf(square, origin);
      return `<circle cx="${x}" cy="${y}" r="12"/>`;
    });
    lines.push(`<g class="legal-moves" ${fill}>${dots.join('')}</g>`);
  }

  for (const color of ['black', 'white'] as const) {
    const discs: string[] = [];
    plan.discs.forEach((row, r) =>
      row.forEach((disc, c) => {
        if (disc === color) discs.push(`<circle cx="${origin + (c + 0.5) * CELL}" cy="${origin + (r + 0.5) * CELL}" r="${DISC}"/>`);
      }),
    );
    if (discs.length > 0) lines.push(`<g class="${color}-discs" fill="${DISC_FILL[color]}" stroke="#000000" stroke-opacity="0.35" stroke-width="2">${discs.join('')}</g>`);
  }

  if (plan.lastMove !== null) {
    const { x, y } = centreOf(plan.lastMove, origin);
    lines.push(`<circle class="last-move" cx="${x}" cy="${y}" r="8" fill="${LAST_MOVE}"/>`);
  }

  if (plan.hints.size > 0) {
    const best = Math.max(...plan.hints.values());
    const hints: string[] = [];
    for (const [square, score] of plan.hints) {
      const { x, y } = centreOf(square, origin);
      hints.push(...outlinedText(strokeText(score > 0 ? `+${score}` : String(score), x, y, 30), score === best ? BEST_HINT : HINT, 5));
    }
    lines.push(`<g class="hints">${hints.join('')}</g>`);
  }

  if (plan.line.length > 0) {
    const moves = plan.line.map(({ square, color }, i) => {
      const { x, y } = centreOf(square, origin);
      const ink = DISC_FILL[other(color)];
      return (
        `<circle cx="${x}" cy="${y}" r="32" fill="${DISC_FILL[color]}" stroke="${ink}" stroke-width="3"/>` +
        `<path d="${strokeText(String(i + 1), x, y, 24)}" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    });
    lines.push(`<g class="line">${moves.join('')}</g>`);
  }

  lines.push('</svg>', '');
  return lines.join('\n');
}
