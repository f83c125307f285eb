// The one search driver: the host writes a request (request.ts), calls `think` (the best move, or
// several lines) or `solve` (the exact score), then reads the answer (answer.ts). Only this file
// decides which search runs: the rule set's, midgame or exact, one line or several, and what
// stands when the budget runs out. It holds this instance's search context (the first thread's,
// or a helper's once it serves) and hands it to every search, with the answer record it fills.
import { NO_MOVE, PASS } from "../moves";
import { countBits } from "../bitboard";
import { flankingMoves } from "../move-generation";
import { EVALUATION_SCRATCH_BYTES } from "../eval/index";
import { POSITION_STACK_BYTES, Position } from "../position";
import { CLEAR_TABLE, NEW_BUDGET, request } from "../request";
import { CAN_MOVE, CAN_PASS, GAME_OVER, OTHELLO, RULE_SET_MASK } from "../rules";
import { ANSWER_BYTES, ANSWER_RECORD_BYTES, Answer, LINE_EXACT, MAX_LINES } from "./answer";
import { leavePool, poolBudget, startBudget } from "./budget";
import { CONTEXT_BYTES, NODE_RECORDS_BYTES, SearchContext, startContext } from "./context";
import { solveInside, solveWindow } from "./endgame";
import { deepenAnyRules, solveAnyRules } from "./any-rules";
import { evaluate } from "./evaluation";
import { Solver, deepen, midgameSearchMode } from "./midgame";
import { MoveLists } from "./move-list";
import { HEIGHTS } from "./node";
import { ANY_RULES, ANY_RULES_EXACT, EXACT, MIDGAME, rankMoves, sortLines } from "./ranked-moves";
import { SCORE_INF, SCORE_MAX, finalScore } from "./score";
import { helpUntilStopped } from "./split";
import { attachHelper, finishJob, job, jobSequence, jobStopped, leaveJob, nextJob, postJob, posting, setHelpers, takesPart } from "./threads";
import { EXACT_SELECTIVITY, clearTable, sizeTable } from "./transposition-table";

/** From this many empties, a solve starts with a midgame search to order its moves. */
const PRESEARCH_MIN: i32 = 18;
const PRESEARCH_GAP: i32 = 12;
/**
 * The presearch only orders the first plies: at 29 empties (FFO #55) a depth of empties - 12 took
 * five minutes of an eighteen-minute solve, and depth 8 orders as well.
 */
const PRESEARCH_MAX_DEPTH: i32 = 8;
/** From this many empties, a solve goes through selective passes first. */
const SELECTIVE_MIN: i32 = 22;

/**
 * Multi-ProbCut's margin for `think` unless the host sets another, in tenths of a standard
 * deviation (probcut.ts); 0 searches full width. At 1.5, depth 8 at 20-26 empties takes a third
 * of the nodes and its move agrees with the exact solver as often; depth 10 in the midgame takes
 * an eighth (tools/bench/strength.ts).
 */
const PROBCUT_T10: i32 = 15;

/** This instance's search context: the first thread's, in static memory, until a helper's `serve` attaches its own. */
let context = startContext(memory.data(<i32>CONTEXT_BYTES, 16), new MoveLists(HEIGHTS), memory.data(<i32>NODE_RECORDS_BYTES, 16), memory.data(<i32>POSITION_STACK_BYTES, 16), memory.data(<i32>EVALUATION_SCRATCH_BYTES, 16));
prepare(context);

/** What every context of this module's searches starts with: the exact solver, `think`'s probcut margin. */
function prepare(ctx: SearchContext): void {
  ctx.solver = changetype<usize>(changetype<Solver>(solveInside));
  ctx.thinkProbcutT10 = PROBCUT_T10;
}

/** The answer of the last `think` or `solve`: what the host reads (`answer`). */
const last = changetype<Answer>(memory.data(<i32>ANSWER_RECORD_BYTES, 16));
last.clear();
context.answer = changetype<usize>(last);

/** Where the host writes its request (request.ts). */
export function requestAddress(): usize {
  return changetype<usize>(request);
}

/** Where the host reads the answer of the last `think` or `solve` (answer.ts). */
export function answerAddress(): usize {
  return changetype<usize>(last);
}

/** An instance's setting: its transposition table of 2^bits entries of 32 bytes, emptied. */
export function setTableSize(bits: i32): void {
  sizeTable(bits);
}

/** An instance's setting: Multi-ProbCut's margin for the `think` calls that follow (tenths of a standard deviation; 0: off). */
export function setProbcutMargin(t10: i32): void {
  context.thinkProbcutT10 = t10;
}

/**
 * Starts the call's budget and table as the request says: a new budget (the request's nodes and
 * deadline), the table emptied first, so that the same request always gets the same answer; or
 * either kept from the call before (a search's follow-ups, an analysis that keeps what it learned).
 */
function begin(ctx: SearchContext): void {
  if ((request.start & NEW_BUDGET) != 0) startBudget(ctx, request.maxNodes, request.deadline);
  else ctx.stopped = ctx.spent;
  last.nodes = ctx.nodes;
  if ((request.start & CLEAR_TABLE) != 0) clearTable();
}

/** The answer's nodes and whether the budget ran out, once a call is done. */
function end(ctx: SearchContext, answer: Answer): void {
  answer.nodes = ctx.nodes;
  answer.spent = ctx.spent;
}

/**
 * The best move for the request's position, under any rule set (see rules.ts for `rules` and the
 * counters): exact within `exactEmpties` empties of the end, else by iterative deepening to
 * `maxDepth` plies; with `lines` above 1, the root's moves ranked, the best `lines` of them with
 * their scores and lines proved (ranked-moves.ts). Whatever the budget, the answer is a searched
 * one: the position's moves are first scored a ply deep by the evaluation, outside the budget;
 * then each completed search replaces the answer of the one before, midgame iterations first, the
 * exact solve last. `avoided` root moves are left out where it searches an othello position beyond
 * `exactEmpties` with a move left (the midgame search), and ignored elsewhere: the opening
 * book's builder (tools/book) asks for the best move out of the book.
 */
export function think(): void {
  const ctx = context;
  begin(ctx);
  driveSearch(ctx, last, ctx.root().copy(request.position()), request.maxDepth, request.exactEmpties, request.avoided, min(max(request.lines, 1), MAX_LINES));
  end(ctx, last);
}

/**
 * `think` of a position in this thread's stack (its lines take the slots above), answered in
 * `answer`: the one search driver.
 */
function driveSearch(ctx: SearchContext, answer: Answer, position: Position, maxDepth: i32, exactEmpties: i32, avoided: u64, lines: i32): void {
  const rules = position.rules;
  const player = position.player;
  const opponent = position.opponent;
  const status = position.status();
  answer.clear();
  if ((status & GAME_OVER) != 0) {
    const score = finalScore(player, opponent);
    answer.keep(NO_MOVE, score, 0, true);
    answer.narrow(score, score);
    return;
  }
  if ((status & CAN_MOVE) == 0) {
    // A forced pass: the opponent's answer, negated, each line after the pass.
    driveSearch(ctx, answer, position.pass(), maxDepth, exactEmpties, 0, lines);
    answer.negate(PASS);
    passFirst(answer);
    return;
  }
  const empties = 64 - countBits(player | opponent);
  const othello = (rules & RULE_SET_MASK) == OTHELLO;
  if (!othello || empties <= exactEmpties || (flankingMoves(player, opponent) & ~avoided) == 0) avoided = 0;
  scoreOnePly(ctx, answer, position, (status & CAN_PASS) != 0, avoided, lines > 1);
  if (othello) {
    const posted = posting();
    if (posted) postJob(ctx);
    const moves = flankingMoves(player, opponent) & ~avoided;
    if (lines > 1) {
      if (empties <= exactEmpties) {
        if (empties >= PRESEARCH_MIN) rankMoves(ctx, answer, position, lines, MIDGAME, 1, presearchDepth(empties), midgameSearchMode(0, 0), solveChild);
        rankMoves(ctx, answer, position, lines, EXACT, empties, empties, 0, solveChild);
      } else {
        rankMoves(ctx, answer, position, lines, MIDGAME, 1, min(maxDepth, empties), midgameSearchMode(exactEmpties, ctx.thinkProbcutT10), solveChild);
      }
    } else if (empties <= exactEmpties) {
      solveOthello(ctx, answer, player, opponent, -SCORE_MAX, SCORE_MAX, presearch(ctx, answer, player, opponent, empties));
    } else {
      deepen(ctx, answer, player, opponent, maxDepth, exactEmpties, ctx.thinkProbcutT10, moves);
    }
    if (posted) ctx.nodes += finishJob(ctx);
  } else if (lines > 1) {
    if (empties <= exactEmpties) {
      rankMoves(ctx, answer, position, lines, ANY_RULES, 1, min(maxDepth, presearchDepth(empties)), 0, solveChild);
      rankMoves(ctx, answer, position, lines, ANY_RULES_EXACT, empties, empties, 0, solveChild);
    } else {
      rankMoves(ctx, answer, position, lines, ANY_RULES, 1, maxDepth, 0, solveChild);
    }
  } else if (empties <= exactEmpties) {
    deepenAnyRules(ctx, answer, position, min(maxDepth, presearchDepth(empties)));
    solveAnyRules(ctx, answer, position, -SCORE_MAX, SCORE_MAX);
  } else {
    deepenAnyRules(ctx, answer, position, maxDepth);
  }
  // The evaluation stays inside the score range (evaluation.ts): an end of it is a proof.
  const score = answer.score;
  if (!answer.exact && (score == SCORE_MAX || score == -SCORE_MAX)) {
    answer.exact = true;
    answer.depth = empties;
    answer.narrow(score, score);
  }
}

/** A forced pass's answer: each of the opponent's lines, for the side that passes, after its pass. */
function passFirst(answer: Answer): void {
  for (let i = 0; i < answer.lineCount; i++) {
    const line = answer.line(i);
    const length = min(<i32>line.length, 63);
    memory.copy(line.moves() + 1, line.moves(), <usize>length);
    store<u8>(line.moves(), <u8>PASS);
    line.length = <u8>(length + 1);
    line.score = -line.score;
  }
  // Every move's score is the opponent's negated: the order turns around, and the pass leads each line.
  if (answer.lineCount > 1) sortLines(answer);
}

/**
 * The one-ply answer every `think` starts from, so that no budget leaves it without a searched
 * move: each placement (and a voluntary pass) scored by the evaluation of its position, or by the
 * final score where it ends the game. The first best in square order wins, a pass last. With
 * `everyLine`, each move is also a line of the answer, best first (the search of several lines
 * ranks them from there); else the best alone is.
 */
function scoreOnePly(ctx: SearchContext, answer: Answer, position: Position, canPass: bool, avoided: u64, everyLine: bool): void {
  let moves = position.moves() & ~avoided;
  let bestMove = NO_MOVE;
  let best = -SCORE_INF;
  let count = 0;
  while (moves != 0) {
    const square = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const child = position.play(square);
    const over = (child.status() & GAME_OVER) != 0;
    const score = over ? -finalScore(child.player, child.opponent) : -evaluate(ctx, child.player, child.opponent);
    if (everyLine) answer.line(count).set(square, score, 1, over ? LINE_EXACT : 0);
    count++;
    if (score > best) {
      best = score;
      bestMove = square;
    }
  }
  if (canPass) {
    const over = (position.pass().status() & GAME_OVER) != 0;
    const score = over ? finalScore(position.player, position.opponent) : -evaluate(ctx, position.opponent, position.player);
    if (everyLine) answer.line(count).set(PASS, score, 1, over ? LINE_EXACT : 0);
    count++;
    if (score > best) {
      best = score;
      bestMove = PASS;
    }
  }
  ctx.nodes += <u64>count;
  answer.keep(bestMove, best, 1, false);
  if (everyLine) {
    answer.lineCount = count;
    sortLines(answer);
  } else {
    answer.line(0).set(bestMove, best, 1, 0);
    answer.lineCount = 1;
  }
}

/** How deep the midgame search that prepares an exact solve goes. */
@inline
function presearchDepth(empties: i32): i32 {
  return min(max(empties - PRESEARCH_GAP, 1), PRESEARCH_MAX_DEPTH);
}

/**
 * The midgame search before an exact solve: it fills the table with good moves, and guesses the
 * score, which it returns (0 when no iteration completed).
 */
function presearch(ctx: SearchContext, answer: Answer, player: u64, opponent: u64, empties: i32): i32 {
  return deepen(ctx, answer, player, opponent, presearchDepth(empties), 0, 0, flankingMoves(player, opponent));
}

/** A root move's answer in the search of several lines, which keeps none of its own (ranked-moves.ts). */
const childAnswer = changetype<Answer>(memory.data(<i32>ANSWER_BYTES, 16));

/** The exact solve of a root move's othello child (ranked-moves.ts): with the window (alpha, beta), around `guess`. */
function solveChild(ctx: SearchContext, player: u64, opponent: u64, alpha: i32, beta: i32, guess: i32): i32 {
  childAnswer.clear();
  return solveOthello(ctx, childAnswer, player, opponent, alpha, beta, guess);
}

/**
 * The exact score of the request's position for the side to move under any rule set, searched
 * with the request's window (alpha, beta): exact inside it, a bound outside. The answer's move is
 * its best; a spent budget leaves no answer (`spent`).
 */
export function solve(): void {
  const ctx = context;
  begin(ctx);
  const position = ctx.root().copy(request.position());
  const player = position.player;
  const opponent = position.opponent;
  const alpha = request.alpha;
  const beta = request.beta;
  const empties = 64 - countBits(player | opponent);
  const answer = last;
  answer.clear();
  if ((position.rules & RULE_SET_MASK) != OTHELLO) {
    solveAnyRules(ctx, answer, position, alpha, beta);
  } else {
    const posted = posting();
    if (posted) postJob(ctx);
    const guess = empties >= PRESEARCH_MIN && flankingMoves(player, opponent) != 0 ? presearch(ctx, answer, player, opponent, empties) : 0;
    const score = solveOthello(ctx, answer, player, opponent, alpha, beta, guess);
    if (posted) ctx.nodes += finishJob(ctx);
    // The score of a stopped solve means nothing; a completed one's is the answer's, bound or not.
    if (!ctx.stopped) {
      answer.score = score;
      answer.line(0).set(answer.move, score, empties, LINE_EXACT);
      answer.lineCount = 1;
    }
  }
  end(ctx, answer);
}

/**
 * Sets how many helper threads take part in the searches that follow (0: none); -1 tells every
 * helper to leave `serve`. Only for the threaded build's first instance (threads.ts).
 */
export function helpers(count: i32): void {
  setHelpers(count);
}

/**
 * A helper thread's life: takes the memory the first instance allocated for it (`helperContext`),
 * then helps at each search the first instance posts, until told to quit. Helper `index` (0..)
 * takes part while the first instance uses more than `index` helpers.
 */
export function serve(own: usize, index: i32): void {
  const ctx = attachHelper(own, index);
  prepare(ctx);
  context = ctx;
  let seen = jobSequence();
  for (;;) {
    seen = nextJob(seen);
    if (seen < 0) return;
    if (!takesPart(index)) continue;
    startBudget(ctx, job.nodeLimit, job.deadline);
    poolBudget(ctx, false);
    helpUntilStopped(ctx, jobStopped);
    leavePool(ctx);
    leaveJob(ctx.nodes);
  }
}

/**
 * The exact othello solve, after any presearch: far from the end, selective solves (probcut, ever
 * less daring) come first, each leaving the table good moves for the next and a better guess of
 * the score; then the exact solve. Each pass searches around the guess of the one before (with the
 * full window, the second selective pass of FFO #59 (+64) hunted its score for a hundred times the
 * nodes of the whole solve around the guess). Each completed pass's answer is kept. `guess` is the
 * presearch's score, where one ran.
 */
function solveOthello(ctx: SearchContext, answer: Answer, player: u64, opponent: u64, alpha: i32, beta: i32, guess: i32): i32 {
  const empties = 64 - countBits(player | opponent);
  const found = ctx.found();
  if (empties < PRESEARCH_MIN || flankingMoves(player, opponent) == 0) {
    const score = solveProving(ctx, answer, player, opponent, alpha, beta, EXACT_SELECTIVITY);
    if (!ctx.stopped) answer.keep(found.move, score, empties, true);
    return score;
  }
  if (empties >= SELECTIVE_MIN) {
    for (let selectivity = 1; selectivity < EXACT_SELECTIVITY && !ctx.stopped; selectivity++) {
      guess = solveAround(ctx, answer, player, opponent, alpha, beta, guess, selectivity);
      if (!ctx.stopped) answer.keep(found.move, guess, empties, false);
    }
  }
  const score = solveAround(ctx, answer, player, opponent, alpha, beta, guess, EXACT_SELECTIVITY);
  if (!ctx.stopped) answer.keep(found.move, score, empties, true);
  return score;
}

/**
 * `solveWindow` with an aspiration window: first whether the score is the guess, then, when it is
 * not, whether it is the bound that search returned, and so on. Final scores are even (empty
 * squares go to the winner), so (guess - 1, guess + 1) asks exactly that. A window at the guess
 * also keeps a wipeout's proof at the edge of the score range: with the full window, the exact
 * pass of FFO #59 (+64) went after middle scores and ran past billions of nodes; at the guess, and
 * ordered without the evaluation there (endgame.ts, EDGE), it takes about a thousand.
 */
function solveAround(ctx: SearchContext, answer: Answer, player: u64, opponent: u64, alpha: i32, beta: i32, guess: i32, selectivity: i32): i32 {
  guess &= ~1;
  let low = max(alpha, guess - 1);
  let high = min(beta, guess + 1);
  if (low >= high) {
    low = alpha;
    high = beta;
  }
  let score = solveProving(ctx, answer, player, opponent, low, high, selectivity);
  // A bound inside the caller's window: the next guess is the bound itself, often the score. FFO
  // #57 (-10; the passes guessed -8, the first search said at most -10): searching (alpha, -9)
  // next took 2.5 times the nodes, and the full window from the start 2.2 times.
  while (!ctx.stopped && alpha < score && score < beta && (score <= low || score >= high)) {
    low = max(alpha, score - 1);
    high = min(beta, score + 1);
    score = solveProving(ctx, answer, player, opponent, low, high, selectivity);
  }
  return score;
}

/**
 * `solveWindow` at `selectivity`, its findings in the context's `found`, whose proof, once the
 * solve is exact (not a selective pass), the root's answer keeps, a stopped search's included:
 * what the passes before the last proved stands when the budget runs out in it.
 */
function solveProving(ctx: SearchContext, answer: Answer, player: u64, opponent: u64, alpha: i32, beta: i32, selectivity: i32): i32 {
  const found = ctx.found();
  const score = solveWindow(ctx, player, opponent, alpha, beta, selectivity, found);
  if (selectivity == EXACT_SELECTIVITY) answer.narrow(<i32>found.lower, <i32>found.upper);
  return score;
}
