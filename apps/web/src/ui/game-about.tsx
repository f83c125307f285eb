// A loaded game's players, date and place, above its moves.
import type { GameAbout as About } from '../game/record.ts';
import { useMessages } from '../i18n/i18n-context.ts';

/** One line: "ann – bob · GGS/os · 2003.12.15"; nothing for a game that says none of it. */
export function GameAbout({ about }: { about: About | undefined }) {
  const t = useMessages();
  if (!about || !(about.black || about.white || about.date || about.place)) return null;
  const players = about.black || about.white ? `${about.black ?? '?'} – ${about.white ?? '?'}` : '';
  const text = [players, about.place, about.date?.replace(/_.*/, '')].filter(Boolean).join(' · ');
  return (
    <p class="game-about" data-game-about>
      <span class="sr-only">{t.gameAbout}: </span>
      {text}
    </p>
  );
}
