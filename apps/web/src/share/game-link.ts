// A game in a link: the rule set, the board it started from (when not the rule set's own start),
// its main line, its variations (`var`, each its moves from the start), a loaded game's players,
// date and place (`black`, `white`, `date`, `place`) and the page's mode (`mode`, `play` or `analyse`), in the URL's fragment, so that opening the link reopens the game as it was
// shown. The fragment never reaches a server.
import { type ResolvedRules, ReversiError, Reversi } from '@flank/reversi';
import { ABOUT_FIELDS, aboutOf } from '../game/game-about.ts';
import type { GameRecord } from '../game/record.ts';
import { type PageMode, pageModeOf } from '../play/page-mode.ts';

/** A link's game: its record (the main line), its variations, each its moves from the start, and the mode it opens in (null: the link names none). */
export type LinkedGame = GameRecord & { variations: string[][]; mode: PageMode | null };

const FLAGS = { '1': true, '0': false } as const;

/**
 * The fragment (without `#`) that carries a game: `record.moves` is its main line.
 *
 * @example
 * ```ts
 * linkOf({ rules: { name: 'othello' }, start: null, moves: ['f5', 'd6'] }); // 'rules=othello&moves=f5d6'
 * linkOf({ rules: { name: 'othello' }, start: null, moves: ['f5', 'd6'] }, [['f5', 'f6']], 'analyse'); // 'rules=othello&moves=f5d6&var=f5f6&mode=analyse'
 * ```
 */
export function linkOf(record: Pick<GameRecord, 'rules' | 'start' | 'moves' | 'about'>, variations: readonly (readonly string[])[] = [], mode?: PageMode): string {
  const params = new URLSearchParams({ rules: record.rules.name });
  if (record.rules.name === 'free-placement') {
    params.set('mustCapture', record.rules.mustCapture ? '1' : '0');
    params.set('voluntaryPass', record.rules.voluntaryPass ? '1' : '0');
  }
  if (record.start !== null) params.set('board', record.start);
  if (record.moves.length > 0) params.set('moves', record.moves.join(''));
  for (const moves of variations) params.append('var', moves.join(''));
  for (const field of ABOUT_FIELDS) if (record.about?.[field]) params.set(field, record.about[field]);
  if (mode) params.set('mode', mode);
  return params.toString();
}

/**
 * The game a fragment carries (with or without `#`), or null when it carries none. Its lines read
 * as `play()` reads a transcript: passes may be left out, as WTHOR games and most transcripts
 * leave them, and are put back where the other side had to pass. Throws an error naming the part
 * that is wrong, or the move that is not legal.
 *
 * @example
 * ```ts
 * gameOfLink('#rules=othello&moves=f5d6'); // { rules: { name: 'othello' }, start: null, moves: ['f5', 'd6'], undone: [], variations: [], mode: null }
 * gameOfLink('#rules=othello&moves=' + wthorTranscript); // its passes put back as 'pa'
 * ```
 */
export function gameOfLink(fragment: string): LinkedGame | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const name = params.get('rules');
  if (name === null) return null;
  const flag = (option: 'mustCapture' | 'voluntaryPass') => {
    const value = params.get(option) ?? '0';
    if (!(value in FLAGS)) throw new ReversiError('INVALID_ARGUMENT', `The link's ${option} must be 1 or 0, got "${value}"`);
    return FLAGS[value as keyof typeof FLAGS];
  };
  const input = name === 'free-placement' ? { name, mustCapture: flag('mustCapture'), voluntaryPass: flag('voluntaryPass') } : { name };
  const rules: ResolvedRules = new Reversi(undefined, { rules: input as ResolvedRules }).rules();
  const start = params.get('board');
  const line = (transcript: string, what: string) => {
    if (!/^([a-h][1-8]|pa)*$/i.test(transcript)) throw new ReversiError('INVALID_ARGUMENT', `The link's ${what} must be squares like f5d6 and "pa" for a pass, got "${transcript}"`);
    const game = new Reversi(start ?? undefined, { rules });
    game.play(transcript.toLowerCase());
    return game.history();
  };
  const variations = params.getAll('var').map((transcript, i) => line(transcript, `variation ${i + 1}`));
  const mode = params.get('mode');
  if (mode !== null && pageModeOf(mode) === null) throw new ReversiError('INVALID_ARGUMENT', `The link's mode must be play or analyse, got "${mode}"`);
  const about = aboutOf(Object.fromEntries(ABOUT_FIELDS.filter((field) => params.has(field)).map((field) => [field, params.get(field)])), "The link's");
  return { rules, start, moves: line(params.get('moves') ?? '', 'moves'), undone: [], ...(about && { about }), variations, mode: pageModeOf(mode) };
}
