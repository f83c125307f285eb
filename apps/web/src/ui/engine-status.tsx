// Discreetly, under the game's buttons: which evaluation the engine plays with (the reason of a
// failed download is there for who looks) and on how many threads it searches.
import { engineThreadCount } from '../searcher/files.ts';
import { useMessages } from '../i18n/i18n-context.ts';
import type { EvaluationState } from '../play/engine-evaluation.ts';

/** The engine's evaluation and threads, one muted line. */
export function EngineStatus({ evaluation }: { evaluation: EvaluationState }) {
  const t = useMessages();
  const threads = engineThreadCount();
  return (
    <p class="engine-status">
      <span class="evaluation-status" role="status" data-evaluation={evaluation.status} title={evaluation.status === 'failed' ? evaluation.message : undefined}>
        {t.evaluationStatus[evaluation.status]}
      </span>
      {' · '}
      <span class="engine-threads" data-threads={threads}>
        {t.engineThreads(threads)}
      </span>
    </p>
  );
}
