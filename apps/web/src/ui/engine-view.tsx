// The engine's view of the position on the board: a bar beside it that fills with black's share
// of the evaluation, the engine's best moves with their lines (and, while a hint is pointed at,
// the line after that move), and the best line alone for under the board.
import type { Evaluation } from '../searcher/protocol.ts';
import { type PositionAnalysis, fromBook, linesFromBook } from '../play/analysis-lane.ts';
import { useMessages } from '../i18n/i18n-context.ts';
import { signed } from '../i18n/messages.ts';
import { MAX_LINES } from '../play/settings.ts';

/** Discs at which the bar is about three quarters full: most games are decided well inside ±64. */
const BAR_DISCS = 20;

/** Black's share of the bar for a score: half at 0, filling smoothly towards ±64. */
export const barShare = (black: number) => 0.5 + 0.5 * Math.tanh(black / BAR_DISCS);

/** The evaluation bar (vertical beside the board, horizontal on a phone), black's share from the bottom. */
export function EvaluationBar({ black }: { black: number | undefined }) {
  const t = useMessages();
  const share = barShare(black ?? 0);
  return (
    <div
      class={`eval-bar${(black ?? 0) < 0 ? ' white-leads' : ''}`}
      role="meter"
      aria-valuemin={-64}
      aria-valuemax={64}
      aria-valuenow={black ?? 0}
      aria-label={t.evaluationBar(black)}
      title={t.scoreSide}
      data-eval={black}
    >
      <div class="eval-black" style={{ '--share': share.toFixed(3) }} />
      <span class="eval-number">{black === undefined ? '…' : signed(black)}</span>
    </div>
  );
}

/** The engine's best moves at the position on the board, each with its score and line, deepening as it thinks. */
export interface EngineLinesProps {
  /** The lines so far (best first), null while the first search runs. */
  lines: readonly Evaluation[] | null;
  /** The search that gave them (depth, nodes, time, whether it goes deeper), null before its first ranking. */
  analysis: PositionAnalysis | null;
  /** Whether the position shown is a game's end (nothing to search), and whether the player stopped the search. */
  over: boolean;
  stopped: boolean;
  /** Whether Stop or Go means anything now (the analysis lane's `toggleable`): no button otherwise. */
  toggleable: boolean;
  onToggle(): void;
  /** The hint pointed at, and the line after it once searched: shown above the engine's own. */
  preview: { move: string; line: Evaluation | null } | null;
  /** How many lines to list, and its change. */
  count: number;
  onCount(count: number): void;
}

/** The engine's lines, as lichess's multi-PV shows them: score, depth and moves in a1 notation, with the search's depth, nodes and speed, and a stop/go button. */
export function EngineLines({ lines, analysis, over, stopped, toggleable, onToggle, preview, count, onCount }: EngineLinesProps) {
  const t = useMessages();
  const exact = analysis !== null && analysis.moves.every((move) => move.exact);
  const state = over ? t.analysisOver : analysis === null ? (stopped ? t.analysisStopped : t.lineWaiting) : exact ? t.analysisExact : stopped ? t.analysisStopped : analysis.done ? '' : t.analysisDeepening;
  return (
    <section class="card engine-lines" aria-label={t.engineLines}>
      <div class="card-head">
        <h2 title={t.scoreSide} data-score-side>
          {t.engineLines}
        </h2>
        {toggleable && (
          <button type="button" name="analysis-toggle" class="small-button" aria-pressed={!stopped} title={t.analysisToggleTitle} onClick={onToggle}>
            {stopped ? t.analysisGo : t.analysisStop}
          </button>
        )}
        <label class="lines-count">
          <span>{t.linesCount}</span>
          <select name="lines" value={count} onChange={(event) => onCount(Number((event.currentTarget as HTMLSelectElement).value))}>
            {Array.from({ length: MAX_LINES }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="muted small analysis-stats" data-analysis-depth={analysis?.depth} data-analysis-done={analysis?.done || over ? '' : undefined} data-analysis-exact={exact ? '' : undefined}>
        {analysis && <span data-analysis-stats>{fromBook(analysis) ? t.analysisBook : linesFromBook(lines ?? []) ? t.analysisBookBeside(analysis.depth, analysis.nodes, analysis.ms) : t.analysisStats(analysis.depth, analysis.nodes, analysis.ms)}</span>}
        {analysis && state && ' · '}
        {state}
      </p>
      {preview && (
        <p class="engine-line preview" data-preview-line>
          <LineText label={t.hintLine(preview.move)} line={preview.line} pv={[preview.move, ...(preview.line?.pv ?? [])]} />
        </p>
      )}
      <ol class="lines">
        {(lines ?? []).map((line) => (
          <li class="engine-line" key={line.pv[0]} data-engine-line={line.pv[0]}>
            <LineText line={line} pv={line.pv} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The best line in one row right under the board: on a phone the panel of lines is further down. */
export function BestLine({ line }: { line: Evaluation | null }) {
  const t = useMessages();
  return (
    <p class="best-line" data-best-line>
      <span class="engine-label">{t.bestLine}: </span>
      <LineText line={line} pv={line?.pv ?? []} />
    </p>
  );
}

/** One line: its score for black, how it was found, and its moves. */
function LineText({ label, line, pv }: { label?: string; line: Evaluation | null; pv: string[] }) {
  const t = useMessages();
  return (
    <>
      {label && <span class="engine-label">{label}: </span>}
      {line === null ? (
        <span class="muted">{t.lineWaiting}</span>
      ) : (
        <>
          <strong class="line-score" data-line-score>
            {signed(line.black)}
          </strong>{' '}
          <span class="muted">({t.lineDepth(line.depth, line.exact, line.source === 'book')})</span>{' '}
          <span class="pv" data-pv>
            {pv.join(' ')}
          </span>
        </>
      )}
    </>
  );
}
