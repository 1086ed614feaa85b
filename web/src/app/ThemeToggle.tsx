import { MonitorIcon, MoonIcon, SunIcon } from '@/services/frame-icons';
import { useHydrated } from '@/services/render/use-hydrated';
import { useTheme, type ThemePreference } from '@/services/theme';

const next: Record<ThemePreference, ThemePreference> = { light: 'dark', dark: 'system', system: 'light' };
const labels: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Cycles light → dark → system; the label says the current choice and the next one. */
export function ThemeToggle() {
  const theme = useTheme();
  // A prerendered page shows 'system' until hydrated (the server cannot know the stored choice);
  // the page's colours are already right before paint (boot.js), only this icon waits.
  const hydrated = useHydrated();
  const preference = hydrated ? theme.preference : 'system';
  const setPreference = theme.setPreference;
  const Icon = preference === 'light' ? SunIcon : preference === 'dark' ? MoonIcon : MonitorIcon;
  return (
    <button
      type="button"
      onClick={() => setPreference(next[preference])}
      className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      aria-label={`Theme: ${labels[preference]}. Switch to ${labels[next[preference]]}`}
      title={`Theme: ${labels[preference]}`}
      data-theme-preference={preference}
    >
      <Icon className="h-5 w-5" aria-hidden />
    </button>
  );
}
