// Every answer and node count of a build, one line per search, to diff against another build's:
// a change that should leave the search as it was (a refactor) must print the same lines.
//   tsx bench/fingerprint.ts [--core OTHER.wasm] [--quick] > A.txt   (then diff A.txt B.txt)
// FFO #40-#49 solved; the first 30 XOT openings thought to depths 8-14 (full width, then
// Multi-ProbCut 1.5 at depth 12); perft of each rule set; think and solve under reversi and
// free-placement; the batch search of an opening's children, midgame and exact. --quick: FFO
// #40-#44 and depths 8-11 only. One thread.
import { parseArgs } from 'node:util';
import { type CoreExports, RULES, UNLIMITED_STOCK } from '../host/core-interface';
import { START_BLACK, START_WHITE, afterPlacement, loadCore, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, thinkOthello } from '../host/load-core';

const { values: args } = parseArgs({ options: { core: { type: 'string' }, quick: { type: 'boolean', default: false } } });
const core: CoreExports = loadCore(args.core ?? 'flank.wasm');
core.tableSize(20);
/** What the last search proved of its score; a build before issue 38's bounds has no resultLower, and says nothing. */
const proved = () => ('resultLower' in core ? ` proved ${core.resultLower()}..${core.resultUpper()}` : '');
const answer = () => `${core.resultMove()} depth ${core.resultDepth()} exact ${core.resultExact()}${proved()} nodes ${core.searchedNodes()}`;
/** A queued position's answer; a build before issue 39 has no queuedMove, and says it through the result functions after queuedResult. */
const queuedAnswer = (i: number) =>
  'queuedMove' in core ? `${core.queuedMove(i)} depth ${core.queuedDepth(i)} exact ${core.queuedExact(i)}` : (core.queuedResult(i), answer().replace(/ nodes .*/, ''));

for (const p of readFfo().filter((p) => p.id >= 40 && p.id <= (args.quick ? 44 : 49))) {
  const { player, opponent } = relativeBoard(p.board, p.side);
  core.limits(0n, 0);
  console.log(`ffo ${p.id}: ${solveOthello(core, player, opponent)} ${answer()}`);
}

const openings = readXot().slice(0, 30);
const positions = openings.map((opening) => playedFromStart(core, opening));
for (const [t10, depths] of [[0, args.quick ? [8, 9, 10, 11] : [8, 9, 10, 11, 12, 13, 14]], [15, [12]]] as const) {
  core.probcut(t10);
  for (const depth of depths) {
    positions.forEach(({ player, opponent }, i) => {
      core.limits(0n, 0);
      console.log(`midgame probcut ${t10} depth ${depth} xot ${i + 1}: ${thinkOthello(core, player, opponent, depth)} ${answer()}`);
    });
  }
}
core.probcut(15);

const FREE = RULES.FREE_PLACEMENT;
for (const [name, rules, player, opponent, playerStock, opponentStock, depths] of [
  ['othello', RULES.OTHELLO, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 9],
  ['reversi', RULES.REVERSI, 0n, 0n, 32, 32, 7],
  ['free-placement', FREE, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 5],
  ['free-placement must-capture voluntary-pass', FREE | RULES.MUST_CAPTURE | RULES.VOLUNTARY_PASS, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 7],
] as const) {
  for (let depth = 1; depth <= depths; depth++) {
    for (const passMoves of [1, 0]) {
      console.log(`perft ${name} ${depth} passMoves ${passMoves}: ${core.perft(rules, player, opponent, playerStock, opponentStock, 0, depth, passMoves)}`);
    }
  }
}

// The variants' search: an opening of XOT played out, then think and solve as the rule set sees it.
for (const [name, rules] of [['free-placement', FREE], ['free-placement must-capture voluntary-pass', FREE | RULES.MUST_CAPTURE | RULES.VOLUNTARY_PASS], ['reversi', RULES.REVERSI]] as const) {
  positions.slice(0, 6).forEach(({ player, opponent }, i) => {
    core.limits(0n, 0);
    console.log(`think ${name} xot ${i + 1}: ${core.think(rules, player, opponent, 26, 26, 0, 4, 0, 0n)} ${answer()}`);
    core.limits(200000n, 0);
    console.log(`solve ${name} xot ${i + 1}: ${core.solve(rules, player, opponent, 26, 26, 1, -64, 64)} ${answer()} spent ${core.budgetSpent()}`);
  });
}

// The batch search: the children of an opening, queued, midgame then exact.
const ffo40 = readFfo().find((p) => p.id === 40)!;
for (const [name, root, maxDepth, exactEmpties] of [
  ['midgame', positions[0]!, 10, 0],
  ['exact', relativeBoard(ffo40.board, ffo40.side), 60, 64],
] as const) {
  core.limits(0n, 0);
  for (let moves = core.moves(RULES.OTHELLO, root.player, root.opponent, UNLIMITED_STOCK); moves !== 0n; moves &= moves - 1n) {
    const { player, opponent } = afterPlacement(core, root, (moves & -moves).toString(2).length - 1);
    core.queue(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK, UNLIMITED_STOCK, 0);
  }
  core.thinkQueued(maxDepth, exactEmpties);
  const nodes = core.searchedNodes();
  for (let i = 0; i < core.queuedDone(); i++) console.log(`batch ${name} ${i}: ${core.queuedResult(i)} ${queuedAnswer(i)} spent ${core.queuedSpent(i)}`);
  console.log(`batch ${name} nodes ${nodes}`);
}
