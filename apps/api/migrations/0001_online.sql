-- Online play's records (docs/online.md): players and their Glicko-2 ratings, every finished game
-- with its moves and GGF, and each player's rating after each rated game. Applied by
-- `wrangler d1 migrations apply DB` (`--local` by `pnpm dev`, under .wrangler/state) and by the
-- tests (test/apply-migrations.ts). Dates are ISO 8601 in UTC as `Date.toISOString()` writes them,
-- so that text order is time order.

-- An identity that keeps a rating. Only the SHA-256 of its secret is kept: the secret is shown once.
CREATE TABLE players (
  id TEXT PRIMARY KEY,
  -- 2 to 20 letters, digits, _ or -; unique whatever the case (NOCASE folds ASCII, all a name holds).
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- The secret's SHA-256, in lowercase hex.
  secret_hash TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  -- How many rated games have moved the rating: the number the next one takes in `ratings`.
  rated_games INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
) STRICT;

-- A finished game (an aborted one is not kept). A seat without an identity has only its name.
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  rules TEXT NOT NULL CHECK (rules IN ('othello', 'reversi', 'free-placement')),
  -- free-placement's options (0 or 1), NULL under the other rule sets.
  must_capture INTEGER,
  voluntary_pass INTEGER,
  -- Fischer's clock; both NULL: untimed.
  clock_initial_ms INTEGER,
  clock_increment_ms INTEGER,
  rated INTEGER NOT NULL CHECK (rated IN (0, 1)),
  black_name TEXT NOT NULL,
  black_id TEXT REFERENCES players (id),
  white_name TEXT NOT NULL,
  white_id TEXT REFERENCES players (id),
  winner TEXT NOT NULL CHECK (winner IN ('black', 'white', 'draw')),
  reason TEXT NOT NULL CHECK (reason IN ('score', 'resign', 'time', 'agreement', 'abandoned')),
  -- The discs on the board at the end.
  black_discs INTEGER NOT NULL,
  white_discs INTEGER NOT NULL,
  -- Each side's rating before and after a rated game; NULL in an unrated one.
  black_rating_before REAL,
  black_rating_after REAL,
  white_rating_before REAL,
  white_rating_after REAL,
  -- The game in GGF, which records othello games only: NULL under the other rule sets.
  ggf TEXT,
  created_at TEXT NOT NULL,
  ended_at TEXT NOT NULL
) STRICT;

-- "Recent games", newest first, and "a player's games", whichever colour the player had.
-- (ended_at, id): the lists' order, the id breaking ties.
CREATE INDEX games_by_end ON games (ended_at, id);
CREATE INDEX games_by_black ON games (black_id, ended_at, id);
CREATE INDEX games_by_white ON games (white_id, ended_at, id);

-- Each move of a finished game, passes included, with the time its side took.
CREATE TABLE moves (
  game_id TEXT NOT NULL REFERENCES games (id),
  -- From 0: the number of moves before it.
  ply INTEGER NOT NULL,
  color TEXT NOT NULL CHECK (color IN ('black', 'white')),
  -- A square, a1 to h8, or 'pass'.
  move TEXT NOT NULL CHECK (move = 'pass' OR move GLOB '[a-h][1-8]'),
  ms INTEGER NOT NULL CHECK (ms >= 0),
  PRIMARY KEY (game_id, ply)
) STRICT, WITHOUT ROWID;

-- A player's rating after each rated game. The key keeps two games that end at once for one player
-- from both taking the same rating: each claims the player's next number, and the second one's
-- batch fails whole on the key, to be computed again from the first one's rating.
CREATE TABLE ratings (
  player_id TEXT NOT NULL REFERENCES players (id),
  -- The player's 1st, 2nd, ... rated game.
  rated_game INTEGER NOT NULL,
  game_id TEXT NOT NULL REFERENCES games (id),
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  PRIMARY KEY (player_id, rated_game)
) STRICT, WITHOUT ROWID;
