// Reading GGF text, per MB of it (issue 53, item 7): the wrapper's readGGFGames (what the page reads
// a lone game with, and `flank convert` a file) and the page's gamesOfText (an index of the games of
// a file of many, each read when chosen), on an archive of real games and on crafted junk, which
// took quadratic time in the page's index and microseconds a record in the wrapper.
//
//   tsx bench/ggf-read.ts [--megabytes 2] [--rounds 3]
//
// CPU time of this process (best of the rounds), so that other work on the machine counts less.
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { Reversi, init, readGGFGames } from '@flank/reversi';
import { gamesOfText } from '../src/game/record-import.ts';
import { countOption } from './count-option.ts';

const { values: args } = parseArgs({ options: { megabytes: { type: 'string', default: '2' }, rounds: { type: 'string', default: '3' } } });
const bytes = countOption('--megabytes', args.megabytes, 1) * 1_000_000;
const rounds = countOption('--rounds', args.rounds, 1);

await init();

/** Game `i` of the archive: random legal moves, the same every run (a linear congruential draw). */
function archiveGame(i: number): string {
  const game = new Reversi();
  let seed = i + 1;
  while (!game.isGameOver()) {
    const moves = game.moves();
    if (moves.length === 0) game.pass();
    else {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      game.move(moves[seed % moves.length]!);
    }
  }
  return game.toGGF({ black: `b${i}`, white: `w${i}`, date: '2026.12.02_00:00:00.UTC', place: 'bench' });
}

/** `unit` repeated to `bytes` characters (whole units). */
const repeated = (unit: string) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));
const games = Array.from({ length: 200 }, (_, i) => archiveGame(i)).join('\n');
const texts: [string, string][] = [
  ['archive (random games)', `${games}\n`.repeat(Math.max(1, Math.round(bytes / games.length)))],
  ['"(;" repeated', repeated('(;')],
  ['"(;x;)" repeated', repeated('(;x;)')],
  ['"(;B[z9];)" repeated', repeated('(;B[z9];)')],
];

/** The least CPU time of `rounds` runs of `run`, in ms. */
function cpuMs(run: () => unknown): number {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = cpuUsage();
    run();
    const used = cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

const OTHELLO = { name: 'othello' } as const;
console.log(`GGF reading, ${bytes / 1e6} MB texts, best of ${rounds} rounds (CPU ms per MB), v${process.versions.node}`);
console.log(`  ${'text'.padEnd(24)} ${'records'.padStart(9)} ${'readGGFGames'.padStart(13)} ${'gamesOfText'.padStart(12)}`);
for (const [name, text] of texts) {
  const megabytes = text.length / 1e6;
  const records = readGGFGames(text);
  const wrapper = cpuMs(() => readGGFGames(text)) / megabytes;
  const page = cpuMs(() => gamesOfText(text, OTHELLO)) / megabytes;
  const count = records.length + records.skipped.length;
  console.log(`  ${name.padEnd(24)} ${String(count).padStart(9)} ${wrapper.toFixed(0).padStart(13)} ${page.toFixed(0).padStart(12)}`);
}
