// The `flank` command line: perft, legal moves, and replaying games, from a shell.
import { init } from '../node.ts';
import { stopSearchesWhen } from '../core/engine.ts';
import { ReversiError } from '../errors.ts';
import { VERSION } from '../version.ts';
import { UsageError, parseArgs } from './args.ts';
import { type Command, analyze, best, moves, perft, play, solve } from './commands.ts';
import { convert } from './convert.ts';
import { gtp } from './gtp.ts';
import { nboard } from './nboard.ts';
import type { ProtocolInput } from './line-protocol.ts';
import { type Terminal, processTerminal, statusLine } from './status-line.ts';

const USAGE = `Usage: flank <command> [options]

Commands:
  perft <depth>          count the leaves of the game tree (a finished game is one leaf)
  moves <position>       list the legal moves and the discs each flips, and the opening
  play <transcript>      play moves and print the resulting position and its opening
  best <position>        the best move, its score and the expected line
  analyze <position>     every legal move (or the best --lines) with its score and line
  solve <position>       the exact score and every best move (perfect play to the end)
  convert <input>        games as GGF, transcripts or final boards (--to), a line each
  nboard                 be the engine of NBoard (or a GUI that speaks its protocol), on stdin/stdout
  gtp                    be an engine for GTP match runners and GGS bridges, on stdin/stdout

best, analyze and solve also take a file of positions (.obf as Edax writes them, or the FFO
suite's .tsv) and answer each, one line per position. Before a long exact solve with no budget
they say on stderr what it is and a rough guess of its time; on a terminal, a status line on
stderr shows how a search goes (what is proved so far, nodes, time). Ctrl-C stops the search: it
prints what the search knew (a solve, what is proved and the best move so far) and exits 130.

A position is a board string (64 squares a1..h8 of X, O and -, then X or O for the side to move;
quote it) or a transcript of moves from the start such as f5d6c3 (passes as pa or left out).

convert reads GGF (the Generic Game Format of GGS and NBoard), a position, a .ggf file, a WTHOR
.wtb file, or - for standard input (GGF, or a transcript or board string a line). A game that
cannot be read is named on stderr with its number, and the others are converted.

nboard and gtp play othello; each move searches within the level and --time-ms, and within the
clock the controller gives (GGF's in NBoard, time_settings and time_left in GTP) or --game-time-ms;
with none of those nor --nodes, NBoard's go and hint think a minute at most. A search stops,
answering what it found, when the controller sends another command (gtp: quit) or the input ends.

Options:
  --rules <name>         othello (default), reversi or free-placement
  --must-capture         free-placement: a move must flip a disc
  --voluntary-pass       free-placement: a player may pass with a legal move
  --from <position>      perft, play: start here instead of the rule set's start
  --no-pass-moves        perft: a forced pass does not use a ply
  --to <form>            convert: ggf, transcript (from the start) or board (the final position)
  --strict               convert: fail at the first game that cannot be read, converting none
  --level <n>            best, analyze, nboard, gtp: strength 1-20 (default 8)
  --depth <n>            best, analyze, nboard, gtp: midgame depth in plies, instead of the level's
  --nodes <n>            best, analyze, solve, nboard, gtp: stop after this many nodes
  --time-ms <n>          best, analyze, solve: stop after this many milliseconds; nboard, gtp: per move
  --game-time-ms <n>     nboard, gtp: the engine's time for a whole game, shared out over its moves
  --no-book              best, analyze, nboard, gtp: search every position (the opening book answers by default)
  --lines <n>            analyze: only the best n moves (1-64), proved in one search, each with its line
                         (default every move; fewer search faster)
  --threads <n|all>      best, analyze, solve, nboard, gtp: search on n threads, or on every core (default 1);
                         with more than one, exact scores stay exact but moves may vary from run to run
  --wld                  solve: only win, draw or loss (faster than the exact score)
  --json                 print one JSON object per line
  -h, --help             show this help
  -v, --version          print the version`;

const HELP_POINTER = 'Run flank --help for the commands and their options.';
/** The commands that search, and so may use several threads. */
const THREADED = ['best', 'analyze', 'solve', 'nboard', 'gtp'];

const COMMANDS: Record<string, Command> = { perft, moves, play, best, analyze, solve, convert, nboard, gtp };

/** The exit code of a command stopped by Ctrl-C (SIGINT): 128 + 2, as shells report it. */
export const STOPPED_EXIT_CODE = 130;

/**
 * Runs the command line; returns the exit code. `out` and `err` write a line of stdout and stderr;
 * on a `terminal` (stderr's, by default), long searches show their progress on a status line. Once
 * another thread sets `stop[0]` (Ctrl-C, see interrupt.ts), the search in hand answers what it knew,
 * no other starts, and the code is STOPPED_EXIT_CODE. `input` is what `nboard` and `gtp` read when
 * another thread reads their standard input (interrupt.ts).
 */
export async function main(
  argv: readonly string[],
  out = console.log,
  err = console.error,
  terminal: Terminal = processTerminal(),
  stop?: Int32Array,
  input?: ProtocolInput,
): Promise<number> {
  const status = statusLine(terminal);
  const print = (line: string) => {
    status?.clear();
    out(line);
  };
  const note = (line: string) => {
    status?.clear();
    err(line);
  };
  const [name, ...rest] = argv;
  if (name === undefined) {
    err(USAGE);
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    out(USAGE);
    return 0;
  }
  if (name === '--version' || name === '-v') {
    out(VERSION);
    return 0;
  }
  const command = COMMANDS[name];
  try {
    if (!command) throw new UsageError(`Unknown command "${name}"`);
    const args = parseArgs(rest);
    if (args.strict && name !== 'convert') throw new UsageError('--strict is an option of convert');
    // NBoard asks for its lines itself (hint n).
    if (args.lines !== undefined && name !== 'analyze') throw new UsageError('--lines is an option of analyze');
    if (args.threads !== undefined && !THREADED.includes(name)) throw new UsageError('--threads is an option of best, analyze, solve, nboard and gtp');
    if (args.help) {
      out(USAGE);
      return 0;
    }
    await init(args.threads === undefined ? undefined : { threads: args.threads });
    const stopped = () => stop !== undefined && Atomics.load(stop, 0) !== 0;
    stopSearchesWhen(stop);
    try {
      await command(args, print, note, status, stopped, input);
    } finally {
      stopSearchesWhen(undefined);
    }
    status?.clear();
    if (!stopped()) return 0;
    note('flank: stopped by Ctrl-C: the last answer is what its search knew then');
    return STOPPED_EXIT_CODE;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof ReversiError && (error.code === 'INVALID_ARGUMENT' || error.code === 'INVALID_RULES'))) {
      // The mistake, and where to look: the whole help would bury the one line that matters.
      note(`flank: ${error.message}\n${HELP_POINTER}`);
      return 2;
    }
    if (error instanceof ReversiError) {
      note(`flank: ${error.message}`);
      return 1;
    }
    status?.clear();
    throw error;
  }
}
