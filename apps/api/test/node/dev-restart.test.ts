// A restart in the middle of a game: two bots play a timed game through `wrangler dev` (its state
// in a temporary --persist-to folder); after some moves the server is stopped and started again on
// the same port; both bots join again with their secrets, and the game goes on from the ply it was
// stored at, with its stored clocks, to the end. Nothing acknowledged is lost or played twice, and
// each move's clock charge is the time that passed between the moves as the bots saw them, the
// outage included, and nothing else. A guard, not a speed test: its bounds hold on a loaded machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Color, init } from '@flank/reversi';
import type { ClockSetting, GameView, OnlineMove } from '@flank/reversi/online';
import { expect, it } from 'vitest';
import { SeatBot } from '../../bench/seat-bot.ts';
import { seatedGame } from '../../bench/seated-game.ts';
import { type Server, stopped, wranglerDev } from '../../bench/servers.ts';

/** Plies played before the restart. */
const RESTART_AT = 16;
const CLOCK: ClockSetting = { initialMs: 600_000, incrementMs: 1_000 };
/** Milliseconds either side of a bound: Node's and workerd's clocks both count whole milliseconds. */
const SLACK_MS = 5;
const GUARD_MS = 180_000;

/** `promise`, or a failure past `guardMs`: every wait of the test is bounded, so that its servers are always stopped. */
function within<T>(promise: Promise<T>, what: string, guardMs = 60_000): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${guardMs} ms`)), guardMs).unref())]);
}

async function until(what: string, holds: () => boolean, guardMs = 60_000): Promise<void> {
  const deadline = Date.now() + guardMs;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${guardMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A side's clock as its moves leave it: the start, an increment for each move of its own (a forced pass gets none), less their times. */
function clockAfter(moves: readonly OnlineMove[], color: Color): number {
  const own = moves.filter((m) => m.color === color && m.move !== 'pass');
  return CLOCK.initialMs + own.length * CLOCK.incrementMs - own.reduce((sum, m) => sum + m.ms, 0);
}

it(
  'goes on across a restart of wrangler dev: the same ply, the stored clocks, no acknowledged move lost or played twice',
  async () => {
    await init({ book: false });
    const persistTo = mkdtempSync(join(tmpdir(), 'flank-restart-'));
    let server: Server = await wranglerDev({ persistTo });
    const bots: SeatBot[] = [];
    try {
      const seatedAt = Date.now();
      const { id, black, white } = await within(seatedGame(server.origin, { rules: 'othello', clock: CLOCK }), 'the game made');
      for (const [seed, seat] of [black, white].entries()) bots.push(new SeatBot({ origin: server.origin, gameId: id, secret: seat.secret, moveDelayMs: 20, seed: seed + 1 }));
      await within(Promise.all(bots.map((bot) => bot.joined)), 'both bots joined');
      bots.forEach((bot) => bot.begin());
      await until(`${RESTART_AT} plies played`, () => bots.every((bot) => (bot.latest?.moves.length ?? 0) >= RESTART_AT));

      await stopped(server);
      const goneAt = Date.now();
      await until('both sockets closed', () => bots.every((bot) => bot.closes === 1));
      const before = bots.map((bot) => bot.latest!);
      server = await wranglerDev({ persistTo, port: Number(new URL(server.origin).port) });
      const ends = await within(Promise.all(bots.map((bot) => bot.done)), 'the game played to its end', GUARD_MS);

      const stored = (await (await fetch(`${server.origin}/v1/games/${id}`, { signal: AbortSignal.timeout(30_000) })).json()) as GameView;
      expect(stored.status).toBe('finished');
      expect(stored.result?.reason).toBe('score');
      for (const end of ends) expect(end.moves).toEqual(stored.moves);
      for (const bot of bots) {
        expect(bot.errors).toEqual([]);
        expect(bot.openings.length).toBe(2);
      }

      // The game went on where it was stored: each bot's first state after the restart holds every
      // move it had heard, and at most the one move that was on its way, sent by a bot.
      for (const [i, bot] of bots.entries()) {
        const { game, at, joinSentAt } = bot.openings[1]!;
        const heard = before[i]!.moves;
        expect(game.moves.slice(0, heard.length)).toEqual(heard);
        expect(game.moves.length - heard.length).toBeLessThanOrEqual(1);
        // Its clocks are the stored ones: the side that waits has what its moves left it; the
        // running side that, less the time since its turn began (before the old server was gone),
        // the outage with it.
        const turn = game.turn!;
        const waiting: Color = turn === 'black' ? 'white' : 'black';
        expect(game.clocks![waiting]).toBe(clockAfter(game.moves, waiting));
        const running = clockAfter(game.moves, turn);
        expect(game.clocks![turn]).toBeLessThanOrEqual(running - (joinSentAt - goneAt) + SLACK_MS);
        expect(game.clocks![turn]).toBeGreaterThanOrEqual(running - (at - seatedAt) - SLACK_MS);
      }

      // Every move a bot saw acknowledged is in the game at its ply, and every move of the game
      // (but the forced passes the object plays itself) is one that a bot sent and saw acknowledged:
      // none lost, none played twice.
      const acknowledged = new Map<number, { color: Color; move: string; sentAt: number; ackedAt: number }>();
      for (const bot of bots) {
        for (const sent of bot.sent.values()) {
          expect(sent.ackedAt, `ply ${sent.ply} acknowledged`).not.toBeNull();
          expect(acknowledged.has(sent.ply)).toBe(false);
          acknowledged.set(sent.ply, { color: bot.color!, move: sent.move, sentAt: sent.sentAt, ackedAt: sent.ackedAt! });
        }
        for (const lost of bot.unacknowledged) expect(stored.moves[lost.ply]?.move === lost.move && !bot.sent.has(lost.ply)).toBe(false);
      }
      const played = stored.moves.flatMap((m, ply) => (m.move === 'pass' ? [] : [{ ply, color: m.color, move: m.move }]));
      expect(played).toEqual([...acknowledged.entries()].sort(([a], [b]) => a - b).map(([ply, { color, move }]) => ({ ply, color, move })));

      // Each move's clock charge is the time from the move before it to it, as the bots saw both:
      // at least from that move's first hearing to this one's sending, at most from that move's
      // sending to this one's first hearing. The move that spans the restart is charged the outage.
      const heardAt = (length: number) => Math.min(...bots.map((bot) => bot.heard.get(length) ?? Infinity));
      let previous: { sentAt: number; heardAt: number } = { sentAt: seatedAt, heardAt: bots.reduce((t, bot) => Math.min(t, bot.openings[0]!.at), Infinity) };
      let spanning: { ms: number; sentAt: number } | null = null;
      for (const { ply } of played) {
        const move = acknowledged.get(ply)!;
        const { ms } = stored.moves[ply]!;
        const after = heardAt(ply + 1);
        expect(ms, `ply ${ply}'s time`).toBeGreaterThanOrEqual(move.sentAt - previous.heardAt - SLACK_MS);
        expect(ms, `ply ${ply}'s time`).toBeLessThanOrEqual(after - previous.sentAt + SLACK_MS);
        if (spanning === null && move.sentAt > goneAt) spanning = { ms, sentAt: move.sentAt };
        previous = { sentAt: move.sentAt, heardAt: after };
      }
      // Its turn began before the old server was gone, and it was sent after.
      expect(spanning!.ms).toBeGreaterThanOrEqual(spanning!.sentAt - goneAt - SLACK_MS);
      // And the clocks at the end are what the moves' times leave, nothing else charged.
      expect(stored.clocks).toEqual({ black: clockAfter(stored.moves, 'black'), white: clockAfter(stored.moves, 'white') });
    } finally {
      bots.forEach((bot) => bot.close());
      await stopped(server);
      rmSync(persistTo, { recursive: true, force: true });
    }
  },
  GUARD_MS + 120_000,
);
