import { PASS } from "../moves";
import { countBits } from "../bitboard";
import { Position } from "../position";
import { CAN_MOVE, CAN_PASS, GAME_OVER } from "../rules";
import { spendNode } from "./budget";
import { evaluate } from "./evaluation";
import { SCORE_INF, SCORE_MAX, finalScore } from "./score";
import { Answer, LINE_BYTES, LINE_EXACT, LINE_MOVES, Line } from "./answer";
import { SearchContext } from "./context";

// Search and exact solving for every rule set, through the same rule functions as the game
// itself: plain fail-soft alpha-beta, no table (a position's value also depends on the discs in
// hand and on the passes before it), the pattern evaluation at the horizon. The othello search
// (midgame.ts, endgame.ts) is the fast one; this one is for the variants, whose trees are wider
// (free-placement) or whose rules need the counters (reversi).

/** A depth past the end of any game: 60 placements, and a pass at most before each and after the last. */
export const WHOLE_GAME: i32 = 128;

/**
 * The line each ply of the search in hand proved (the classic triangular table): a node that
 * proves a move's score inside its window sets its line to the move and the line its child left.
 * The first thread alone searches these rule sets, so the lines sit in static memory.
 */
const PLIES: i32 = WHOLE_GAME + 2;
const lines = memory.data(<i32>(<usize>PLIES * LINE_BYTES), 16);

@inline
function lineAt(ply: i32): Line {
  return changetype<Line>(lines + <usize>ply * LINE_BYTES);
}

/** Sets the line of `ply` to `move` and then the line of the ply above. */
function proveLine(ply: i32, move: i32, score: i32, depth: i32): void {
  const line = lineAt(ply);
  const child = lineAt(ply + 1);
  line.set(move, score, depth, 0);
  const length = min(<i32>child.length, LINE_MOVES - 1);
  memory.copy(line.moves() + 1, child.moves(), <usize>length);
  line.length = <u8>(length + 1);
}

/**
 * Alpha-beta to `depth` plies (a pass uses one); WHOLE_GAME reaches the end of any game: exact.
 * `ply` counts from the root; the line of each ply's moves proved inside the window is its line
 * (`lineAt`). Where `found` is given (at the root), its move is the best so far.
 */
function search(ctx: SearchContext, position: Position, depth: i32, alpha: i32, beta: i32, ply: i32, found: Answer | null): i32 {
  lineAt(ply).length = 0;
  if (spendNode(ctx)) return 0;
  const status = position.status();
  if ((status & GAME_OVER) != 0) return finalScore(position.player, position.opponent);
  if (depth <= 0) return evaluate(ctx, position.player, position.opponent);
  let best = -SCORE_INF;
  if ((status & CAN_MOVE) != 0) {
    let moves = position.moves();
    while (moves != 0) {
      const square = <i32>ctz<u64>(moves);
      moves &= moves - 1;
      const floor = max(alpha, best);
      const score = -search(ctx, position.play(square), depth - 1, -beta, -floor, ply + 1, null);
      if (ctx.stopped) return 0;
      if (score > best) {
        best = score;
        if (found) found.move = square;
        if (score >= beta) return best;
        if (score > floor) proveLine(ply, square, score, depth);
      }
    }
  }
  if ((status & CAN_PASS) != 0) {
    const floor = max(alpha, best);
    const score = -search(ctx, position.pass(), depth - 1, -beta, -floor, ply + 1, null);
    if (ctx.stopped) return 0;
    if (score > best) {
      best = score;
      if (found) found.move = PASS;
      if (score > floor && score < beta) proveLine(ply, PASS, score, depth);
    }
  }
  return best;
}

/**
 * A root move's child searched to `depth` plies with the window (alpha, beta), for the child's
 * side to move (WHOLE_GAME: exact); its line is then `childLine()`. The search of several lines
 * (ranked-moves.ts) ranks the root itself.
 */
export function searchChildAnyRules(ctx: SearchContext, child: Position, depth: i32, alpha: i32, beta: i32): i32 {
  return search(ctx, child, depth, alpha, beta, 1, null);
}

/** The line the last `searchChildAnyRules` proved from its child (of length 0 when none). */
export function childLine(): Line {
  return lineAt(1);
}

/** Copies the root's line (the last search's, ply 0) into line 0 of `answer`. */
function keepRootLine(answer: Answer): void {
  memory.copy(changetype<usize>(answer.line(0)), changetype<usize>(lineAt(0)), LINE_BYTES);
  answer.lineCount = 1;
}

/**
 * The exact score for the side to move under any rule set, with the window (alpha, beta),
 * fail-soft. Unless the budget stops it, its move, score and proof replace `answer`'s. The game
 * must not be over.
 */
export function solveAnyRules(ctx: SearchContext, answer: Answer, position: Position, alpha: i32, beta: i32): i32 {
  const found = ctx.found();
  found.move = PASS;
  const score = search(ctx, position, WHOLE_GAME, alpha, beta, 0, found);
  if (!ctx.stopped) {
    const empties = 64 - countBits(position.player | position.opponent);
    answer.keep(found.move, score, empties, true);
    answer.provedWithin(score, alpha, beta);
    if (lineAt(0).length == 0) lineAt(0).set(found.move, score, empties, 0);
    lineAt(0).depth = <u8>empties;
    lineAt(0).flags = LINE_EXACT;
    keepRootLine(answer);
  }
  return score;
}

/**
 * The best move under any rule set by iterative deepening to `maxDepth` plies: each completed
 * iteration's move, score and depth replace `answer`'s, so the last completed one stands when the
 * budget runs out. The game must not be over.
 */
export function deepenAnyRules(ctx: SearchContext, answer: Answer, position: Position, maxDepth: i32): void {
  const found = ctx.found();
  for (let depth = 1; depth <= maxDepth; depth++) {
    found.move = PASS;
    const score = search(ctx, position, depth, -SCORE_MAX, SCORE_MAX, 0, found);
    if (ctx.stopped) return;
    answer.keep(found.move, score, depth, false);
    // A root whose every move scores the window's edge proves none inside it: its move alone.
    if (lineAt(0).length == 0) lineAt(0).set(found.move, score, depth, 0);
    keepRootLine(answer);
  }
}
