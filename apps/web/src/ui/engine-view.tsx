// The engine's view of the position on the board: a bar beside it that fills with black's share
// of the evaluation, and under it the score and the line the engine expects (or, while a hint is
// pointed at, the line after that move).
import type { Evaluation } from '../engine/protocol.ts';
import { useMessages } from '../i18n/i18n-context.ts';

/** Discs at which the bar is about three quarters full: most games are decided well inside ±64. */
const BAR_DISCS = 20;

/** Black's share of the bar for a score: half at 0, filling smoothly towards ±64. */
export const barShare = (black: number) => 0.5 + 0.5 * Math.tanh(black / BAR_DISCS);

/** The evaluation bar (vertical beside the board, horizontal on a phone), black's share from the bottom. */
export function EvaluationBar({ black }: { black: number | undefined }) {
  const t = useMessages();
  const share = barShare(black ?? 0);
  return (
    <div class={`eval-bar${(black ?? 0) < 0 ? ' white-leads' : ''}`} role="meter" aria-valuemin={-64} aria-valuemax={64} aria-valuenow={black ?? 0} aria-label={t.evaluationBar(black)} data-eval={black}>
      <div class="eval-black" style={{ '--share': share.toFixed(3) }} />
      <span class="eval-number">{black === undefined ? '…' : black > 0 ? `+${black}` : black}</span>
    </div>
  );
}

/** The score, depth and expected moves, in a1 notation. */
export function EngineLine({ line, preview }: { line: Evaluation | null; preview: { move: string; line: Evaluation | null } | null }) {
  const t = useMessages();
  const shown = preview ? preview.line : line;
  const pv = preview ? [preview.move, ...(preview.line?.pv ?? [])] : (line?.pv ?? []);
  return (
    <p class="engine-line" data-engine-line>
      <span class="engine-label">{preview ? t.hintLine(preview.move) : t.engineLine}:</span>{' '}
      {shown === null ? (
        <span class="muted">{t.lineWaiting}</span>
      ) : (
        <>
          <strong data-line-score>{t.lineScore(shown.black)}</strong> <span class="muted">({t.lineDepth(shown.depth, shown.exact, shown.source === 'book')})</span>{' '}
          <span class="pv" data-pv>
            {pv.join(' ')}
          </span>
        </>
      )}
    </p>
  );
}
