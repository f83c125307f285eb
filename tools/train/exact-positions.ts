// Held-out positions with their exact scores and every best move: the yardstick of the evaluation's
// accuracy (tools/bench/strength.ts). Solving them takes a while (12 minutes on
// one core, most of it at 23-26 empties), so the set is solved once into exact-positions.tsv, kept in git, and read after.
//
//   tsx tools/train/exact-positions.ts        writes tools/train/exact-positions.tsv

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterPlacement, loadCore, solveOthello } from '@flank/engine/host/load-core';
import { emptiesOf } from './features.ts';
import { bitboards, isHeldOut, readGames, replay } from './games.ts';
import { type CoreExports, RULES, START, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';

export const EXACT_POSITIONS_PATH = fileURLToPath(new URL('./exact-positions.tsv', import.meta.url));

/** How many positions at each count of empties: more where solving is cheap. */
export const POSITIONS_PER_EMPTIES: Readonly<Record<number, number>> = { 20: 40, 21: 40, 22: 30, 23: 30, 24: 30, 25: 15, 26: 15 };

export interface ExactPosition {
  empties: number;
  player: bigint;
  opponent: bigint;
  /** Exact final disc difference for the side to move, empties to the winner. */
  score: number;
  /** Every move that reaches `score`, as squares 0..63. */
  bestMoves: number[];
}

/**
 * Exact score and every best move: a full solve on a new budget and an emptied table, then a
 * narrow window around it for each move, on the same table.
 */
function solveAll(core: CoreExports, player: bigint, opponent: bigint): { score: number; bestMoves: number[] } {
  const { score } = solveOthello(core, player, opponent);
  const around = (p: bigint, o: bigint, alpha: number, beta: number) => solveOthello(core, p, o, { alpha, beta, start: START.CONTINUE }).score;
  const bestMoves: number[] = [];
  const moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
  for (let square = 0; square < 64; square++) {
    const bit = 1n << BigInt(square);
    if ((moves & bit) === 0n) continue;
    const { player: childPlayer, opponent: childOpponent } = afterPlacement(core, { player, opponent }, square);
    // The child is scored from the opponent's view; a move reaches `score` when the child is -score.
    const child =
      core.moves(RULES.OTHELLO, childPlayer, childOpponent, UNLIMITED_STOCK) === 0n && core.moves(RULES.OTHELLO, childOpponent, childPlayer, UNLIMITED_STOCK) !== 0n
        ? -around(childOpponent, childPlayer, score - 1, score + 1)
        : around(childPlayer, childOpponent, -score - 1, -score + 1);
    if (child === -score) bestMoves.push(square);
  }
  return { score, bestMoves };
}

/** The positions: from the held-out games, one position each, at 20, 21, ... 26 empties in turn. */
function build(): ExactPosition[] {
  const core = loadCore();
  core.setTableSize(22);
  const wanted = { ...POSITIONS_PER_EMPTIES };
  const out: ExactPosition[] = [];
  const counts = Object.keys(wanted).map(Number);
  let turn = 0;
  for (const game of readGames().filter(isHeldOut)) {
    if (counts.every((e) => wanted[e] === 0)) break;
    let empties = counts[turn++ % counts.length]!;
    while (wanted[empties] === 0) empties = counts[turn++ % counts.length]!;
    let found: { player: bigint; opponent: bigint } | undefined;
    replay(core, game, (p) => {
      if (found === undefined && p.mobility > 0 && emptiesOf(p) === empties) found = bitboards(p);
    });
    if (found === undefined) continue;
    wanted[empties]!--;
    const started = performance.now();
    out.push({ empties, ...found, ...solveAll(core, found.player, found.opponent) });
    console.log(`  ${out.length}: ${empties} empties, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return out;
}

/** The cached set, built first if absent. */
export function exactPositions(): ExactPosition[] {
  if (!existsSync(EXACT_POSITIONS_PATH)) {
    console.log(`solving the held-out test positions once into ${EXACT_POSITIONS_PATH} (about 12 minutes)`);
    const positions = build();
    mkdirSync(dirname(EXACT_POSITIONS_PATH), { recursive: true });
    const lines = positions.map((p) => [p.empties, p.player.toString(16), p.opponent.toString(16), p.score, p.bestMoves.join(' ')].join('\t'));
    writeFileSync(EXACT_POSITIONS_PATH, `# empties\tplayer\topponent\tscore\tbest moves (squares)\n${lines.join('\n')}\n`);
  }
  return readFileSync(EXACT_POSITIONS_PATH, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [empties, player, opponent, score, best] = line.split('\t');
      return { empties: Number(empties), player: BigInt(`0x${player}`), opponent: BigInt(`0x${opponent}`), score: Number(score), bestMoves: best!.split(' ').map(Number) };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`${exactPositions().length} positions`);
