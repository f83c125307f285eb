// `@flank/reversi/online`: the messages of online play, for a page or a bot that plays on a Flank
// server, and for the server's game objects. It loads no engine: import it anywhere.
export {
  CLOCK_PRESETS,
  MAX_MESSAGE_LENGTH,
  MAX_CLIENT_MESSAGE_LENGTH,
  readClientMessage,
  readServerMessage,
  readLobbyMessage,
  OnlineMessageError,
  type ClockSetting,
  type OnlineStatus,
  type EndReason,
  type OnlineMove,
  type SeatView,
  type OnlineResult,
  type GameView,
  type GameSummary,
  type LobbyMessage,
  type ClientMessage,
  type OfferAction,
  type ServerMessage,
  type OnlineErrorCode,
} from './online/messages.ts';
export type { Player, NewPlayer, PlayerPage, KeptSeat, KeptGame, GamePage } from './online/kept-games.ts';
