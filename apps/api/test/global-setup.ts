// Runs in Node before the suites (vitest.config.ts): plays seeded random games under every rule set
// with @flank/reversi as Node resolves it (dist/node.js), and records what the wrapper answers of
// positions along them, for identical-semantics.test.ts to ask of the API in workerd; and reads
// the README's curl examples for readme-examples.test.ts.
import { readFileSync } from 'node:fs';

// Resolved by Node's rules (the `node` condition): this file is loaded through the test runner,
// which resolves imports for workerd.
const { DEFAULT_LEVEL, Reversi, init }: typeof import('@flank/reversi') = await import(
  pathToFileURL(createRequire(import.meta.url).resolve('@flank/reversi')).href
);
type Reversi = InstanceType<typeof Reversi>;
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { RulesInput } from '@flank/reversi';
import fc from 'fast-check';
import type { TestProject } from 'vitest/node';
import './provided.ts';
import type { RulesJson, SemanticsCase } from './semantics.ts';
import { TEST_VARS } from './vars.ts';

/** Each rule set, with how many games to sample and the empties from which to solve. */
const RULE_SETS: { rules: RulesJson; games: number; solveFrom: number; level: number }[] = [
  { rules: 'othello', games: 5, solveFrom: 14, level: DEFAULT_LEVEL },
  { rules: 'reversi', games: 2, solveFrom: 8, level: 3 },
  { rules: 'free-placement', games: 2, solveFrom: 6, level: 2 },
  { rules: { name: 'free-placement', mustCapture: true }, games: 2, solveFrom: 8, level: 3 },
  { rules: { name: 'free-placement', voluntaryPass: true }, games: 2, solveFrom: 6, level: 2 },
];

/** A seeded source of choices: fast-check's generator, so that the same seed replays the same games. */
function chooser(seed: number): (n: number) => number {
  const draws = fc.sample(fc.nat(), { seed, numRuns: 10_000 });
  let next = 0;
  return (n) => draws[next++ % draws.length]! % n;
}

const withoutTime = <T extends { ms: number }>({ ms: _ms, ...rest }: T) => rest;

/** What the API should say of a position, written out from the wrapper again (not taken from src/) so that the suite checks the API's mapping. */
function stateOf(game: Reversi) {
  return {
    position: game.toString(),
    rules: game.rules(),
    turn: game.turn(),
    legalMoves: game.moves({ verbose: true }),
    canPass: game.canPass(),
    gameOver: game.isGameOver(),
    result: game.result(),
    score: game.score(),
    discsInHand: game.discsInHand(),
    opening: game.opening(),
  };
}

/** A random legal move, or a pass where the rules allow one (always when forced). */
function randomMove(game: Reversi, choose: (n: number) => number): string {
  const moves = game.moves();
  const pass = game.canPass() ? ['pa'] : [];
  const options = moves.length === 0 ? pass : [...moves, ...(choose(8) === 0 ? pass : [])];
  return options[choose(options.length)]!;
}

/** Everything the wrapper says of one position, given as the API will be given it. */
function caseOf(label: string, rules: RulesJson, position: string, set: (typeof RULE_SETS)[number], choose: (n: number) => number): SemanticsCase {
  const load = () => new Reversi(position, { rules: rules as RulesInput });
  const game = load();
  const continuation = load();
  const moves: string[] = [];
  while (moves.length < 3 && !continuation.isGameOver()) {
    const move = randomMove(continuation, choose);
    continuation.move(move);
    moves.push(move);
  }
  const after = load();
  const played = after.play(moves.join(''));
  const searches: SemanticsCase['searches'] = [];
  if (!game.isGameOver()) {
    const described = { position: game.toString(), rules: game.rules(), opening: game.opening() };
    const nodes = TEST_VARS.DEFAULT_NODES;
    // The default level and budget (no options sent), then a level and a small budget, without the book.
    searches.push({ path: '/v1/best-move', options: {}, answer: { ...described, level: DEFAULT_LEVEL, ...withoutTime(load().bestMove({ level: DEFAULT_LEVEL, nodes })) } });
    searches.push({ path: '/v1/best-move', options: { level: set.level, nodes: 5000, book: false }, answer: { ...described, level: set.level, ...withoutTime(load().bestMove({ level: set.level, nodes: 5000, book: false })) } });
    searches.push({ path: '/v1/analyze', options: { level: set.level }, answer: { ...described, level: set.level, ...withoutTime(load().analyze({ level: set.level, nodes })) } });
    // The best two lines, searched one level deeper: one search that proves them.
    searches.push({ path: '/v1/analyze', options: { level: set.level + 1, lines: 2 }, answer: { ...described, level: set.level + 1, ...withoutTime(load().analyze({ level: set.level + 1, nodes, lines: 2 })) } });
    const empties = 64 - game.score().black - game.score().white;
    if (empties <= set.solveFrom) {
      searches.push({ path: '/v1/solve', options: {}, answer: { ...described, ...withoutTime(load().solve({ nodes })) } });
      searches.push({ path: '/v1/solve', options: { wld: true }, answer: { ...described, ...withoutTime(load().solve({ nodes, wld: true })) } });
    }
  }
  const ggf = rules === 'othello' ? { game: load().toGGF() } : {};
  return { label, rules, position, ...ggf, state: stateOf(game), play: { moves, answer: { ...stateOf(after), played } }, searches };
}

/** FFO #29 (20 empties, +10 by g2): its root is proved at about 940 k nodes, then its other moves are checked. */
const FFO_29 = '-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X';

/**
 * Solves of FFO #29 that the budget cuts short while the root is searched (before and after its
 * exact pass proves a bound, at 900 k nodes the score at least +10), and once it is proved: the
 * API must tell what the wrapper knew.
 */
function cutShortCase(): SemanticsCase {
  const game = new Reversi(FFO_29);
  const c = caseOf('othello FFO #29 (board), solves cut short', 'othello', FFO_29, RULE_SETS[0]!, chooser(29));
  const described = { position: game.toString(), rules: game.rules(), opening: game.opening() };
  for (const options of [{ nodes: 20_000 }, { nodes: 20_000, wld: true }, { nodes: 900_000 }, { nodes: 1_000_000 }]) {
    c.searches.push({ path: '/v1/solve', options, answer: { ...described, ...withoutTime(new Reversi(FFO_29).solve(options)) } });
  }
  return c;
}

/** The curl commands of the README's HTTP API section, as a reader would paste them. */
function readmeExamples(): string[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## HTTP API'), readme.indexOf('\n## ', readme.indexOf('## HTTP API') + 1));
  return section.split('\n').filter((line) => line.startsWith('curl '));
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('readmeExamples', readmeExamples());
  await init();
  const cases: SemanticsCase[] = [];
  RULE_SETS.forEach((set, s) => {
    for (let g = 0; g < set.games; g++) {
      const choose = chooser(1000 * s + g);
      const game = new Reversi(undefined, { rules: set.rules as RulesInput });
      const name = typeof set.rules === 'string' ? set.rules : JSON.stringify(set.rules);
      for (let ply = 0; ; ply++) {
        // Every seventh position, as a transcript and as a board string, and the end of the game.
        if (ply % 7 === 3 || game.isGameOver()) {
          const transcript = game.transcript({ passes: true });
          cases.push(caseOf(`${name} game ${g} ply ${ply} (transcript)`, set.rules, transcript, set, choose));
          cases.push(caseOf(`${name} game ${g} ply ${ply} (board)`, set.rules, game.toString(), set, choose));
        }
        if (game.isGameOver()) break;
        game.move(randomMove(game, choose));
      }
    }
  });
  cases.push(cutShortCase());
  project.provide('semanticsCases', cases);
}
