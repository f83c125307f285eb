// The evaluation over the game: for the position after each move, the engine's score for black
// (disc difference at the end), above the line when black leads.
import { useMessages } from '../i18n/i18n-context.ts';

const WIDTH = 300;
const HEIGHT = 120;
/** The vertical scale in discs grows past this only when a score does. */
const MIN_SCALE = 16;

/** A line chart of the evaluations, one point per position (undefined: not scored yet). */
export function EvaluationGraph({ scores }: { scores: (number | undefined)[] }) {
  const t = useMessages();
  const known = scores.flatMap((score, ply) => (score === undefined ? [] : [{ ply, score }]));
  const scale = Math.max(MIN_SCALE, ...known.map(({ score }) => Math.abs(score)));
  const plies = Math.max(60, scores.length - 1);
  const x = (ply: number) => (ply / plies) * WIDTH;
  const y = (score: number) => HEIGHT / 2 - (score / scale) * (HEIGHT / 2 - 4);
  const points = known.map(({ ply, score }) => `${x(ply).toFixed(1)},${y(score).toFixed(1)}`).join(' ');
  const current = scores.length - 1;
  const last = known.at(-1);
  return (
    <section class="card">
      <h2>{t.evaluation}</h2>
      <svg class="graph" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t.evaluationLabel(scores[current], current)} data-points={known.length}>
        <rect class="graph-white" x="0" y={HEIGHT / 2} width={WIDTH} height={HEIGHT / 2} />
        <line class="graph-zero" x1="0" y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} />
        <line class="graph-now" x1={x(current)} y1="0" x2={x(current)} y2={HEIGHT} />
        {known.length > 1 && <polyline class="graph-line" points={points} />}
        {last && <circle class="graph-dot" cx={x(last.ply)} cy={y(last.score)} r="3" />}
        <text class="graph-scale" x="4" y="12">
          +{scale}
        </text>
        <text class="graph-scale" x="4" y={HEIGHT - 4}>
          −{scale}
        </text>
      </svg>
    </section>
  );
}
