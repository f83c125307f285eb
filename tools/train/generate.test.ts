import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { RULES, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';
import { WEIGHTS_FILES, readWeightsFile } from '@flank/engine/host/eval-weights';
import { afterPlacement, loadCore, playedFromStart, readXot, solveOthello } from '@flank/engine/host/load-core';
import { type CorpusGame, decodeChunk, encodeChunk, packChunk, replayGame } from './corpus.ts';
import { popcount64 } from './games.ts';
import { type Settings, checkCorpus, generateGames, generatorCore, runName } from './generate.ts';
import { networkSha256, readNetworkFile } from './network-file.ts';

const RANDOM: Settings = { source: 'random', labels: 'search', depth: 2, exact: 10, playDepth: 2, seed: 7, weights: fileURLToPath(WEIGHTS_FILES.network) };
const core = generatorCore(RANDOM);
const checker = loadCore();
checker.setTableSize(18);

/** Each position of a game with its label. */
function positionsOf(game: CorpusGame): { player: bigint; opponent: bigint; label: number }[] {
  const out: { player: bigint; opponent: bigint; label: number }[] = [];
  replayGame(checker, game, (player, opponent, label) => out.push({ player, opponent, label }));
  return out;
}

describe('the corpus generator (tools/train/generate.ts)', () => {
  const games = generateGames(core, RANDOM, 0, 3);

  it('makes the same games whenever it is asked, and others for another seed', () => {
    expect(games.length).toBe(3);
    expect(generateGames(generatorCore(RANDOM), RANDOM, 2, 3)).toEqual(games.slice(2));
    expect(generateGames(core, { ...RANDOM, seed: 8 }, 0, 3)).not.toEqual(games);
    expect(runName(RANDOM)).toMatch(/^random-p2-d2-e10-s7-w[0-9a-f]{8}$/);
  });

  // That converting a file keeps its network's content SHA-256 is network-eval.test.ts's to check.
  it("names a run by its network's content, and linear weights by their file", () => {
    const network = networkSha256(readNetworkFile(readWeightsFile('network')));
    expect(runName(RANDOM)).toBe(`random-p2-d2-e10-s7-w${network.slice(0, 8)}`);
    const linear = createHash('sha256').update(readWeightsFile('linear')).digest('hex');
    expect(runName({ ...RANDOM, weights: fileURLToPath(WEIGHTS_FILES.linear) })).toBe(`random-p2-d2-e10-s7-w${linear.slice(0, 8)}`);
  });

  it('plays whole games from openings that are not XOT openings', () => {
    const xot = new Set(readXot().map((opening) => playedFromStart(checker, opening)).map(({ player, opponent }) => `${player}:${opponent}`));
    for (const game of games) {
      const positions = positionsOf(game);
      expect(positions.length).toBeGreaterThan(40);
      const last = positions.at(-1)!;
      const { player, opponent } = afterPlacement(checker, last, game.moves.at(-1)!);
      expect(checker.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) | checker.moves(RULES.OTHELLO, opponent, player, UNLIMITED_STOCK)).toBe(0n); // over
      const eighth = positions[8]!;
      expect(xot.has(`${eighth.player}:${eighth.opponent}`)).toBe(false);
    }
  });

  it('labels exactly from the exact horizon', () => {
    for (const game of games) {
      for (const { player, opponent, label } of positionsOf(game)) {
        if (64 - popcount64(player | opponent) > RANDOM.exact) continue;
        expect(solveOthello(checker, player, opponent).score).toBe(label);
      }
    }
  });

  it("labels every position with the game's result, from its mover's view, when asked", () => {
    const [game] = generateGames(core, { ...RANDOM, labels: 'result' }, 0, 1);
    const positions = positionsOf(game!);
    const { player, opponent, label } = positions.at(-1)!;
    expect(solveOthello(checker, player, opponent).score).toBe(label);
    // The label changes sign with the side to move: a position is the opponent's unless it passed.
    for (let i = 1; i < positions.length; i++) {
      const before = positions[i - 1]!;
      const flipped = checker.flips(RULES.OTHELLO, before.player, before.opponent, game!.moves[i - 1]!);
      const passed = positions[i]!.opponent === (before.opponent & ~flipped);
      expect(positions[i]!.label).toBe(passed ? before.label : -before.label);
    }
  });

  it('labels WTHOR games, move for move', () => {
    const [game] = generateGames(core, { ...RANDOM, source: 'wthor' }, 0, 1);
    expect(game!.moves.length).toBe(60);
    expect(positionsOf(game!).length).toBe(60);
  });

  it('writes chunks that read back unchanged, and names what is wrong with a broken one', () => {
    const bytes = encodeChunk(games);
    expect(decodeChunk(bytes)).toEqual(games);
    expect(decodeChunk(gunzipSync(packChunk(games)))).toEqual(games); // a Buffer, as read from a file
    expect(() => decodeChunk(bytes.slice(0, bytes.length - 1), 'c.bin')).toThrow(/c\.bin: \d+ bytes for 3 games/);
    expect(() => decodeChunk(new Uint8Array(20), 'c.bin')).toThrow('c.bin: not a corpus chunk of version 1');
    const illegal = { moves: Uint8Array.from([0]), labels: Int8Array.from([0]) };
    expect(() => replayGame(checker, illegal, () => {})).toThrow('move 1 (square 0) is not legal');
  });

  it('finds the corpus kept in git as each run.json records it', () => {
    expect(checkCorpus()).toEqual([]);
  });
});
