import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme';

/** A controllable `(prefers-color-scheme: dark)`, as the browser's matchMedia gives it. */
function fakeColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    /** The system scheme changes and the browser fires "change". */
    switchTo(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
    /** The system scheme changes while nobody listens yet (no event reaches the provider). */
    changeUnheard(next: boolean) {
      dark = next;
    },
  };
}

function Resolved() {
  const { preference, resolved } = useTheme();
  return <p>{`${preference}: ${resolved}`}</p>;
}

const renderProvider = (extra?: ReactNode) =>
  render(
    <ThemeProvider>
      <Resolved />
      {extra}
    </ThemeProvider>,
  );

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ThemeProvider', () => {
  it('follows the system scheme, live, when the preference is "system"', () => {
    const scheme = fakeColorScheme(true);
    renderProvider();
    expect(screen.getByText('system: dark')).toBeInTheDocument();
    expect(isDark()).toBe(true);
    act(() => scheme.switchTo(false));
    expect(screen.getByText('system: light')).toBeInTheDocument();
    expect(isDark()).toBe(false);
  });

  it('picks up a change of scheme made before it listened (between its first render and its effect)', () => {
    const scheme = fakeColorScheme(true);
    // The first render reads "dark"; the scheme turns light before the effect subscribes.
    const readDuringRender = vi.fn(() => scheme.changeUnheard(false));
    function ChangeWhileRendering() {
      readDuringRender();
      return null;
    }
    renderProvider(<ChangeWhileRendering />);
    expect(readDuringRender).toHaveBeenCalled();
    expect(screen.getByText('system: light')).toBeInTheDocument();
    expect(isDark()).toBe(false);
  });

  it('a stored choice wins over the system scheme', () => {
    fakeColorScheme(true);
    localStorage.setItem('devforge:theme', 'light');
    renderProvider();
    expect(screen.getByText('light: light')).toBeInTheDocument();
    expect(isDark()).toBe(false);
  });
});
