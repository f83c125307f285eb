// A position where the side to move must pass, for the tests of passes. It is taken from a game,
// not drawn by hand: a hand-made board may hold discs no game places, which load refuses.

/**
 * Black to move and no legal move: h7 and h8 are empty and black's discs (e2, h4, h5, h6, d6)
 * flank nothing from either. White's only move is h7, which turns h4, h5 and h6; then neither side
 * can play h8 and white wins.
 *
 * @example
 * ```ts
 * new Reversi(FORCED_PASS).moves(); // []
 * ```
 */
export const FORCED_PASS = 'OOOOOOOOOOOOXOOOOOOOOOOOOOOOOOOXOOOOOOOXOOOXOOOXOOOOOOO-OOOOOOO- X';

/**
 * A random game (passes left out) that reaches `FORCED_PASS`: a test holds the two together.
 *
 * @example
 * ```ts
 * new Reversi(FORCED_PASS_GAME).toString() === FORCED_PASS; // true
 * ```
 */
export const FORCED_PASS_GAME =
  'd3e3f3c5c6e2b5b6d1b4a6c7a5b7a3d2c2c1b1b2c8d7a2b8c4e1a7a8f1g3d6b3a4a1g4g1e6e7d8e8f2f4g2h1h2h5h4c3h6f5f6f7g6h3f8g5g8g7';
