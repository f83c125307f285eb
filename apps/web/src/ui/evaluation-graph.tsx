// The evaluation over the game: for the position after each move, the engine's score for black
// (disc difference at the end), above the line when black leads. The reviewed mistakes are marked,
// and a click shows the position of that move.
import type { MoveReview } from '../review/review.ts';
import { useMessages } from '../i18n/i18n-context.ts';

const WIDTH = 300;
const HEIGHT = 90;
/** The vertical scale in discs grows past this only when a score does. */
const MIN_SCALE = 16;

export interface EvaluationGraphProps {
  /** One score per position (undefined: not scored yet), the start first. */
  scores: readonly (number | undefined)[];
  /** The number of moves up to the position on the board. */
  viewed: number;
  reviewed: Map<number, MoveReview>;
  /** Shows the position after this many moves. */
  onSelect(ply: number): void;
}

/** A line chart of the evaluations, one point per position. */
export function EvaluationGraph({ scores, viewed, reviewed, onSelect }: EvaluationGraphProps) {
  const t = useMessages();
  const known = scores.flatMap((score, ply) => (score === undefined ? [] : [{ ply, score }]));
  const scale = Math.max(MIN_SCALE, ...known.map(({ score }) => Math.abs(score)));
  const plies = Math.max(60, scores.length - 1);
  const x = (ply: number) => (ply / plies) * WIDTH;
  const y = (score: number) => HEIGHT / 2 - (score / scale) * (HEIGHT / 2 - 4);
  const points = known.map(({ ply, score }) => `${x(ply).toFixed(1)},${y(score).toFixed(1)}`).join(' ');
  const shown = known.find(({ ply }) => ply === viewed);
  const mistakes = [...reviewed.values()].filter((review) => review.mark !== null);
  const select = (event: MouseEvent) => {
    const box = (event.currentTarget as SVGSVGElement).getBoundingClientRect();
    onSelect(Math.round(((event.clientX - box.left) / box.width) * plies));
  };
  return (
    <section class="card">
      <h2>{t.evaluation}</h2>
      <svg class="graph" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t.evaluationLabel(scores[viewed], viewed)} data-points={known.length} onClick={select}>
        <rect class="graph-white" x="0" y={HEIGHT / 2} width={WIDTH} height={HEIGHT / 2} />
        <line class="graph-zero" x1="0" y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} />
        <line class="graph-now" x1={x(viewed)} y1="0" x2={x(viewed)} y2={HEIGHT} />
        {known.length > 1 && <polyline class="graph-line" points={points} />}
        {mistakes.map((review) => {
          const after = scores[review.ply + 1];
          return after === undefined ? null : (
            <circle key={review.ply} class={`graph-mistake ${review.mark}`} cx={x(review.ply + 1)} cy={y(after)} r="3.5" data-mistake={review.ply + 1} />
          );
        })}
        {shown && <circle class="graph-dot" cx={x(shown.ply)} cy={y(shown.score)} r="3" />}
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
