import { readFileSync } from 'node:fs';

/** The release build's exports, as the wrapper sees them (bitboards as BigInt). */
export interface Core {
  moves(rules: number, player: bigint, opponent: bigint, stock: number): bigint;
  flips(rules: number, player: bigint, opponent: bigint, square: number): bigint;
  status(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number): number;
  perft(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, depth: number, passMoves: number): bigint;
}

export function loadCore(file = 'flank.wasm'): Core {
  const module = new WebAssembly.Module(readFileSync(new URL(`../build/${file}`, import.meta.url)));
  return new WebAssembly.Instance(module, {}).exports as unknown as Core;
}

/** Black's discs (e4, d5) and white's (d4, e5) at the othello start. */
export const START_BLACK = (1n << 28n) | (1n << 35n);
export const START_WHITE = (1n << 27n) | (1n << 36n);
export const OTHELLO = 0;
export const REVERSI = 1;
export const FREE_PLACEMENT = 2;
export const MUST_CAPTURE = 4;
export const VOLUNTARY_PASS = 8;
