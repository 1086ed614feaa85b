import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY, redirectAfterLogin } from '@/services/redirect-after-login';
import { RequireAuth } from './RequireAuth';
import { SessionProvider, useSession } from '@/services/session';
import { jsonResponse as json, signedInAnswer } from '@/services/session-test-data';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function SignOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

// A session the server has not expired yet (remembered sessions past their expiry are not used).
const liveAnswer = { ...signedInAnswer, session: { expiresAt: '2999-01-01T00:00:00.000Z' } };

function Offline() {
  const { offline } = useSession();
  return offline ? <p>offline</p> : null;
}

function renderAt(path: string, preload?: (pathname: string) => void, showWhileChecking = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <Routes>
          <Route
            path="/tools/*"
            element={
              <RequireAuth preload={preload} showWhileChecking={showWhileChecking}>
                <h1>Tools</h1>
                <SignOutButton />
                <Offline />
              </RequireAuth>
            }
          />
          <Route path="/login" element={<h1>Login</h1>} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
        <Where />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a spinner while the session loads, then the page for a signed-in user', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/tools');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    await act(async () => answer(json(signedInAnswer)));
    expect(await screen.findByRole('heading', { name: 'Tools' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/get-session', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('starts loading the page code while the session is checked', async () => {
    fetchMock.mockResolvedValueOnce(json(signedInAnswer));
    const preload = vi.fn();
    renderAt('/tools/uuid-generator', preload);
    expect(preload).toHaveBeenCalledWith('/tools/uuid-generator');
    await screen.findByRole('heading', { name: 'Tools' });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-out visitor to /login and remembers the page with its query', async () => {
    fetchMock.mockResolvedValueOnce(json(null));
    renderAt('/tools/json-formatter?indent=4');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/tools/json-formatter?indent=4');
    expect(redirectAfterLogin({ consume: true })).toBe('/tools/json-formatter?indent=4');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('goes home, not to /login, after the user signs out on a protected page', async () => {
    fetchMock.mockResolvedValueOnce(json(signedInAnswer));
    renderAt('/tools');
    await screen.findByRole('heading', { name: 'Tools' });
    fetchMock.mockResolvedValueOnce(json({ success: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('asks for a sign-in when the server cannot be reached and this browser knows no session, after retrying', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/tools');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('keeps a signed-in user on the page offline: the last confirmed session stands in, marked offline', async () => {
    fetchMock.mockResolvedValueOnce(json(liveAnswer));
    const first = renderAt('/tools');
    await screen.findByRole('heading', { name: 'Tools' });
    expect(screen.queryByText('offline')).toBeNull();
    first.unmount();

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/tools');
    expect(await screen.findByText('offline')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tools' })).toBeInTheDocument();
  });

  it('does not take a server error for signed out', async () => {
    fetchMock.mockResolvedValueOnce(json(liveAnswer));
    renderAt('/tools').unmount();
    await vi.waitFor(() => expect(localStorage.length).toBe(1));
    fetchMock.mockResolvedValue(json({ error: { code: 'bad_gateway', message: 'Bad gateway' } }, 502));
    renderAt('/tools');
    expect(await screen.findByText('offline')).toBeInTheDocument();
  });

  it('forgets the remembered session when the server says signed out', async () => {
    fetchMock.mockResolvedValueOnce(json(liveAnswer));
    renderAt('/tools').unmount();
    await vi.waitFor(() => expect(localStorage.length).toBe(1));
    fetchMock.mockResolvedValueOnce(json(null));
    renderAt('/tools').unmount();
    await vi.waitFor(() => expect(localStorage.length).toBe(0));
  });

  it('shows a page marked showWhileChecking during the check', () => {
    fetchMock.mockReturnValueOnce(new Promise<Response>(() => {}));
    renderAt('/tools', undefined, true);
    expect(screen.getByRole('heading', { name: 'Tools' })).toBeInTheDocument();
  });
});

describe('redirectAfterLogin', () => {
  beforeEach(() => sessionStorage.clear());

  it('defaults to /tools', () => {
    expect(redirectAfterLogin()).toBe('/tools');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the off-site target %j',
    (target) => {
      sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, target);
      expect(redirectAfterLogin()).toBe('/tools');
    },
  );
});
