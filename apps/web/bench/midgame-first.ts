// *Analyse* where its deepest level solves slowly (26-31 empties): the deepest job alone, as
// before MIDGAME_FIRST, against the midgame first and then the exact solve on an emptied table
// (what the page does) and on the table the midgame left. In Node, one thread, the page's jobs
// (runJob) in turn: the time until the page shows lines deeper than the solver's presearch, and
// until the exact answer. The positions: a 1986 WTHOR game at the given empties.
//
//   tsx bench/midgame-first.ts [--empties 26,27,28]
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { init } from '@flank/reversi';
import { type AnalysisBound, DEEPEST_ANALYSIS, MIDGAME_FIRST } from '../src/play/analysis-lane.ts';
import type { JobPosition, RankedMoves } from '../src/searcher/protocol.ts';
import { runJob } from '../src/searcher/run-job.ts';

/** A 60-move WTHOR game of 1986 (black won 39-25). */
const GAME = 'f5f6e6f4g6c5g4g5f3e3c4g3h5f7e7d3c2b4d2f2b3c3d6d1h4c1e2h6h7e1h3a4f1e8d7c6c8c7f8g8b8g7b6a6a5g1h8b5d8b7a3h2h1g2b2a2b1a1a7a8';

const { values: args } = parseArgs({ options: { empties: { type: 'string', default: '26,27,28' } } });
await init();

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = cpuUsage(since);
  return (user + system) / 1e6;
};

/** One lines job of the position: when its first ranking deeper than `shown` came, when it ended, and its nodes. */
function timed(position: JobPosition, options: AnalysisBound, fresh: boolean, shown: number) {
  const started = performance.now();
  let deeper: number | null = null;
  const result = runJob({ kind: 'lines', position, options: { ...options, book: true, lines: 3 }, fresh }, (ranked: RankedMoves) => {
    if (deeper === null && ranked.depth > shown) deeper = performance.now() - started;
  });
  return { deeper, ms: performance.now() - started, nodes: result.nodes };
}

for (const empties of args.empties.split(',').map(Number)) {
  const plies = 60 - empties;
  const position: JobPosition = { rules: { name: 'othello' }, start: null, moves: Array.from({ length: plies }, (_, i) => GAME.slice(2 * i, 2 * i + 2)) };
  // Before: the deepest job alone, on an emptied table (as the page's first job of a position
  // finds the table of other positions); the presearch's depth is what it shows meanwhile.
  let cpu = cpuUsage();
  const alone = timed(position, DEEPEST_ANALYSIS, true, 8);
  const aloneCpu = cpuSeconds(cpu);
  // Now: the midgame first, then the solve on an emptied table.
  cpu = cpuUsage();
  const midgame = timed(position, MIDGAME_FIRST.bound, true, 8);
  const solve = timed(position, DEEPEST_ANALYSIS, true, MIDGAME_FIRST.bound.depth);
  const nowCpu = cpuSeconds(cpu);
  // The same, the solve on the midgame's table.
  timed(position, MIDGAME_FIRST.bound, true, 8);
  const kept = timed(position, DEEPEST_ANALYSIS, false, MIDGAME_FIRST.bound.depth);
  console.log(
    `${empties} empties: alone, beyond depth 8 at ${seconds(alone.deeper ?? alone.ms)}, exact at ${seconds(alone.ms)} (${aloneCpu.toFixed(2)} s CPU, ${alone.nodes} nodes); ` +
      `midgame first, depth ${MIDGAME_FIRST.bound.depth} at ${seconds(midgame.ms)}, exact at ${seconds(midgame.ms + solve.ms)} (${nowCpu.toFixed(2)} s CPU, solve ${solve.nodes} nodes); ` +
      `the solve on the midgame's table ${seconds(kept.ms)} (${kept.nodes} nodes)`,
  );
}
