// Every answer and node count of a build, one line per search, to diff against another build's:
// a change that should leave the search as it was (a refactor) must print the same lines.
//   tsx bench/fingerprint.ts [--core OTHER.wasm] [--quick] > A.txt   (then diff A.txt B.txt)
// FFO #40-#49 solved; the first 30 XOT openings thought to depths 8-14 (full width, then
// Multi-ProbCut 1.5 at depth 12); perft of each rule set; think and solve under reversi and
// free-placement; then, for builds with lines (issue 55), an opening's and FFO #40's moves ranked.
// --quick: FFO #40-#44 and depths 8-11 only. One thread. Builds before issue 55 are driven through
// anyBuild, and print the same text for the same answers.
import { parseArgs } from 'node:util';
import { type AnyBuild, anyBuild } from '../host/any-build';
import { type Answer, type CorePosition, RULES, START, UNLIMITED_STOCK } from '../host/core-interface';
import { START_BLACK, START_WHITE, loadCore, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, thinkOthello } from '../host/load-core';

const { values: args } = parseArgs({ options: { core: { type: 'string' }, quick: { type: 'boolean', default: false } } });
const exports = loadCore(args.core ?? 'flank.wasm');
const build: AnyBuild = anyBuild(exports);
build.setTableSize(20);
/** A build before issue 38's bounds proves nothing it could say, and says nothing; one before issue 55 has no lines. */
const hasBounds = 'resultLower' in exports || 'layout' in exports;
const hasLines = 'layout' in exports;
const said = (a: Answer) => `${a.score} ${a.move} depth ${a.depth} exact ${a.exact ? 1 : 0}${hasBounds ? ` proved ${a.lower}..${a.upper}` : ''} nodes ${a.nodes}`;

for (const p of readFfo().filter((p) => p.id >= 40 && p.id <= (args.quick ? 44 : 49))) {
  const { player, opponent } = relativeBoard(p.board, p.side);
  console.log(`ffo ${p.id}: ${said(solveOthello(exports, player, opponent))}`);
}

const openings = readXot().slice(0, 30);
const positions = openings.map((opening) => playedFromStart(exports, opening));
for (const [t10, depths] of [[0, args.quick ? [8, 9, 10, 11] : [8, 9, 10, 11, 12, 13, 14]], [15, [12]]] as const) {
  build.setProbcutMargin(t10);
  for (const depth of depths) {
    positions.forEach(({ player, opponent }, i) => {
      console.log(`midgame probcut ${t10} depth ${depth} xot ${i + 1}: ${said(thinkOthello(exports, player, opponent, depth))}`);
    });
  }
}
build.setProbcutMargin(15);

const FREE = RULES.FREE_PLACEMENT;
for (const [name, rules, player, opponent, playerStock, opponentStock, depths] of [
  ['othello', RULES.OTHELLO, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 9],
  ['reversi', RULES.REVERSI, 0n, 0n, 32, 32, 7],
  ['free-placement', FREE, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 5],
  ['free-placement must-capture voluntary-pass', FREE | RULES.MUST_CAPTURE | RULES.VOLUNTARY_PASS, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 7],
] as const) {
  for (let depth = 1; depth <= depths; depth++) {
    for (const passMoves of [true, false]) {
      console.log(`perft ${name} ${depth} passMoves ${passMoves ? 1 : 0}: ${build.perft({ rules, player, opponent, playerStock, opponentStock, passes: 0 }, depth, passMoves)}`);
    }
  }
}

// The variants' search: an opening of XOT played out, then think and solve as the rule set sees it.
for (const [name, rules] of [['free-placement', FREE], ['free-placement must-capture voluntary-pass', FREE | RULES.MUST_CAPTURE | RULES.VOLUNTARY_PASS], ['reversi', RULES.REVERSI]] as const) {
  positions.slice(0, 6).forEach(({ player, opponent }, i) => {
    const position: CorePosition = { rules, player, opponent, playerStock: 26, opponentStock: 26, passes: 0 };
    console.log(`think ${name} xot ${i + 1}: ${said(build.think({ ...position, maxDepth: 4, start: START.FRESH }))}`);
    const solved = build.solve({ ...position, passes: 1, alpha: -64, beta: 64, maxNodes: 200000n, start: START.FRESH });
    console.log(`solve ${name} xot ${i + 1}: ${said(solved)} spent ${solved.spent ? 1 : 0}`);
  });
}

// The search of several lines: an opening's moves ranked at depth 10, and FFO #40's exactly.
if (hasLines) {
  const ffo40 = readFfo().find((p) => p.id === 40)!;
  for (const [name, root, maxDepth, exactEmpties] of [
    ['midgame', positions[0]!, 10, 0],
    ['exact', relativeBoard(ffo40.board, ffo40.side), 60, 64],
  ] as const) {
    const answer = thinkOthello(exports, root.player, root.opponent, maxDepth, { exactEmpties, lines: 4 });
    console.log(`lines ${name}: ${said(answer)}`);
    for (const line of answer.lines) {
      console.log(`lines ${name} ${line.moves.join(' ')}: ${line.score} depth ${line.depth} exact ${line.exact ? 1 : 0} at most ${line.atMost ? 1 : 0}`);
    }
  }
}
