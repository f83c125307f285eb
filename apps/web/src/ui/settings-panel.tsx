// The game's settings: who plays, the person's colour, the computer's level, the rule set (a change
// starts a new game), the computer's options, the colours and the language.
import type { ResolvedRules, RuleSetName } from '@flank/reversi';
import { useMessages } from '../i18n/i18n-context.ts';
import { LANGUAGES, type Language, MESSAGES } from '../i18n/messages.ts';
import { THEME_CHOICES, type ThemeChoice } from './theme.ts';
import type { PageActions } from '../play/page-actions.ts';
import { COMPUTER_MOVE_MS } from '../play/computer-move-lane.ts';
import { MAX_PLAY_LEVEL, MODES, type Mode, STYLES, type Settings } from '../play/settings.ts';
import { TIME_CONTROLS, type TimeControl } from '../play/game-clock.ts';

const RULE_SETS: readonly RuleSetName[] = ['othello', 'reversi', 'free-placement'];
const LEVELS = Array.from({ length: MAX_PLAY_LEVEL }, (_, i) => i + 1);

/** A time control's name in the form: `5+3`, or `off`. */
const clockName = (control: TimeControl | null) => (control ? `${control.minutes}+${control.increment}` : 'off');

/** A rule set with its options spelled out, as the game takes it. */
function rulesOf(name: RuleSetName, options: { mustCapture: boolean; voluntaryPass: boolean }): ResolvedRules {
  return name === 'free-placement' ? { name, ...options } : { name };
}

/** The settings form, in the settings dialog. */
export function SettingsPanel({
  settings,
  rules,
  actions,
  theme,
  onTheme,
  language,
  onLanguage,
}: {
  settings: Readonly<Settings>;
  /** The game's rules: a change of them starts a new game. */
  rules: ResolvedRules;
  actions: Pick<PageActions, 'changeSettings' | 'newGame'>;
  theme: ThemeChoice;
  onTheme(theme: ThemeChoice): void;
  language: Language;
  onLanguage(language: Language): void;
}) {
  const t = useMessages();
  const options = rules.name === 'free-placement' ? rules : { mustCapture: false, voluntaryPass: false };
  const value = (event: Event) => (event.currentTarget as HTMLSelectElement).value;
  return (
    <div class="settings">
      <label>
        <span>{t.mode}</span>
        <select name="mode" value={settings.mode} onChange={(event) => actions.changeSettings({ mode: value(event) as Mode })}>
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t.modes[mode]}
            </option>
          ))}
        </select>
      </label>
      {settings.mode === 'human-computer' && (
        <label>
          <span>{t.yourColor}</span>
          <select name="color" value={settings.humanColor} onChange={(event) => actions.changeSettings({ humanColor: value(event) as 'black' | 'white' })}>
            <option value="black">{t.color('black')}</option>
            <option value="white">{t.color('white')}</option>
          </select>
        </label>
      )}
      {settings.mode !== 'human-human' && (
        <>
          <label>
            <span>{t.style}</span>
            <select name="style" value={settings.style ?? 'best'} onChange={(event) => actions.changeSettings({ style: value(event) === 'best' ? null : Number(value(event)) })}>
              <option value="best">{t.styleBest}</option>
              {STYLES.map((loss) => (
                <option key={loss} value={loss}>
                  {t.styleHuman(loss)}
                </option>
              ))}
            </select>
          </label>
          {settings.style === null && (
            <label>
              <span>{t.level}</span>
              <select name="level" value={settings.level} onChange={(event) => actions.changeSettings({ level: Number(value(event)) })}>
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </label>
          )}
          <p class="muted level-cap" data-level-cap>
            {t.levelCap(COMPUTER_MOVE_MS / 1000)}
          </p>
        </>
      )}
      <label>
        <span>{t.clock}</span>
        <select name="clock" value={clockName(settings.clock)} onChange={(event) => actions.changeSettings({ clock: TIME_CONTROLS.find((control) => clockName(control) === value(event)) ?? null })}>
          <option value="off">{t.clockOff}</option>
          {TIME_CONTROLS.map((control) => (
            <option key={clockName(control)} value={clockName(control)}>
              {t.timeControl(control.minutes, control.increment)}
            </option>
          ))}
        </select>
      </label>
      {/* In every mode: hints and the graph use the engine too. */}
      <div class="options">
        <SettingCheck settings={settings} actions={actions} name="book" />
        <SettingCheck settings={settings} actions={actions} name="playView" />
        <SettingCheck settings={settings} actions={actions} name="sound" />
      </div>
      <label>
        <span>{t.rules}</span>
        <select name="rules" value={rules.name} onChange={(event) => actions.newGame(rulesOf(value(event) as RuleSetName, options))}>
          {RULE_SETS.map((name) => (
            <option key={name} value={name}>
              {t.ruleSets[name]}
            </option>
          ))}
        </select>
      </label>
      {rules.name === 'free-placement' && (
        <div class="options">
          {(['mustCapture', 'voluntaryPass'] as const).map((option) => (
            <label class="check" key={option}>
              <input
                type="checkbox"
                name={option}
                checked={options[option]}
                onChange={(event) => actions.newGame(rulesOf('free-placement', { ...options, [option]: (event.currentTarget as HTMLInputElement).checked }))}
              />
              <span>{t[option]}</span>
            </label>
          ))}
        </div>
      )}
      <label>
        <span>{t.theme}</span>
        <select name="theme" value={theme} onChange={(event) => onTheme(value(event) as ThemeChoice)}>
          {THEME_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t.themes[choice]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.language}</span>
        <select name="language" value={language} onChange={(event) => onLanguage(value(event) as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {MESSAGES[code].languageName}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A setting that is on or off, as a checkbox named after it, labelled in the page's language. */
function SettingCheck({ settings, actions, name }: { settings: Readonly<Settings>; actions: Pick<PageActions, 'changeSettings'>; name: 'book' | 'playView' | 'sound' }) {
  const t = useMessages();
  return (
    <label class="check">
      <input type="checkbox" name={name} checked={settings[name]} onChange={(event) => actions.changeSettings({ [name]: (event.currentTarget as HTMLInputElement).checked })} />
      <span>{t[name]}</span>
    </label>
  );
}
