import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/services/session';
import { jsonResponse, signedInAnswer } from '@/services/session-test-data';
import { ThemeProvider } from '@/services/theme';
import { CommandPaletteLauncher } from './CommandPaletteLauncher';

/** The home page (the palette is for signed-in users there) with the session answer held back. */
function renderHomeWithPendingSession() {
  let answer: (r: Response) => void = () => {};
  vi.mocked(fetch).mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
  render(
    <MemoryRouter initialEntries={['/']}>
      <ThemeProvider>
        <SessionProvider>
          <CommandPaletteLauncher />
        </SessionProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
  return (body: unknown) => act(async () => answer(jsonResponse(body)));
}

const pressCtrlK = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
const paletteOrLoading = () => screen.queryByRole('dialog', { name: 'Command palette' }) ?? screen.queryByText('Opening the command palette…');

describe('CommandPaletteLauncher', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    // The palette's theme action reads the system preference (jsdom has no matchMedia).
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps a Ctrl+K pressed while the session is checked and opens once the user is known', async () => {
    const answerSession = renderHomeWithPendingSession();
    pressCtrlK();
    expect(paletteOrLoading()).toBeNull();
    await answerSession(signedInAnswer);
    expect(paletteOrLoading()).not.toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);

  it('drops that Ctrl+K when the visitor turns out to be signed out on the home page', async () => {
    const answerSession = renderHomeWithPendingSession();
    pressCtrlK();
    await answerSession(null);
    expect(paletteOrLoading()).toBeNull();
    // And the shortcut is not taken from the browser for a visitor who may not use the palette.
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(paletteOrLoading()).toBeNull();
  });
});
