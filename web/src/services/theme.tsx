import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

export type ThemePreference = 'light' | 'dark' | 'system';

type ThemeContextValue = { preference: ThemePreference; resolved: 'light' | 'dark'; setPreference: (p: ThemePreference) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
// The prerender (render/prerender.tsx) runs in Node: no window, no stored choice.
const inBrowser = typeof window !== 'undefined';

function apply(resolved: 'light' | 'dark') {
  document.documentElement.classList.toggle('dark', resolved === 'dark');
  document.documentElement.style.colorScheme = resolved;
}

/** The stored choice: a raw string (what boot.js reads), or JSON from older writes. */
function readThemePreference(): string {
  try {
    const raw = localStorage.getItem(storageKeys.theme);
    if (raw === 'light' || raw === 'dark' || raw === 'system') return raw;
  } catch {
    /* storage unavailable */
  }
  return readStored<string>(storageKeys.theme, 'system');
}

/** Light, dark or system theme, remembered in localStorage (web/public/boot.js applies it before paint). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPref] = useState<ThemePreference>(() => {
    const stored = readThemePreference();
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  });
  const [systemDark, setSystemDark] = useState(() => inBrowser && darkQuery().matches);

  useEffect(() => {
    const query = darkQuery();
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    // A change between the first render and now was heard by nobody (hydrating a prerendered page
    // leaves time for one): read the scheme again.
    onChange();
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolved = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
  useEffect(() => apply(resolved), [resolved]);

  const setPreference = useCallback((p: ThemePreference) => {
    setPref(p);
    // boot.js reads the raw string, so store it unquoted.
    try {
      localStorage.setItem(storageKeys.theme, p);
    } catch {
      writeStored(storageKeys.theme, p);
    }
  }, []);

  return <ThemeContext.Provider value={{ preference, resolved, setPreference }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
