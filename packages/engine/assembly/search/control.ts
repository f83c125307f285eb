// The one search driver: the host sets a budget, calls `think` (the best move) or `solve` (the
// exact score), then reads how it went. Only this file decides which search runs: the rule set's,
// midgame or exact, and what stands when the budget runs out. It holds this instance's search
// context (the first thread's, or a helper's once it serves) and hands it to every search, with
// the answer record the call fills (answer.ts): the host's last call's, or a queued position's.
import { NO_MOVE, PASS } from "../moves";
import { countBits } from "../bitboard";
import { flankingMoves } from "../move-generation";
import { EVALUATION_SCRATCH_BYTES } from "../eval/index";
import { POSITION_STACK_BYTES, Position } from "../position";
import { CAN_MOVE, CAN_PASS, GAME_OVER, OTHELLO, RULE_SET_MASK } from "../rules";
import { ANSWER_BYTES, Answer } from "./answer";
import { chargeNodes, leavePool, poolBudget, startBudget } from "./budget";
import { CONTEXT_BYTES, NODE_RECORDS_BYTES, SearchContext, startContext } from "./context";
import { solveInside, solveWindow } from "./endgame";
import { deepenAnyRules, solveAnyRules } from "./any-rules";
import { evaluate } from "./evaluation";
import { Solver, deepen } from "./midgame";
import { MoveLists } from "./move-list";
import { HEIGHTS } from "./node";
import { SCORE_INF, SCORE_MAX, finalScore } from "./score";
import { answerDone, answered, closeQueue, openQueue, positionsDone, queueDone, queuePosition, queuedCount, queuedPosition, queuedAnswer, takePosition } from "./root-queue";
import { helpUntil, helpUntilStopped } from "./split";
import { attachHelper, finishJob, job, jobSequence, jobStopped, leaveJob, nextJob, postBatch, postJob, posting, setHelpers, takesPart } from "./threads";
import { EXACT_SELECTIVITY, clearTable, moveOf, probe, sizeTable } from "./transposition-table";

/** A batch of exact solves from this many empties, or of midgame searches from this depth, is spread over the threads. */
const SPREAD_MIN_EMPTIES: i32 = 12;
const SPREAD_MIN_DEPTH: i32 = 5;

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

/** Sets Multi-ProbCut's margin for the `think` calls that follow (0: off). */
export function probcut(t10: i32): void {
  context.thinkProbcutT10 = t10;
}

/** The answer of the last `think` or `solve`, which the result functions read. */
const last = changetype<Answer>(memory.data(<i32>ANSWER_BYTES, 16));
last.clear();

/** Sizes the transposition table to 2^bits entries of 32 bytes and clears it. */
export function tableSize(bits: i32): void {
  sizeTable(bits);
}

/**
 * Starts a search for the calls that follow: at most `maxNodes` nodes (0: no limit), until the host
 * clock reads `deadlineMs` (0: no deadline), on a cleared table, so that the same calls always
 * give the same answers.
 */
export function limits(maxNodes: u64, deadlineMs: f64): void {
  startBudget(context, maxNodes, deadlineMs);
  clearTable();
}

/**
 * The best move for the side to move, under any rule set (see rules.ts for `rules` and the
 * counters): exact within `exactEmpties` empties of the end, else by iterative deepening to
 * `maxDepth` plies. Returns the score; `resultMove` and the others say the rest. Whatever the
 * budget, the answer is a searched one: the position's moves are first scored a ply deep by the
 * evaluation, outside the budget; then each completed search replaces the answer of the one
 * before, midgame iterations first, the exact solve last. `avoided` root moves are left out where
 * it searches an othello position beyond its exact horizon with a move left (the midgame search),
 * and ignored elsewhere: the opening book's builder (tools/book) asks for the best move out of
 * the book.
 */
export function think(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
  maxDepth: i32,
  exactEmpties: i32,
  avoided: u64,
): i32 {
  return driveSearch(context, last, context.root().set(rules, player, opponent, playerStock, opponentStock, passes), maxDepth, exactEmpties, avoided);
}

/**
 * `think` of a position in this thread's stack (its lines take the slots above), answered in
 * `answer`: the one search driver. Returns the answer's score.
 */
function driveSearch(ctx: SearchContext, answer: Answer, position: Position, maxDepth: i32, exactEmpties: i32, avoided: u64): i32 {
  const rules = position.rules;
  const player = position.player;
  const opponent = position.opponent;
  const status = position.status();
  answer.clear();
  if ((status & GAME_OVER) != 0) {
    const score = finalScore(player, opponent);
    answer.keep(NO_MOVE, score, 0, true);
    answer.narrow(score, score);
    return score;
  }
  if ((status & CAN_MOVE) == 0) {
    // A forced pass: the opponent's answer, negated.
    driveSearch(ctx, answer, position.pass(), maxDepth, exactEmpties, 0);
    answer.negate(PASS);
    return answer.score;
  }
  const empties = 64 - countBits(player | opponent);
  const othello = (rules & RULE_SET_MASK) == OTHELLO;
  if (!othello || empties <= exactEmpties || (flankingMoves(player, opponent) & ~avoided) == 0) avoided = 0;
  scoreOnePly(ctx, answer, position, (status & CAN_PASS) != 0, avoided);
  if (othello) {
    const posted = posting();
    if (posted) postJob(ctx);
    if (empties <= exactEmpties) {
      solveOthello(ctx, answer, player, opponent, -SCORE_MAX, SCORE_MAX, presearch(ctx, answer, player, opponent, empties));
    } else {
      deepen(ctx, answer, player, opponent, maxDepth, exactEmpties, ctx.thinkProbcutT10, flankingMoves(player, opponent) & ~avoided);
    }
    if (posted) ctx.nodes += finishJob();
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
  return score;
}

/**
 * The one-ply answer every `think` starts from, so that no budget leaves it without a searched
 * move: each placement (and a voluntary pass) scored by the evaluation of its position, or by the
 * final score where it ends the game. The first best in square order wins, a pass last.
 */
function scoreOnePly(ctx: SearchContext, answer: Answer, position: Position, canPass: bool, avoided: u64): void {
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
    count++;
    if (score > best) {
      best = score;
      bestMove = square;
    }
  }
  if (canPass) {
    const over = (position.pass().status() & GAME_OVER) != 0;
    const score = over ? finalScore(position.player, position.opponent) : -evaluate(ctx, position.opponent, position.player);
    count++;
    if (score > best) {
      best = score;
      bestMove = PASS;
    }
  }
  chargeNodes(ctx, count);
  answer.keep(bestMove, best, 1, false);
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

/**
 * The exact score of a position for the side to move under any rule set, searched with the window
 * (alpha, beta): exact inside it, a bound outside. `resultMove` is its best move; a spent budget
 * leaves no answer (`budgetSpent`).
 */
export function solve(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
  alpha: i32,
  beta: i32,
): i32 {
  const ctx = context;
  const empties = 64 - countBits(player | opponent);
  const answer = last;
  answer.clear();
  if ((rules & RULE_SET_MASK) != OTHELLO) {
    return solveAnyRules(ctx, answer, ctx.root().set(rules, player, opponent, playerStock, opponentStock, passes), alpha, beta);
  }
  const posted = posting();
  if (posted) postJob(ctx);
  const guess = empties >= PRESEARCH_MIN && flankingMoves(player, opponent) != 0 ? presearch(ctx, answer, player, opponent, empties) : 0;
  const score = solveOthello(ctx, answer, player, opponent, alpha, beta, guess);
  if (posted) ctx.nodes += finishJob();
  return score;
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
    if (job.batch != 0) {
      startBudget(ctx, job.nodeLimit, job.deadline);
      poolBudget(ctx, false);
      ctx.thinkProbcutT10 = job.probcutT10;
      thinkTaken(ctx, job.maxDepth, job.exactEmpties);
      leavePool(ctx);
    } else {
      startBudget(ctx, 0, 0);
    }
    helpUntilStopped(ctx, jobStopped);
    leaveJob(ctx.nodes);
  }
}

/**
 * Queues a position for the next `thinkQueued` (the arguments as `think` takes them); returns its
 * index in the batch, or -1 when the batch is full (root-queue.ts, MAX_ROOTS).
 */
export function queue(rules: i32, player: u64, opponent: u64, playerStock: i32, opponentStock: i32, passes: i32): i32 {
  return queuePosition(context.root().set(rules, player, opponent, playerStock, opponentStock, passes));
}

/**
 * Runs `think` on every queued position, on the budget `limits` set: one after another on one
 * thread; spread over the threads where helpers serve, each thread taking the next position and,
 * once none is left, helping at the splits of the searches still running. Each position's answer
 * is `think`'s (a searched one, whatever the budget); `queuedResult`, `queuedMove`,
 * `queuedDepth` and `queuedExact` read it. The next `queue` starts a new batch.
 */
export function thinkQueued(maxDepth: i32, exactEmpties: i32): void {
  const ctx = context;
  openQueue();
  const spread = posting() && !ctx.spent && queuedCount() > 1 && worthSpreading(maxDepth, exactEmpties);
  if (spread) {
    // The pool starts before the helpers wake: started after, its store would drop what a quick
    // helper had added (a loaded machine let a budget run 16,080 nodes over instead of 8,192).
    poolBudget(ctx, true);
    postBatch(ctx, maxDepth, exactEmpties, ctx.thinkProbcutT10, ctx.nodeLimit, ctx.deadline);
  }
  thinkTaken(ctx, maxDepth, exactEmpties);
  if (spread) {
    helpUntil(ctx, queueDone);
    leavePool(ctx);
    ctx.nodes += finishJob();
  }
  closeQueue();
}

/**
 * Whether a batch's searches are large enough to wake the helpers for: as large as those that
 * open split points (midgame.ts, endgame.ts). The positions of a batch are one position's
 * children, with the same empties; the first iterations of an `analyze` search them a few plies
 * deep, in less time than the helpers take to wake.
 */
function worthSpreading(maxDepth: i32, exactEmpties: i32): bool {
  const root = queuedPosition(0);
  const empties = 64 - countBits(root.player | root.opponent);
  return empties <= exactEmpties ? empties >= SPREAD_MIN_EMPTIES : maxDepth >= SPREAD_MIN_DEPTH;
}

/** Searches queued positions, one at a time, until none is left to take. */
function thinkTaken(ctx: SearchContext, maxDepth: i32, exactEmpties: i32): void {
  for (let index = takePosition(); index >= 0; index = takePosition()) {
    // A copy in this thread's stack: the lines of its search take the slots above it.
    const answer = queuedAnswer(index);
    driveSearch(ctx, answer, ctx.root().copy(queuedPosition(index)), maxDepth, exactEmpties, 0);
    answer.spent = ctx.spent;
    answerDone();
  }
}

/** How many positions of the batch in hand (or the last) have their answer: a host's progress reads it. */
export function queuedDone(): i32 {
  return positionsDone();
}

/**
 * The score of queued position `index` of the last batch, for its side to move. 0 for an index
 * outside the batch, and once `queue` has started the next (as the other `queued*` answers).
 */
export function queuedResult(index: i32): i32 {
  return answered(index) ? queuedAnswer(index).score : 0;
}

/** The best move of queued position `index` (as `resultMove` says it; NO_MOVE outside the batch). */
export function queuedMove(index: i32): i32 {
  return answered(index) ? queuedAnswer(index).move : NO_MOVE;
}

/** The depth of queued position `index`'s answer (as `resultDepth` says it). */
export function queuedDepth(index: i32): i32 {
  return answered(index) ? queuedAnswer(index).depth : 0;
}

/** 1 when queued position `index`'s score is exact. */
export function queuedExact(index: i32): i32 {
  return answered(index) && queuedAnswer(index).exact ? 1 : 0;
}

/** 1 when the budget ran out before the search of queued position `index` ended (its answer is then an earlier iteration's). */
export function queuedSpent(index: i32): i32 {
  return answered(index) && queuedAnswer(index).spent ? 1 : 0;
}

/**
 * The exact othello solve, after any presearch: far from the end, selective solves (probcut, ever
 * less daring) come first, each leaving the table good moves for the next and a better guess of
 * the score; then the exact solve. Each pass searches around the guess of the one before (with the
 * full window, FFO #59's second selective pass took 677 M nodes hunting its +64; around the
 * guess, the whole solve takes 1.4 M). Each completed pass's answer is kept. `guess` is the
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
 * also keeps a wipeout's proof at the edge of the score range: with the full window, FFO #59's
 * exact pass (+64) went after middle scores and ran past 3 G nodes; at the guess, and ordered
 * without the evaluation there (endgame.ts, EDGE), it takes about a thousand.
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
  // #57 (-10; the passes guessed -8, the first search said at most -10): 2.57 G nodes, where
  // searching (alpha, -9) next took 6.36 G and the full window from the start 5.67 G.
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

/** The best move of the last search at its root: a square, or PASS. */
export function resultMove(): i32 {
  return last.move;
}

/**
 * The depth of the last search's answer: plies of midgame search, or the empties of a search to
 * the end (exact, or a selective solve whose budget ran out before the exact one).
 */
export function resultDepth(): i32 {
  return last.depth;
}

/** 1 when the last search's score is exact (proved, within its window). */
export function resultExact(): i32 {
  return last.exact ? 1 : 0;
}

/**
 * The least score the last `think` or `solve` proved for its root, whether or not the budget let
 * it end: an exact solve's windows (each, once searched, a bound; a stopped one, the best of the
 * root moves it completed above its alpha). -SCORE_MAX when nothing is proved; the score once
 * exact.
 */
export function resultLower(): i32 {
  return <i32>last.lower;
}

/** The greatest score the last `think` or `solve` proved for its root (as `resultLower`; SCORE_MAX: nothing). */
export function resultUpper(): i32 {
  return <i32>last.upper;
}

/** Nodes searched since `limits`. */
export function searchedNodes(): u64 {
  return context.nodes;
}

/** 1 when the budget ran out. */
export function budgetSpent(): i32 {
  return context.spent ? 1 : 0;
}

/** The best move the table holds for a position (NO_MOVE: none), to follow a principal variation. */
export function tableMove(player: u64, opponent: u64): i32 {
  return moveOf(probe(player, opponent));
}
