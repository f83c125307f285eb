// The moves of the game in a1..h8 notation, numbered, passes as "pa", under the name of the opening:
// the main line, and after a move the variations played in its place, indented, each with a button
// that makes it the main line and one that deletes it. Each move is a button that shows the
// position after it; a reviewed move of the main line shows the discs it lost.
import type { Color, Opening } from '@flank/reversi';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { VariationNode } from '../game/variations.ts';
import { useMessages } from '../i18n/i18n-context.ts';
import { openingName } from '../i18n/opening-name.ts';
import type { MoveReview } from '../review/review.ts';

export interface MoveListProps {
  /** The game's lines as a tree (variationTree). */
  tree: VariationNode[];
  /** Each line's movers, move by move. */
  colors: Color[][];
  /** The moves of the line the board plays, and the number of them up to the position on the board. */
  played: readonly string[];
  viewed: number;
  opening: Opening | null;
  /** The review's moves of the main line so far, by index. */
  reviewed: Map<number, MoveReview>;
  /** The game's players, date and place, when it says them. */
  about?: ComponentChildren;
  /** Shows the position after `ply` moves of line `line`. */
  onSelect(line: number, ply: number): void;
  onPromote(line: number): void;
  onDelete(line: number): void;
}

/** The game's moves with their variations, the one shown kept in view, and its named opening (names stay in English, as the community writes them). */
export function MoveList(props: MoveListProps) {
  const t = useMessages();
  const list = useRef<HTMLOListElement>(null);
  const { tree, played, viewed } = props;
  // The nodes of the line played, up to the end: the one shown is marked, the others are its path.
  const path: VariationNode[] = [];
  let level = tree;
  for (const move of played) {
    const node = level.find((child) => child.move === move);
    if (!node) break;
    path.push(node);
    level = node.next;
  }
  const shown = viewed > 0 ? path[viewed - 1] : undefined;
  // The list scrolls itself; scrollIntoView would scroll the page too, and on a phone (the list
  // under the board) take the board off the screen.
  useEffect(() => {
    const box = list.current;
    if (!box) return;
    const item = box.querySelector<HTMLElement>('[aria-current]');
    if (!item) {
      box.scrollTop = viewed === 0 ? 0 : box.scrollHeight;
      return;
    }
    // Measured against the list, not by offsetTop: a variation's moves sit in nested lists, whose
    // offsets are not the list's (a link with a variation scrolled to the end).
    const top = item.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (top < 0 || top + item.offsetHeight > box.clientHeight) box.scrollTop += top - box.clientHeight / 2;
  }, [played.length, viewed, tree]);

  const item = (node: VariationNode) => {
    const onPath = path[node.ply] === node;
    // The review scores the main line: its moves keep their marks while a variation is played, as lichess does.
    const review = node.line === 0 ? props.reviewed.get(node.ply) : undefined;
    const color = props.colors[node.line]![node.ply]!;
    return (
      <li key={`${node.line}-${node.ply}`} data-ply={node.ply + 1} data-line={node.line} data-move={node.move} data-path={onPath ? '' : undefined} data-mark={review?.mark ?? undefined} aria-current={node === shown ? 'step' : undefined}>
        <button type="button" class="move" onClick={() => props.onSelect(node.line, node.ply + 1)}>
          <span class="number">{node.ply + 1}.</span>
          <span class={`dot ${color}`} aria-hidden="true" />
          <span class="sr-only">{t.color(color)} </span>
          {node.move}
          {review && review.loss > 0 && (
            <span class="loss" data-loss={review.loss} aria-hidden="true">
              −{review.loss}
              {review.mark === 'blunder' ? '??' : review.mark === 'mistake' ? '?' : ''}
            </span>
          )}
          {review && <span class="sr-only">, {t.moveLoss(review.loss, review.mark)}</span>}
        </button>
      </li>
    );
  };
  /** The moves from `first` on, following each move's own line, with the variations of each move after it. */
  const sequence = (first: VariationNode, alternatives: VariationNode[]) => {
    const items = [];
    let node: VariationNode | undefined = first;
    let beside = alternatives;
    while (node) {
      items.push(item(node));
      for (const variation of beside) {
        items.push(
          <li key={`variation-${variation.line}`} class="variation-row">
            <ol class="variation" data-variation={variation.line} aria-label={t.variation(variation.ply + 1)}>
              {sequence(variation, [])}
            </ol>
            <span class="variation-actions">
              <button type="button" name="promote" title={t.promoteVariation} aria-label={t.promoteVariation} onClick={() => props.onPromote(variation.line)}>
                ↑
              </button>
              <button type="button" name="delete-variation" title={t.deleteVariation} aria-label={t.deleteVariation} onClick={() => props.onDelete(variation.line)}>
                ×
              </button>
            </span>
          </li>,
        );
      }
      beside = node.next.slice(1);
      node = node.next[0];
    }
    return items;
  };
  return (
    <section class="card moves">
      <h2>{t.moveList}</h2>
      {props.about}
      {props.opening && (
        <p class="opening" data-opening>
          {t.opening}: <span lang="en">{openingName(props.opening.name)}</span>
        </p>
      )}
      {tree.length === 0 ? (
        <p class="muted">{t.noMoves}</p>
      ) : (
        <ol class="move-list" ref={list}>
          {sequence(tree[0]!, tree.slice(1))}
        </ol>
      )}
    </section>
  );
}
