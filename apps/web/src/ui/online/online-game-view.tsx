// An online game: the page's board over the object's position, both clocks counting down, both
// players with their connection, this page's own connection, the status (whose move, a move sent,
// the result), the player's buttons (resign, draw, abort, takeback, rematch; a spectator has none),
// the link to share while a seat waits, and the moves. Nothing of the engine shows here.
import type { Color, Move, Reversi } from '@flank/reversi';
import type { GameView, OfferAction } from '@flank/reversi/online';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board } from '../../board/board.tsx';
import { replay } from '../../game/record.ts';
import { variationTree } from '../../game/variations.ts';
import { useMessages } from '../../i18n/i18n-context.ts';
import { type GameState, type OfferStanding, actionsOf, offerStanding, positionOf, recordOf } from '../../online/game-state.ts';
import { gameLink, seatLink } from '../../online/online-link.ts';
import type { ConnectionState } from '../../online/online-game.ts';
import { CopyField } from '../import-export.tsx';
import { MoveList } from '../move-list.tsx';
import type { BoardInput } from '../page-boards.tsx';
import { Scoreboard } from '../scoreboard.tsx';
import { playPlacement } from '../sound.ts';
import { gameTerms, seatName } from './lobby-view.tsx';
import { useOnlineMessages } from './online-i18n.ts';
import { useOnlineClock } from './use-online-clock.ts';

/** What the game's view shows. */
export interface OnlineGameState {
  id: string;
  state: GameState;
  connection: ConnectionState;
  canMove: boolean;
  /** The secret of this page's seat, for the link that moves it to another device; null when watching. */
  secret: string | null;
  origin: string;
  sound: boolean;
  /** Why the object's last message could not be read. */
  readError: string | null;
}

/** What a player does. */
export interface OnlineGameActions {
  play(move: string): void;
  resign(): void;
  abort(): void;
  offer(kind: 'draw' | 'takeback' | 'rematch', action: OfferAction): void;
  analyse(game: GameView): void;
  watch(id: string): void;
  lobby(): void;
}

/** The game's view: the board and its status beside (under, on a phone) the players and moves. */
export function OnlineGameView({ view, actions, board, moveRef }: { view: OnlineGameState; actions: OnlineGameActions; board: BoardInput; moveRef: { current: ((square: string) => void) | null } }) {
  const t = useMessages();
  const o = useOnlineMessages();
  const { state } = view;
  const game = state.game;
  const position = useMemo(() => positionOf(state), [game]);
  const [problem, setProblem] = useState<string | null>(null);
  const [viewed, setViewed] = useState<number | null>(null);
  const plies = game?.moves.length ?? 0;
  const clock = useOnlineClock(state.clock);
  const heard = useRef(plies);

  // A new move of either side: the knock of a disc, as the page's own games have; the board back to the game's end.
  useEffect(() => {
    // A game joined midway is not a move heard (a move and its forced pass are).
    if (plies > heard.current && plies - heard.current <= 2 && view.sound && game?.moves[plies - 1]?.move !== 'pass') playPlacement();
    heard.current = plies;
    setViewed(null);
    setProblem(null);
  }, [plies]);

  const attempt = (act: () => void) => {
    try {
      act();
      setProblem(null);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const play = (square: string) => attempt(() => actions.play(square));
  useEffect(() => {
    moveRef.current = (square) => view.canMove && viewed === null && play(square);
    return () => void (moveRef.current = null);
  });

  if (!game || !position) {
    return (
      <section class="play">
        <p class="status" role="status" data-online-status>
          {o.connection[view.connection]}
        </p>
      </section>
    );
  }
  const shown = viewed === null ? position : replay({ ...recordOf(game), moves: recordOf(game).moves.slice(0, viewed) });
  const live = viewed === null;
  const last = shown.history({ verbose: true }).findLast((move: Move) => move.square !== 'pa') ?? null;
  const legal = new Set(view.canMove && live ? shown.moves().filter((move) => move !== 'pa') : []);
  const loser: Color | null = game.result?.reason === 'time' && game.result.winner !== 'draw' && game.result.winner !== null ? (game.result.winner === 'black' ? 'white' : 'black') : null;
  const reading = clock && game.clock ? { control: { minutes: game.clock.initialMs / 60_000, increment: game.clock.incrementMs / 1000 }, ...clock, flagged: loser } : null;

  return (
    <>
      <section class="play online-play" data-online-game={game.id} data-game-status={game.status} data-plies={plies}>
        <p class="online-head">
          <span class="muted">{gameTerms(game, t, o)}</span>
          <span class="connection" data-connection={view.connection}>
            <span class="sr-only">{o.connectionLabel}: </span>
            {o.connection[view.connection]}
          </span>
        </p>
        <Scoreboard game={shown} clock={reading} />
        <div class="board-area">
          <Board
            {...board}
            onPlay={play}
            discs={shown.board()}
            turn={shown.turn()}
            legal={legal}
            lastMove={last}
            hints={new Map()}
            best={new Set()}
            past={!live}
            editing={false}
            onHint={() => undefined}
          />
        </div>
        <OnlineStatus view={view} game={game} position={position} />
        {problem && (
          <p class="notice error" role="alert">
            {problem}
          </p>
        )}
        <OnlineButtons view={view} game={game} position={position} attempt={attempt} actions={actions} />
      </section>
      <aside class="panel">
        <Players game={game} you={state.you} />
        {game.status === 'waiting' && view.secret !== null && (
          <section class="card" data-share>
            <p>{o.waitingOpponent}</p>
            <CopyField label={o.shareLink} name="share-link" text={gameLink(view.origin, game.id)} rows={1} />
          </section>
        )}
        {view.secret !== null && game.status !== 'finished' && game.status !== 'aborted' && (
          <details class="card seat-link">
            <summary>{o.seatLinkTitle}</summary>
            <CopyField label={o.seatLink} name="seat-link" text={seatLink(view.origin, game.id, view.secret)} rows={2} />
          </details>
        )}
        <OnlineMoves game={game} position={position} viewed={viewed ?? plies} onSelect={(ply) => setViewed(ply === plies ? null : ply)} />
      </aside>
    </>
  );
}

/** Whose move, a move sent, the result, and the object's refusal. */
function OnlineStatus({ view, game, position }: { view: OnlineGameState; game: GameView; position: Reversi }) {
  const o = useOnlineMessages();
  const { state } = view;
  const over = game.status === 'finished' || game.status === 'aborted';
  const text =
    game.status === 'aborted'
      ? o.aborted
      : game.result
        ? o.result(game.result)
        : game.status === 'waiting'
          ? o.waitingOpponent
          : state.sent
            ? o.sent(state.sent.move)
            : game.turn === state.you && state.you !== null
              ? o.yourMove
              : o.toMove(game.turn ?? position.turn());
  return (
    <div class="status-area">
      <p class={`status${over ? ' over' : ''}`} role="status" data-status data-online-status>
        {text}
      </p>
      <p class="muted" data-seat>
        {state.you ? o.youPlay(state.you) : o.watching}
      </p>
      {state.error && (
        <p class="notice error" role="alert" data-refused={state.error.code}>
          {o.refused} {state.error.message}
        </p>
      )}
      {view.readError && (
        <p class="notice error" role="alert">
          {view.readError}
        </p>
      )}
    </div>
  );
}

/** The player's buttons; a spectator's are "Analyse" at the end and the rematch to watch. */
function OnlineButtons({ view, game, position, attempt, actions }: { view: OnlineGameState; game: GameView; position: Reversi; attempt(act: () => void): void; actions: OnlineGameActions }) {
  const o = useOnlineMessages();
  const { state } = view;
  const can = actionsOf(state);
  const live = view.connection === 'live';
  const over = game.status === 'finished' || game.status === 'aborted';
  const offer = (kind: 'draw' | 'takeback' | 'rematch', action: OfferAction) => () => attempt(() => actions.offer(kind, action));
  const standing = (kind: 'draw' | 'takeback' | 'rematch') => offerStanding(state, kind);
  return (
    <div class="controls online-controls">
      {view.canMove && position.canPass() && (
        <button type="button" name="pass" onClick={() => attempt(() => actions.play('pa'))}>
          {o.pass}
        </button>
      )}
      {can.resign && (
        <button type="button" name="resign" disabled={!live} onClick={() => attempt(actions.resign)}>
          {o.resign}
        </button>
      )}
      {can.abort && (
        <button type="button" name="abort" disabled={!live} onClick={() => attempt(actions.abort)}>
          {o.abort}
        </button>
      )}
      {can.draw && <Offer standing={standing('draw')} kind="draw" live={live} offer={offer} words={{ ask: o.offerDraw, mine: o.drawOffered, theirs: o.theyOfferDraw, accept: o.acceptDraw }} />}
      {(can.takeback || standing('takeback') === 'theirs') && (
        <Offer standing={standing('takeback')} kind="takeback" live={live} offer={offer} words={{ ask: o.askTakeback, mine: o.takebackAsked, theirs: o.theyAskTakeback, accept: o.grantTakeback }} />
      )}
      {(can.rematch || (over && standing('rematch') !== 'none')) && (
        <Offer standing={standing('rematch')} kind="rematch" live={live} offer={offer} words={{ ask: o.rematch, mine: o.rematchOffered, theirs: o.theyRematch, accept: o.acceptRematch }} />
      )}
      {game.rematch && state.you === null && (
        <button type="button" name="watch-rematch" onClick={() => actions.watch(game.rematch!)}>
          {o.watchRematch}
        </button>
      )}
      {game.status === 'finished' && (
        <button type="button" name="analyse-online" onClick={() => actions.analyse(game)}>
          {o.analyse}
        </button>
      )}
      <button type="button" name="online-lobby" onClick={actions.lobby}>
        {o.backToLobby}
      </button>
    </div>
  );
}

/** One kind of offer: the button that makes it, the player's own standing (withdrawn by decline), or the other side's to answer. */
function Offer({
  standing,
  kind,
  live,
  offer,
  words,
}: {
  standing: OfferStanding;
  kind: 'draw' | 'takeback' | 'rematch';
  live: boolean;
  offer(kind: 'draw' | 'takeback' | 'rematch', action: OfferAction): () => void;
  words: { ask: string; mine: string; theirs: string; accept: string };
}) {
  const o = useOnlineMessages();
  if (standing === 'none') {
    return (
      <button type="button" name={`${kind}-offer`} disabled={!live} onClick={offer(kind, 'offer')}>
        {words.ask}
      </button>
    );
  }
  return (
    <span class="offer" data-offer={kind} data-standing={standing}>
      <span>{standing === 'mine' ? words.mine : words.theirs}</span>{' '}
      {standing === 'theirs' && (
        <button type="button" name={`${kind}-accept`} disabled={!live} onClick={offer(kind, 'accept')}>
          {words.accept}
        </button>
      )}{' '}
      <button type="button" name={`${kind}-decline`} disabled={!live} onClick={offer(kind, 'decline')}>
        {standing === 'mine' ? o.withdraw : o.decline}
      </button>
    </span>
  );
}

/** Both players: name, rating, and whether their socket is open; the page's own seat marked. */
function Players({ game, you }: { game: GameView; you: Color | null }) {
  const t = useMessages();
  const o = useOnlineMessages();
  const seat = (color: Color) => {
    const player = game.players[color];
    return (
      <li data-player={color} data-connected={player ? String(player.connected) : undefined}>
        <span class={`dot ${color}`} aria-hidden="true" />
        <span class="sr-only">{t.color(color)}: </span>
        <strong>{seatName(game, color, o)}</strong>
        {you === color && <span class="muted"> ({o.you})</span>}
        {player && <span class={`presence${player.connected ? ' on' : ''}`}> · {o.seatState(player.connected)}</span>}
        {game.ratings && (
          <span class="muted" data-rating-change={color}>
            {' '}
            · {o.ratingChange(game.ratings[color].before, game.ratings[color].after)}
          </span>
        )}
      </li>
    );
  };
  return (
    <section class="card online-players" aria-label={o.players}>
      <ul>
        {seat('black')}
        {seat('white')}
      </ul>
    </section>
  );
}

/** The game's moves, each showing the position after it. */
function OnlineMoves({ game, position, viewed, onSelect }: { game: GameView; position: Reversi; viewed: number; onSelect(ply: number): void }) {
  const moves = useMemo(() => recordOf(game).moves, [game]);
  const tree = useMemo(() => variationTree([moves]), [moves]);
  const colors = useMemo(() => [game.moves.map((move) => move.color)], [game]);
  return <MoveList tree={tree} colors={colors} played={moves} viewed={viewed} opening={position.opening()} reviewed={new Map()} onSelect={(_, ply) => onSelect(ply)} onPromote={() => undefined} onDelete={() => undefined} />;
}
