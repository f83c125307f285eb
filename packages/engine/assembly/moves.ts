// The "squares" past the board that the core's answers use (as host/core-interface.ts's PASS and NO_MOVE).

/** A pass: the move of a side that has none (or, under free-placement, passes by choice). */
export const PASS: i32 = 64;
/** No move: a finished game's answer, a search that found none, a table entry that holds none. */
export const NO_MOVE: i32 = 65;
