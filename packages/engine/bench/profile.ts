// Where the nodes go: the profile build (`pnpm build:profile`, search/profile.ts) solves FFO
// positions exactly, or searches XOT positions to a depth, and prints its counts: each root search
// of a solve (the selective passes and the exact one, with their windows), and by empties (the
// solver) or remaining depth (the midgame search) the nodes, the table's hits and cuts, the other
// cuts, and how often the first move ordered was the one that cut or the best.
//
//   tsx bench/profile.ts [FFO ids...]              default 43 45 48
//   tsx bench/profile.ts --midgame DEPTH [--positions N]   the first N XOT openings (default 30)
//
// One thread, the transposition table at 2^20 entries, the shipped network. Counts do not depend
// on the machine or its load.
import { parseArgs } from 'node:util';
import { playedFromStart, readFfo, readXot, relativeBoard, solveOthello, squareName, thinkOthello } from '../host/load-core';
import { COUNT, SLOT_MIDGAME, loadProfileCore } from '../host/profile';

const { NODES, PROBES, FOUND, TABLE_CUTS, ETC_CUTS, STABILITY_CUTS, PROBCUT_CUTS, SEARCHED, CUTS, FIRST_CUTS, FIRST_BEST, MOVES, RESEARCHES } = COUNT;

const { values: args, positionals } = parseArgs({ options: { midgame: { type: 'string' }, positions: { type: 'string', default: '30' } }, allowPositionals: true });
const core = loadProfileCore();

const count = (kind: number, slot: number) => Number(core.profileCount(kind, slot));
const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
const cell = (text: string | number, width: number) => String(text).padStart(width);

/**
 * The counts of `slots`, a row each, with the slot named by `label`. The midgame's slots count no
 * node entries, only the PVS loop's nodes (`searched`), which stand in for them.
 */
function table(slots: number[], label: string): void {
  const total = slots.reduce((sum, slot) => sum + count(NODES, slot) + (slot >= SLOT_MIDGAME ? count(SEARCHED, slot) : 0), 0);
  console.log(
    `  ${label.padStart(7)}  ${['nodes', 'share', 'found', 'table cut', 'ETC cut', 'stable cut', 'probcut', 'searched', 'fail high', 'first cut', 'first best', 'moves/node', 'researched'].map((h, i) => cell(h, i === 0 ? 12 : 10)).join(' ')}`,
  );
  for (const slot of slots) {
    const nodes = count(NODES, slot);
    const searched = count(SEARCHED, slot);
    if (nodes === 0 && searched === 0) continue;
    const cuts = count(CUTS, slot);
    const rest = searched - cuts;
    const row = [
      cell(nodes || searched, 12),
      percent(nodes || searched, total),
      percent(count(FOUND, slot), count(PROBES, slot)),
      percent(count(TABLE_CUTS, slot), nodes),
      percent(count(ETC_CUTS, slot), nodes),
      percent(count(STABILITY_CUTS, slot), nodes),
      percent(count(PROBCUT_CUTS, slot), nodes),
      cell(searched, 10),
      percent(cuts, searched),
      percent(count(FIRST_CUTS, slot), cuts),
      percent(count(FIRST_BEST, slot), rest),
      searched === 0 ? '-' : (count(MOVES, slot) / searched).toFixed(2),
      percent(count(RESEARCHES, slot), count(MOVES, slot)),
    ];
    console.log(`  ${cell(slot >= SLOT_MIDGAME ? slot - SLOT_MIDGAME : slot, 7)}  ${row.map((c) => cell(c, c === row[0] ? 12 : 10)).join(' ')}`);
  }
}

if (args.midgame === undefined) {
  const ids = positionals.length > 0 ? positionals.map(Number) : [43, 45, 48];
  const ffo = readFfo();
  for (const id of ids) {
    const position = ffo.find((p) => p.id === id);
    if (position === undefined) throw new Error(`FFO #${id}: not in the suite`);
    const { player, opponent } = relativeBoard(position.board, position.side);
    core.setTableSize(20);
    core.profileReset();
    const answer = solveOthello(core, player, opponent);
    const nodes = Number(answer.nodes);
    console.log(`FFO #${id}: ${position.empties} empties, score ${answer.score} by ${squareName(answer.move)} (expected ${position.score}), ${nodes} nodes`);
    console.log('  root searches: selectivity (window) score, nodes, share');
    let before = 0;
    for (let i = 0; i < core.profilePasses(); i++) {
      const [selectivity, alpha, beta, passScore, at] = [0, 1, 2, 3, 4].map((field) => Number(core.profilePassField(i, field)));
      console.log(`    ${selectivity} (${alpha}, ${beta}) ${passScore}: ${at! - before} nodes, ${percent(at! - before, nodes)}`);
      before = at!;
    }
    table(
      Array.from({ length: position.empties + 1 }, (_, i) => position.empties - i),
      'empties',
    );
    table(
      Array.from({ length: 30 }, (_, i) => SLOT_MIDGAME + 29 - i),
      'depth',
    );
  }
} else {
  const depth = Number(args.midgame);
  const openings = readXot().slice(0, Number(args.positions));
  core.profileReset();
  let nodes = 0;
  for (const opening of openings) {
    const { player, opponent } = playedFromStart(core, opening);
    core.setTableSize(20);
    nodes += Number(thinkOthello(core, player, opponent, depth).nodes);
  }
  console.log(`midgame depth ${depth} on ${openings.length} XOT openings: ${nodes} nodes (Multi-ProbCut 1.5, as in play)`);
  table(
    Array.from({ length: depth + 1 }, (_, i) => SLOT_MIDGAME + depth - i),
    'depth',
  );
  table(
    Array.from({ length: 30 }, (_, i) => 29 - i),
    'empties',
  );
}
