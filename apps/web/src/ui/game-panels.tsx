// The panels beside the board (under it on a phone), one component each: the engine's lines, the
// moves, the evaluation graph, the review and the records. Both modes compose the same panels; the
// engine's (lines, graph, review) are left out while a game is played and they are not shown.
import { useMemo } from 'preact/hooks';
import { replay } from '../game/record.ts';
import { variationTree } from '../game/variations.ts';
import type { PageActions } from '../play/page-actions.ts';
import type { PageView } from '../play/page-view.ts';
import { EngineLines } from './engine-view.tsx';
import { EvaluationGraph } from './evaluation-graph.tsx';
import { GameAbout } from './game-about.tsx';
import { ImportExport } from './import-export.tsx';
import { MoveList } from './move-list.tsx';
import { ReviewPanel } from './review-panel.tsx';

/** What the panels show of the page, and what they do. */
export interface GamePanelsProps {
  view: Pick<PageView, 'game' | 'engine' | 'review' | 'links' | 'settings'>;
  actions: Pick<PageActions, 'toggleAnalysis' | 'changeSettings' | 'goTo' | 'goToLine' | 'promoteLine' | 'deleteLine' | 'startReview' | 'cancelReview' | 'loadRecord'>;
  /** The board editor is open: the engine's lines wait. */
  editing: boolean;
}

/** The game's panels. */
export function GamePanels({ view, actions, editing }: GamePanelsProps) {
  const { game, engine, review, links } = view;
  const { record, variations } = game;
  const { tree, colors } = useMemo(() => {
    const { rules, start } = record;
    const colors = variations.lines.map((moves) => replay({ rules, start, moves: [...moves] }).history({ verbose: true }).map((move) => move.color));
    return { tree: variationTree(variations.lines), colors };
  }, [links.link]);
  // The review scores the main line: its marks belong there.
  const reviewed = (engine.shown && review.state?.moves) || new Map();
  return (
    <>
      {engine.shown && !editing && (
        <EngineLines
          lines={engine.lines}
          analysis={engine.analysis}
          over={game.shown.isGameOver()}
          stopped={engine.stopped}
          toggleable={engine.toggleable}
          onToggle={() => actions.toggleAnalysis()}
          preview={engine.preview}
          count={view.settings.lines}
          onCount={(count) => actions.changeSettings({ lines: count })}
        />
      )}
      <MoveList
        tree={tree}
        colors={colors}
        played={record.moves}
        viewed={game.ply}
        opening={game.live.opening()}
        reviewed={reviewed}
        about={<GameAbout about={record.about} />}
        onSelect={(line, to) => actions.goToLine(line, to)}
        onPromote={(line) => actions.promoteLine(line)}
        onDelete={(line) => actions.deleteLine(line)}
      />
      {engine.shown && <EvaluationGraph scores={engine.graph} viewed={game.ply} reviewed={variations.line === 0 ? reviewed : new Map()} onSelect={(to) => actions.goTo(to)} />}
      {engine.shown && <ReviewPanel review={review} actions={actions} onSelect={(to) => actions.goTo(to)} />}
      <ImportExport game={game} link={links.link} actions={actions} />
    </>
  );
}
