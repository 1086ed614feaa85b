import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markServerReachable, markServerUnreachable } from '@/lib/use-online';
import { FeedbackForm } from './FeedbackForm';

function renderForm() {
  render(
    <>
      <h2 id="fb">Send Feedback</h2>
      <FeedbackForm headingId="fb" />
    </>,
  );
  return {
    message: () => screen.getByRole('textbox', { name: 'Message' }),
    email: () => screen.getByRole('textbox', { name: /^Email/ }),
    submit: () => screen.getByRole('button', { name: /Send Feedback|Sending/ }),
  };
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

// A generous timeout: typing through jsdom is slow on a busy machine.
describe('FeedbackForm', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    // No delay between keystrokes.
    user = userEvent.setup({ delay: null });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setOnline(true);
  });

  it('posts the trimmed message and email, then thanks and clears the fields', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const form = renderForm();
    await user.type(form.message(), '  Dark mode is lovely  ');
    await user.type(form.email(), ' dev@example.com ');
    await user.click(form.submit());

    expect(form.submit()).toHaveTextContent('Sending…');
    expect(form.submit()).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feedback');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Dark mode is lovely', email: 'dev@example.com' });

    await act(async () => answer(jsonResponse(201, { id: 'abc', createdAt: '2026-01-01T00:00:00.000Z' })));
    expect(await screen.findByText('Thank you for your feedback!')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(form.message()).toHaveValue('');
    expect(form.email()).toHaveValue('');
    expect(form.message()).toHaveFocus();
  });

  it('sends a blank email as null', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x', createdAt: '' }));
    const form = renderForm();
    await user.type(form.message(), 'Hi');
    await user.click(form.submit());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ message: 'Hi', email: null });
  });

  it('refuses a blank message without calling the server', async () => {
    const form = renderForm();
    await user.type(form.message(), '   ');
    await user.click(form.submit());
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(form.message()).toHaveAttribute('aria-invalid', 'true');
    expect(form.message()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(form.message(), 'ok');
    expect(screen.queryByText('Please enter a message')).toBeNull();
  });

  it('refuses a malformed email without calling the server', async () => {
    const form = renderForm();
    await user.type(form.message(), 'Hello');
    await user.type(form.email(), 'not-an-email');
    await user.click(form.submit());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many requests. Please try again in 30 s.' } }),
    );
    const form = renderForm();
    await user.type(form.message(), 'Again');
    await user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 30 s.');
    expect(form.message()).toHaveValue('Again');
    expect(form.submit()).toBeEnabled();
  });

  it('says when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = renderForm();
    await user.type(form.message(), 'Hello');
    await user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
  });

  it('is refused while offline', async () => {
    const form = renderForm();
    await user.type(form.message(), 'From a plane');
    setOnline(false);
    expect(screen.getByText('No internet connection')).toBeInTheDocument();
    expect(form.submit()).toBeDisabled();
    // Enter in the email field would submit the form: still nothing is sent.
    await user.type(form.email(), '{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();

    setOnline(true);
    expect(screen.queryByText('No internet connection')).toBeNull();
    expect(form.submit()).toBeEnabled();
  });

  it('is refused while the server cannot be reached, even when the browser says online (issue 38)', async () => {
    const form = renderForm();
    await user.type(form.message(), 'Server down');
    // The session check (or any API call) got no answer: the whole page agrees it is offline.
    act(() => markServerUnreachable());
    expect(screen.getByText('DevForge cannot be reached')).toBeInTheDocument();
    expect(form.submit()).toBeDisabled();
    expect(form.message()).toHaveValue('Server down');

    act(() => markServerReachable());
    expect(form.submit()).toBeEnabled();
  });

  it('a send that never reached the server keeps the message and disables sending', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = renderForm();
    await user.type(form.message(), 'Hello');
    await user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    expect(form.message()).toHaveValue('Hello');
    expect(form.submit()).toBeDisabled();
  });
});
