// The large exact test set (issue 36): positions at 20-24 empties that no network trained on, each
// solved exactly, large enough to see a 0.2-disc gain (exact-positions.tsv, 170 positions at 20-24,
// has a standard error of about 0.4 disc and stays as it is for continuity).
//
//   tsx tools/train/exact-test-set.ts [--wthor 1000] [--selfplay 500]   resumable: appends as it solves
//
// - WTHOR: one position from each held-out game (games.ts isHeldOut), the k-th held-out game at
//   20 + k % 5 empties, skipping the first SKIPPED_WTHOR held-out games (exact-positions.tsv took its
//   positions from those).
// - Self-play: the held-out games (corpus.ts: one in twenty by index) of SELFPLAY_RUN, the k-th at
//   20 + k % 5 empties.
// A position where the side to move must pass is skipped (its game gives no position). Each line is
// written as soon as it is solved, so a run that stops keeps what it solved and the same command
// goes on; the file is sorted once the set is whole.

import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCore, solveOthello } from '@flank/engine/host/load-core';
import { RULES, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';
import { CHUNK, chunkFiles, readChunkFile, replayGame } from './corpus.ts';
import { emptiesOf } from './features.ts';
import { bitboards, isHeldOut, popcount64, readGames, replay } from './games.ts';

export const EXACT_TEST_SET_PATH = fileURLToPath(new URL('./exact-test-set.tsv', import.meta.url));
export const SELFPLAY_RUN = 'random-p4-d4-e16-s1-w015a94b2';
const SKIPPED_WTHOR = 400;
const HEADER = '# source\tgame\tempties\tplayer\topponent\tscore (exact, for the side to move)';

export interface TestPosition {
  source: 'wthor' | 'selfplay';
  /** The game's index in its file or run. */
  game: number;
  empties: number;
  player: bigint;
  opponent: bigint;
  score: number;
}

/** The set's positions, unsolved (score NaN), in the order they are solved. */
export function chooseTestPositions(wthorCount: number, selfplayCount: number): TestPosition[] {
  const core = loadCore();
  const out: TestPosition[] = [];
  let k = 0;
  for (const game of readGames().filter(isHeldOut).slice(SKIPPED_WTHOR)) {
    if (out.length >= wthorCount) break;
    const empties = 20 + (k++ % 5);
    let found: { player: bigint; opponent: bigint } | undefined;
    replay(core, game, (p) => {
      if (found === undefined && p.mobility > 0 && emptiesOf(p) === empties) found = bitboards(p);
    });
    if (found !== undefined) out.push({ source: 'wthor', game: game.index, empties, ...found, score: Number.NaN });
  }
  const wanted = out.length + selfplayCount;
  k = 0;
  for (const path of chunkFiles(SELFPLAY_RUN)) {
    if (out.length >= wanted) break;
    const first = Number(/chunk-(\d{6})/.exec(path)![1]) * CHUNK;
    readChunkFile(path).forEach((game, i) => {
      if ((first + i) % 20 !== 0 || out.length >= wanted) return;
      const empties = 20 + (k++ % 5);
      let found: { player: bigint; opponent: bigint } | undefined;
      replayGame(core, game, (player, opponent) => {
        if (found === undefined && 64 - popcount64(player | opponent) === empties && core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) !== 0n) found = { player, opponent };
      });
      if (found !== undefined) out.push({ source: 'selfplay', game: first + i, empties, ...found, score: Number.NaN });
    });
  }
  return out;
}

const key = (p: Pick<TestPosition, 'source' | 'game'>) => `${p.source}:${p.game}`;
const line = (p: TestPosition) => [p.source, p.game, p.empties, p.player.toString(16), p.opponent.toString(16), p.score].join('\t');

/** The solved positions in the file (all of them once it is whole). */
export function exactTestSet(path = EXACT_TEST_SET_PATH): TestPosition[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((text) => text !== '' && !text.startsWith('#'))
    .map((text) => {
      const [source, game, empties, player, opponent, score] = text.split('\t');
      if (source !== 'wthor' && source !== 'selfplay') throw new Error(`${path}: bad source in "${text}"`);
      return { source, game: Number(game), empties: Number(empties), player: BigInt(`0x${player}`), opponent: BigInt(`0x${opponent}`), score: Number(score) };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { wthor: { type: 'string', default: '1000' }, selfplay: { type: 'string', default: '500' } } });
  const chosen = chooseTestPositions(Number(values.wthor), Number(values.selfplay));
  if (!existsSync(EXACT_TEST_SET_PATH)) writeFileSync(EXACT_TEST_SET_PATH, `${HEADER}\n`);
  const done = new Set(exactTestSet().map(key));
  const core = loadCore();
  core.setTableSize(22);
  const started = performance.now();
  let solved = 0;
  for (const p of chosen) {
    if (done.has(key(p))) continue;
    p.score = solveOthello(core, p.player, p.opponent).score;
    appendFileSync(EXACT_TEST_SET_PATH, `${line(p)}\n`);
    solved++;
    if (solved % 25 === 0) console.log(`${done.size + solved} of ${chosen.length} solved, ${((performance.now() - started) / 1000 / solved).toFixed(2)} s each`);
  }
  // Whole: the same order as chosen, whatever order the runs solved it in.
  const byKey = new Map(exactTestSet().map((p) => [key(p), p]));
  writeFileSync(EXACT_TEST_SET_PATH, `${HEADER}\n${chosen.map((p) => line(byKey.get(key(p))!)).join('\n')}\n`);
  console.log(`${chosen.length} positions in ${EXACT_TEST_SET_PATH}`);
}
