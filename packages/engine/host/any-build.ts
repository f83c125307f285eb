import { type Answer, type CoreExports, type CorePosition, NO_MOVE, type Request, START, perftOf, search } from './core-interface';

/**
 * A build's searches as the benches call them, whichever surface its module exports: this build's
 * (a request record in, an answer record out) or a build's before issue 55 (state set by `limits`,
 * `probcut` and `tableSize`, the answer read through `result*` functions). The benches compare
 * builds (bench/builds.ts, match.ts, midgame.ts, table.ts, fingerprint.ts); only they need this.
 */
export interface AnyBuild {
  exports: CoreExports;
  think(request: Request): Answer;
  solve(request: Request): Answer;
  perft(position: CorePosition, depth: number, passMoves: boolean): bigint;
  setTableSize(bits: number): void;
  setProbcutMargin(t10: number): void;
  /** The threaded build's helper count (-1: quit). */
  helpers(count: number): void;
}

/** The surface of a build before issue 55, as far as the benches call it. */
interface EarlierExports {
  tableSize(bits: number): void;
  limits(maxNodes: bigint, deadlineMs: number): void;
  probcut(t10: number): void;
  think(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, maxDepth: number, exactEmpties: number, avoided: bigint): number;
  solve(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, alpha: number, beta: number): number;
  perft(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, depth: number, passMoves: number): bigint;
  resultMove(): number;
  resultDepth(): number;
  resultExact(): number;
  /** Builds before issue 38 have no proved bounds. */
  resultLower?(): number;
  resultUpper?(): number;
  searchedNodes(): bigint;
  budgetSpent(): number;
  helpers(count: number): void;
}

/**
 * A module's exports as an AnyBuild: this build's through `search`, an earlier one's through the
 * calls it had. An earlier build's `limits` emptied the table with every new budget, so START's
 * NEW_BUDGET there means FRESH.
 *
 * @example
 * const build = anyBuild(loadOtherBuild('/tmp/68bded4.wasm'));
 * build.think({ ...position, maxDepth: 10, start: START.FRESH }).move;
 */
export function anyBuild(exports: CoreExports): AnyBuild {
  if (!('limits' in exports)) {
    return {
      exports,
      think: (request) => search(exports, 'think', request),
      solve: (request) => search(exports, 'solve', request),
      perft: (position, depth, passMoves) => perftOf(exports, position, depth, passMoves),
      setTableSize: (bits) => exports.setTableSize(bits),
      setProbcutMargin: (t10) => exports.setProbcutMargin(t10),
      helpers: (count) => exports.helpers(count),
    };
  }
  const old = exports as unknown as EarlierExports;
  const begin = (request: Request) => {
    if (((request.start ?? 0) & START.NEW_BUDGET) !== 0) old.limits(request.maxNodes ?? 0n, request.deadline ?? 0);
  };
  const answered = (score: number): Answer => {
    const move = old.resultMove();
    const exact = old.resultExact() === 1;
    const depth = old.resultDepth();
    return {
      score,
      move,
      depth,
      exact,
      spent: old.budgetSpent() === 1,
      lower: old.resultLower?.() ?? (exact ? score : -64),
      upper: old.resultUpper?.() ?? (exact ? score : 64),
      nodes: BigInt.asUintN(64, old.searchedNodes()),
      lines: move === NO_MOVE ? [] : [{ moves: [move], score, depth, exact, atMost: false }],
    };
  };
  return {
    exports,
    think(r) {
      begin(r);
      return answered(old.think(r.rules, r.player, r.opponent, r.playerStock, r.opponentStock, r.passes, r.maxDepth ?? 0, r.exactEmpties ?? 0, r.avoided ?? 0n));
    },
    solve(r) {
      begin(r);
      return answered(old.solve(r.rules, r.player, r.opponent, r.playerStock, r.opponentStock, r.passes, r.alpha ?? 0, r.beta ?? 0));
    },
    perft: (p, depth, passMoves) => BigInt.asUintN(64, old.perft(p.rules, p.player, p.opponent, p.playerStock, p.opponentStock, p.passes, depth, passMoves ? 1 : 0)),
    setTableSize: (bits) => old.tableSize(bits),
    setProbcutMargin: (t10) => old.probcut(t10),
    helpers: (count) => old.helpers(count),
  };
}
