// Which evaluation the page's engine plays with, told by its moves: a position where the light
// evaluation and the page's network reply differently at level 1 (book off), found in Node from
// the weights files the page serves: the package's light weights and the engine's smaller network
// (the build gzips it; the wrapper takes it raw as well).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { ENGINE_WAIT_MS, checkSetting, chooseSetting, humanTurnOrOver, load } from './page-helpers.ts';

const SCRIPT = fileURLToPath(new URL('./engine-replies.ts', import.meta.url));
const resolve = createRequire(import.meta.url).resolve;
/** The weights files the page fetches (src/searcher/files.ts). */
const WEIGHTS = { light: resolve('@flank/reversi/flank-eval.bin'), network: resolve('@flank/engine/flank-network-small.bin') };

/** A position (a transcript, white to move) and each evaluation's reply to it. */
export interface TellingPosition {
  transcript: string;
  light: string;
  network: string;
}

/** The engine's replies with one weights file (engine-replies.ts, in a process of its own). */
function replies(weights: string): { transcript: string; reply: string }[] {
  return JSON.parse(execFileSync(process.execPath, [SCRIPT, weights], { encoding: 'utf8' })) as { transcript: string; reply: string }[];
}

/** The first position of engine-replies.ts's list where the two evaluations reply differently. */
export function tellingPosition(): TellingPosition {
  const light = replies(WEIGHTS.light);
  const network = replies(WEIGHTS.network);
  const index = light.findIndex((entry, i) => entry.reply !== network[i]!.reply);
  if (index < 0) throw new Error(`The light evaluation and the network reply alike to all ${light.length} positions of engine-replies.ts: add positions`);
  return { transcript: light[index]!.transcript, light: light[index]!.reply, network: network[index]!.reply };
}

/**
 * Sets the engine to level 1 without the opening book (the conditions of engine-replies.ts), for
 * a person playing black.
 */
export async function replyConditions(page: Page): Promise<void> {
  await chooseSetting(page, 'level', '1');
  await checkSetting(page, 'book', false);
}

/** Loads `transcript` (white to move) in a new game and returns the computer's reply. */
export async function computerReply(page: Page, transcript: string): Promise<string> {
  // A new game first: the reply to the same transcript is then no leftover of the last one.
  await page.click('button:has-text("New game")');
  await page.waitForFunction(() => document.querySelectorAll('li[data-ply]').length === 0, undefined, { timeout: ENGINE_WAIT_MS });
  await load(page, transcript);
  // A loaded game opens to analyse: played on from there, the computer replies as white.
  await page.selectOption('select[name="play-side"]', 'black');
  await page.click('button[name="play-from-here"]');
  const plies = transcript.length / 2 + 1;
  await page.waitForFunction((count) => document.querySelectorAll('li[data-ply]').length === count, plies, { timeout: ENGINE_WAIT_MS });
  await humanTurnOrOver(page);
  const played = await page.inputValue('textarea[name="transcript"]');
  if (!played.startsWith(transcript) || played.length !== transcript.length + 2) throw new Error(`Expected ${transcript} and one reply, the page shows ${played}`);
  return played.slice(-2);
}
