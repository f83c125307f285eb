import { PASS } from "../moves";
import { countBits } from "../bitboard";
import { Position } from "../position";
import { GAME_OVER } from "../rules";
import { Answer, LINE_AT_MOST, LINE_BYTES, LINE_EXACT, Line, MAX_LINES } from "./answer";
import { WHOLE_GAME, childLine, searchChildAnyRules } from "./any-rules";
import { SearchContext } from "./context";
import { searchChild } from "./midgame";
import { followLine } from "./proved-lines";
import { SCORE_MAX, finalScore } from "./score";

// The search of several lines (`think` asked for more than one): the root's moves ranked, the best
// `lines` of them each with its score proved and the line that proved it, as Stockfish's MultiPV
// and Edax's hints do: one iterative deepening on one table and one budget. Each iteration searches
// the root's moves in the order of the last one's, each of the first `lines` with a window of its
// own (an aspiration window around its last score, in the midgame), every other first with a null
// window at the worst of the scores proved so far: a move that fails there keeps that bound
// (LINE_AT_MOST); one that does not is searched for its score and joins them. The othello midgame
// search, its exact solver and the search of every rule set rank the root alike (the kinds below).
// The answer's lines (answer.ts) start as every move's one-ply score (control.ts); a midgame
// iteration replaces them once it completes, an exact search each move as it is proved.

/** How a root move's child is searched: the othello midgame, othello's exact solver, or any rule set's search, to a depth or to the end. */
export const MIDGAME: i32 = 0;
export const EXACT: i32 = 1;
export const ANY_RULES: i32 = 2;
export const ANY_RULES_EXACT: i32 = 3;

/** The exact solve of an othello child with the window (alpha, beta) around a guess of its score (control.ts). */
export type ChildSolver = (ctx: SearchContext, player: u64, opponent: u64, alpha: i32, beta: i32, guess: i32) => i32;

/** The iteration in hand's moves, in the order they are searched (the first thread alone ranks a root). */
const working = memory.data(<i32>(<usize>(MAX_LINES + 1) * LINE_BYTES), 16);
/** The scores proved so far in the iteration in hand, best first. */
const proved = new StaticArray<i32>(MAX_LINES);

@inline
function workingLine(index: i32): Line {
  return changetype<Line>(working + <usize>index * LINE_BYTES);
}

/**
 * Ranks the root's moves (the answer's lines) by the iterations `from` to `to` of the search of
 * `kind` (an exact kind searches once, to the end), proving the best `lines` of them.
 * `searchMode` is the midgame search's (midgame.ts); `solver` is the exact kind's.
 */
export function rankMoves(ctx: SearchContext, answer: Answer, root: Position, lines: i32, kind: i32, from: i32, to: i32, searchMode: i32, solver: ChildSolver): void {
  const exact = kind == EXACT || kind == ANY_RULES_EXACT;
  const empties = 64 - countBits(root.player | root.opponent);
  for (let depth = from; depth <= to; depth++) {
    const count = answer.lineCount;
    memory.copy(working, changetype<usize>(answer.line(0)), <usize>count * LINE_BYTES);
    let found = 0;
    for (let i = 0; i < count && !ctx.stopped; i++) {
      const line = workingLine(i);
      const move = line.moveAt(0);
      const child = move == PASS ? root.pass() : root.play(move);
      let score: i32;
      let flags: u8 = exact ? LINE_EXACT : 0;
      if ((child.status() & GAME_OVER) != 0) {
        score = -finalScore(child.player, child.opponent);
        flags = LINE_EXACT;
        line.length = 1;
      } else if (found < lines) {
        score = scoreOf(ctx, child, kind, depth, line, -SCORE_MAX, searchMode, solver);
      } else {
        // A null window at the worst proved score: most moves fail there, keeping a bound.
        const floor = unchecked(proved[lines - 1]);
        score = -childScore(ctx, child, kind, depth, -floor - 1, -floor, searchMode, solver, -line.score);
        if (score > floor && !ctx.stopped) score = scoreOf(ctx, child, kind, depth, line, floor, searchMode, solver);
        if (score <= floor) {
          flags |= LINE_AT_MOST;
          line.length = 1;
        }
      }
      if (ctx.stopped) break;
      // The evaluation stays inside the score range (evaluation.ts): an end of it is a proof.
      if (score == SCORE_MAX || score == -SCORE_MAX) flags |= LINE_EXACT;
      line.score = <i8>score;
      line.depth = <u8>(exact ? empties : depth);
      line.flags = flags;
      if ((flags & LINE_AT_MOST) == 0) found = insertProved(score, found);
      if (exact) keepMove(answer, line);
    }
    if (ctx.stopped) return;
    if (!exact) {
      memory.copy(changetype<usize>(answer.line(0)), working, <usize>count * LINE_BYTES);
      sortLines(answer);
    }
    const best = answer.line(0);
    answer.keep(best.moveAt(0), best.score, best.depth, exact);
    if (exact) answer.narrow(best.score, best.score);
  }
}

/**
 * A root move's score, searched inside a window above `floor` (an exact lower end, or -SCORE_MAX):
 * in the midgame by aspiration around its last score, widened on a fail; its line set as it is
 * proved. A score at or below `floor` proves only that bound.
 */
function scoreOf(ctx: SearchContext, child: Position, kind: i32, depth: i32, line: Line, floor: i32, searchMode: i32, solver: ChildSolver): i32 {
  let low = floor;
  let high = SCORE_MAX;
  let delta = 4;
  if (kind == MIDGAME) {
    low = max(<i32>line.score - delta, floor);
    high = min(<i32>line.score + delta, SCORE_MAX);
    if (low >= high) {
      low = floor;
      high = SCORE_MAX;
    }
  }
  let score: i32;
  for (;;) {
    score = -childScore(ctx, child, kind, depth, -high, -low, searchMode, solver, -line.score);
    if (ctx.stopped) return 0;
    if (score <= low && low > floor) {
      low = max(score - delta, floor);
    } else if (score >= high && high < SCORE_MAX) {
      high = min(score + delta, SCORE_MAX);
    } else {
      break;
    }
    delta *= 2;
  }
  if (kind == MIDGAME) {
    followLine(line, child.player, child.opponent, depth - 1, -score);
  } else if (kind == EXACT) {
    line.length = 1;
  } else {
    const childProved = childLine();
    const length = min(<i32>childProved.length, 63);
    memory.copy(line.moves() + 1, childProved.moves(), <usize>length);
    line.length = <u8>(length + 1);
  }
  return score;
}

/** The child of a root move searched with the window (alpha, beta), for the child's side to move; `guess` is its last score. */
function childScore(ctx: SearchContext, child: Position, kind: i32, depth: i32, alpha: i32, beta: i32, searchMode: i32, solver: ChildSolver, guess: i32): i32 {
  if (kind == MIDGAME) return searchChild(ctx, child.player, child.opponent, depth - 1, alpha, beta, searchMode);
  if (kind == EXACT) return solver(ctx, child.player, child.opponent, alpha, beta, guess);
  return searchChildAnyRules(ctx, child, kind == ANY_RULES ? depth - 1 : WHOLE_GAME, alpha, beta);
}

/** Adds a proved score to `proved` (of `count`, best first); returns the new count. */
function insertProved(score: i32, count: i32): i32 {
  let i = min(count, MAX_LINES - 1);
  while (i > 0 && unchecked(proved[i - 1]) < score) {
    unchecked((proved[i] = proved[i - 1]));
    i--;
  }
  unchecked((proved[i] = score));
  return count + 1;
}

/** An exact search's move as it is proved: its line in the answer replaced, the lines sorted again. */
function keepMove(answer: Answer, line: Line): void {
  for (let i = 0; i < answer.lineCount; i++) {
    const kept = answer.line(i);
    if (kept.moveAt(0) == line.moveAt(0)) memory.copy(changetype<usize>(kept), changetype<usize>(line), LINE_BYTES);
  }
  sortLines(answer);
  const best = answer.line(0);
  answer.keep(best.moveAt(0), best.score, best.depth, false);
}

/** Sorts the answer's lines best first, stably: a score before an equal bound (LINE_AT_MOST). */
export function sortLines(answer: Answer): void {
  const scratch = changetype<Line>(working + <usize>MAX_LINES * LINE_BYTES);
  for (let i = 1; i < answer.lineCount; i++) {
    memory.copy(changetype<usize>(scratch), changetype<usize>(answer.line(i)), LINE_BYTES);
    let j = i;
    while (j > 0 && before(scratch, answer.line(j - 1))) {
      memory.copy(changetype<usize>(answer.line(j)), changetype<usize>(answer.line(j - 1)), LINE_BYTES);
      j--;
    }
    if (j != i) memory.copy(changetype<usize>(answer.line(j)), changetype<usize>(scratch), LINE_BYTES);
  }
}

@inline
function before(a: Line, b: Line): bool {
  if (a.score != b.score) return a.score > b.score;
  return (a.flags & LINE_AT_MOST) == 0 && (b.flags & LINE_AT_MOST) != 0;
}
