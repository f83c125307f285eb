// The panels beside the board (under it on a phone), one component each: the engine's lines, the
// moves, the evaluation graph, the review and the records. Both modes compose the same panels; the
// engine's (lines, graph, review) are left out while a game is played and they are not shown.
import { useMemo } from 'preact/hooks';
import { replay } from '../game/record.ts';
import { variationTree } from '../game/variations.ts';
import type { Controller } from '../play/controller.ts';
import { EngineLines } from './engine-view.tsx';
import { EvaluationGraph } from './evaluation-graph.tsx';
import { GameAbout } from './game-about.tsx';
import { ImportExport } from './import-export.tsx';
import { MoveList } from './move-list.tsx';
import { ReviewPanel } from './review-panel.tsx';

/** The game's panels; `editing`: the board editor is open (the engine's lines wait). */
export function GamePanels({ controller, editing }: { controller: Controller; editing: boolean }) {
  const engine = controller.engineShown();
  const ply = controller.viewedPly();
  const variations = controller.variations.all;
  const link = controller.links.link();
  const { tree, colors } = useMemo(() => {
    const { rules, start } = controller.record;
    const colors = variations.lines.map((moves) => replay({ rules, start, moves: [...moves] }).history({ verbose: true }).map((move) => move.color));
    return { tree: variationTree(variations.lines), colors };
  }, [link]);
  // The review scores the main line: its marks belong there.
  const reviewed = (engine && controller.review.state?.moves) || new Map();
  return (
    <>
      {engine && !editing && (
        <EngineLines
          lines={controller.lines}
          analysis={controller.analysis.state}
          over={controller.shown.isGameOver()}
          stopped={controller.analysis.stopped}
          toggleable={controller.analysis.toggleable()}
          onToggle={() => controller.analysis.toggle()}
          preview={controller.analysis.preview}
          count={controller.settings.lines}
          onCount={(count) => controller.updateSettings({ lines: count })}
        />
      )}
      <MoveList
        tree={tree}
        colors={colors}
        played={controller.record.moves}
        viewed={ply}
        opening={controller.game.opening()}
        reviewed={reviewed}
        about={<GameAbout about={controller.record.about} />}
        onSelect={(line, to) => controller.variations.goTo(line, to)}
        onPromote={(line) => controller.variations.promote(line)}
        onDelete={(line) => controller.variations.delete(line)}
      />
      {engine && <EvaluationGraph scores={controller.evaluations()} viewed={ply} reviewed={variations.line === 0 ? reviewed : new Map()} onSelect={(to) => controller.goTo(to)} />}
      {engine && <ReviewPanel lane={controller.review} onSelect={(to) => controller.goTo(to)} />}
      <ImportExport controller={controller} />
    </>
  );
}
