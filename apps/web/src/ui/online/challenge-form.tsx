// The form of a new game: its rules, its clock (CLOCK_PRESETS or none), the creator's colour, and
// rated or not (only with an identity). The lobby shows it twice: a challenge anyone may accept,
// and a friend's game, not listed, that its link opens.
import type { Color, RuleSetName } from '@flank/reversi';
import { CLOCK_PRESETS } from '@flank/reversi/online';
import { useState } from 'preact/hooks';
import { useMessages } from '../../i18n/i18n-context.ts';
import type { Challenge } from '../../online/online-play.ts';
import { useOnlineMessages } from './online-i18n.ts';

const RULES: readonly RuleSetName[] = ['othello', 'reversi', 'free-placement'];

/** The form; `kind` names its fields apart (`challenge`, `friend`), `canRate`: the player keeps an identity. */
export function ChallengeForm({ kind, title, note, submit, canRate, busy, onCreate }: { kind: string; title: string; note: string; submit: string; canRate: boolean; busy: boolean; onCreate(choice: Challenge): void }) {
  const t = useMessages();
  const o = useOnlineMessages();
  const [rules, setRules] = useState<RuleSetName>('othello');
  const [clock, setClock] = useState('0');
  const [color, setColor] = useState<Color | 'random'>('random');
  const [rated, setRated] = useState(false);
  const value = (event: Event) => (event.currentTarget as HTMLSelectElement).value;
  const create = (event: Event) => {
    event.preventDefault();
    const preset = CLOCK_PRESETS[Number(clock)];
    onCreate({ rules, clock: clock === 'none' || !preset ? null : { initialMs: preset.initialMs, incrementMs: preset.incrementMs }, color, rated: rated && canRate });
  };
  return (
    <form class="card challenge-form" data-form={kind} onSubmit={create}>
      <h2>{title}</h2>
      <p class="muted">{note}</p>
      <label>
        <span>{t.rules}</span>
        <select name={`${kind}-rules`} value={rules} onChange={(event) => setRules(value(event) as RuleSetName)}>
          {RULES.map((name) => (
            <option key={name} value={name}>
              {t.ruleSets[name]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.clock}</span>
        <select name={`${kind}-clock`} value={clock} onChange={(event) => setClock(value(event))}>
          {CLOCK_PRESETS.map((preset, i) => (
            <option key={preset.name} value={String(i)}>
              {preset.name} · {t.timeControl(preset.initialMs / 60_000, preset.incrementMs / 1000)}
            </option>
          ))}
          <option value="none">{o.untimed}</option>
        </select>
      </label>
      <label>
        <span>{o.creatorColor}</span>
        <select name={`${kind}-color`} value={color} onChange={(event) => setColor(value(event) as Color | 'random')}>
          <option value="random">{o.randomColor}</option>
          <option value="black">{t.color('black')}</option>
          <option value="white">{t.color('white')}</option>
        </select>
      </label>
      <label class="check">
        <input type="checkbox" name={`${kind}-rated`} checked={rated && canRate} disabled={!canRate} onChange={(event) => setRated((event.currentTarget as HTMLInputElement).checked)} />
        <span>{o.rated}</span>
      </label>
      {!canRate && <p class="muted small">{o.ratedNeedsIdentity}</p>}
      <button type="submit" name={`create-${kind}`} disabled={busy}>
        {submit}
      </button>
    </form>
  );
}
