// A game's lines: the main line and the variations tried beside it, as lichess's analysis board
// keeps them. Each line is its moves from the game's start, the main line first; together they
// form a tree (`variationTree`) in which a move belongs to the first line that plays it. No line
// is a beginning of another: such a line says nothing the longer one does not.

/** The moves of each line from the start, the main line first. */
export type Lines = readonly (readonly string[])[];

/** A move of the tree: the line it belongs to (the first that plays it), its place in that line, and what follows it. */
export interface VariationNode {
  move: string;
  line: number;
  /** The number of moves before it. */
  ply: number;
  /** The moves played after it, the one of its own line first, then the variations in the order of their lines. */
  next: VariationNode[];
}

/**
 * The lines as a tree: the first moves of the game (the main line's first, then each variation's).
 *
 * @example
 * ```ts
 * variationTree([['f5', 'd6'], ['f5', 'f6']]); // [{ move: 'f5', line: 0, ply: 0, next: [{ move: 'd6', line: 0, ... }, { move: 'f6', line: 1, ... }] }]
 * ```
 */
export function variationTree(lines: Lines): VariationNode[] {
  const roots: VariationNode[] = [];
  lines.forEach((moves, line) => {
    let level = roots;
    moves.forEach((move, ply) => {
      let node = level.find((child) => child.move === move);
      if (!node) {
        node = { move, line, ply, next: [] };
        level.push(node);
      }
      level = node.next;
    });
  });
  return roots;
}

/** Whether `line` begins with the moves of `prefix`. */
export const startsWith = (line: readonly string[], prefix: readonly string[]) => prefix.length <= line.length && prefix.every((move, i) => line[i] === move);

/** How many first moves two lines have in common. */
function sharedMoves(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The lines with `moves` among them, and the index of the line that holds them: an existing line
 * that begins with them, else a line that they continue (made longer), else a new variation at
 * the end.
 *
 * @example
 * ```ts
 * withLine([['f5', 'd6', 'c3']], ['f5', 'f6']); // { lines: [['f5', 'd6', 'c3'], ['f5', 'f6']], line: 1 }
 * withLine([['f5', 'd6', 'c3']], ['f5', 'd6']); // { lines: [['f5', 'd6', 'c3']], line: 0 }
 * ```
 */
export function withLine(lines: Lines, moves: readonly string[]): { lines: string[][]; line: number } {
  const copy = lines.map((line) => [...line]);
  const holding = copy.findIndex((line) => startsWith(line, moves));
  if (holding >= 0) return { lines: copy, line: holding };
  const continued = copy.findIndex((line) => startsWith(moves, line));
  if (continued >= 0) {
    copy[continued] = [...moves];
    return { lines: copy, line: continued };
  }
  copy.push([...moves]);
  return { lines: copy, line: copy.length - 1 };
}

/**
 * The lines after line `line` was replaced by `moves` (shortened by undo, lengthened by a move), and
 * where those moves now are: a line that would only begin another is dropped, and the moves are
 * found in the longer line.
 */
export function replaceLine(lines: Lines, line: number, moves: readonly string[]): { lines: string[][]; line: number } {
  // Of the lines that begin with the moves, the one that shares most of the old line's.
  const shared = (other: readonly string[]) => sharedMoves(other, lines[line]!);
  let holder = -1;
  lines.forEach((other, i) => {
    if (i !== line && startsWith(other, moves) && (holder < 0 || shared(other) > shared(lines[holder]!))) holder = i;
  });
  if (holder < 0) return { lines: lines.map((other, i) => [...(i === line ? moves : other)]), line };
  // The holder takes the dropped line's place when that was the main line: the game's main line goes on in it.
  const kept = lines.map((other) => [...other]);
  if (line === 0) {
    const [continued] = kept.splice(holder, 1);
    kept[0] = continued!;
    return { lines: kept, line: 0 };
  }
  kept.splice(line, 1);
  return { lines: kept, line: holder > line ? holder - 1 : holder };
}

/**
 * The lines with line `line` as the main line: it moves first, the others keep their order.
 *
 * @example
 * ```ts
 * promoteLine([['f5', 'd6'], ['f5', 'f6']], 1); // [['f5', 'f6'], ['f5', 'd6']]
 * ```
 */
export function promoteLine(lines: Lines, line: number): string[][] {
  return [lines[line]!, ...lines.filter((_, i) => i !== line)].map((moves) => [...moves]);
}

/**
 * The lines without variation `line` and every variation that branches off it (the main line
 * cannot go: throws).
 *
 * @example
 * ```ts
 * deleteLine([['f5', 'd6'], ['f5', 'f6'], ['f5', 'f6', 'e6']], 1); // [['f5', 'd6']]
 * ```
 */
export function deleteLine(lines: Lines, line: number): string[][] {
  if (line === 0) throw new Error('The main line cannot be deleted');
  // The line's own moves start where the tree gives it its first node; every line through that node goes.
  const own = firstOwnPly(lines, line);
  const prefix = lines[line]!.slice(0, own + 1);
  return lines.filter((moves) => !startsWith(moves, prefix)).map((moves) => [...moves]);
}

/** The number of moves line `line` shares with the lines before it: where it branches off. */
export function firstOwnPly(lines: Lines, line: number): number {
  return Math.max(0, ...lines.slice(0, line).map((earlier) => sharedMoves(lines[line]!, earlier)));
}
