// Everything the package exports but `init`, which each runtime's entry point supplies.
export { Reversi, type Move, type ReversiOptions, type Color, type Opening } from './reversi.ts';
export { gameState, type GameState } from './game-state.ts';
export { ReversiError, ParseError, IllegalMoveError, RecordError, type ReversiErrorCode } from './errors.ts';
export type { Rules, RulesInput, RuleSetName, ResolvedRules } from './core/rules.ts';
export { parseSquare, formatSquare } from './notation/square.ts';
export { parseBoardString, formatBoardString, type Discs } from './notation/board-string.ts';
export { parseTranscript, type TranscriptMove } from './notation/transcript.ts';
export { parseGGF, formatGGF, parseGGFClock, GGF_START, type GGFRecord, type GGFMove, type GGFResult } from './records/ggf.ts';
export type { GGFMeta } from './records/ggf-game.ts';
export { readGGFGames, type GGFGame, type GGFGames, type SkippedGGFRecord, type ReadGGFOptions } from './records/read-ggf-games.ts';
export { readWTB, readWTHORNames, type WTBGame, type WTHORHeader } from './records/wtb.ts';
export { isInitialized } from './core/engine.ts';
export type { SearchOptions, BestMove, Analysis, MoveScore, Solution, SolveOptions, WldSolution, Outcome, Source } from './search/search.ts';
export type { SearchProgress } from './search/progress.ts';
export type { BookOption } from './openings/book.ts';
export { LEVELS, DEFAULT_LEVEL, MAX_LEVEL, type Level } from './search/levels.ts';
export type { BoardSvgOptions } from './image/svg-options.ts';
export { VERSION } from './version.ts';
