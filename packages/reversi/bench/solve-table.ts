// How the table's size (init's `tableMegabytes`) serves `solve`: FFO #40-#49 solved through the
// package, as `flank solve FILE` does, one process a size, the sizes in turn for each round, CPU
// time beside wall time (start-up included: the process's whole run).
//
//   tsx bench/solve-table.ts [--sizes 8,32,128] [--rounds 2] [--from 40] [--to 49]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readFfo } from '@flank/engine/host/load-core';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '8,32,128' },
    rounds: { type: 'string', default: '2' },
    from: { type: 'string', default: '40' },
    to: { type: 'string', default: '49' },
    // One size's run, in its own process (the bench starts these).
    child: { type: 'string' },
  },
});
const from = Number(args.from);
const to = Number(args.to);

if (args.child !== undefined) {
  const { init, Reversi } = await import('../src/node.ts');
  const started = performance.now();
  await init({ tableMegabytes: Number(args.child) });
  let nodes = 0;
  let wrong = 0;
  for (const p of readFfo().filter((q) => q.id >= from && q.id <= to)) {
    const solution = new Reversi(`${p.board} ${p.side}`).solve();
    nodes += solution.nodes;
    if (!solution.solved || solution.score !== p.score) wrong++;
  }
  const { user, system } = process.cpuUsage();
  console.log(JSON.stringify({ nodes, wrong, cpu: (user + system) / 1e6, wall: (performance.now() - started) / 1000 }));
} else {
  const sizes = args.sizes.split(',').map(Number);
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const size of sizes) {
      const out = execFileSync('npx', ['tsx', import.meta.filename, '--child', String(size), '--from', String(from), '--to', String(to)], { encoding: 'utf8' });
      const { nodes, wrong, cpu, wall } = JSON.parse(out.trim().split('\n').at(-1)!) as { nodes: number; wrong: number; cpu: number; wall: number };
      console.log(`round ${round}, ${size} MiB: FFO #${from}-#${to} ${cpu.toFixed(1)} s CPU (${wall.toFixed(1)} s wall), ${nodes} nodes${wrong > 0 ? `, ${wrong} WRONG` : ''}`);
    }
  }
}
