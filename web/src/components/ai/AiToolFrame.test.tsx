import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProvidersResponse, ProviderSummary, UsageResponse } from '@common/ai';
import { aiProviders, aiUsage } from './ai-stores';
import { AiToolFrame } from './AiToolFrame';
import { forgetModelLists } from './use-ai-choice';
import { useAiTask } from './use-ai-task';

const api = vi.hoisted(() => ({ fetchProviders: vi.fn(), fetchUsage: vi.fn(), saveApiKey: vi.fn() }));
vi.mock('@/services/ai-account-api', () => api);

const openai: ProviderSummary = { id: 'openai', name: 'OpenAI', description: '', hasActiveKey: false, builtIn: true, defaultModel: 'gpt-4o-mini' };
const gemini: ProviderSummary = { id: 'gemini', name: 'Google Gemini', description: '', hasActiveKey: false, builtIn: false, defaultModel: 'gemini-2.0-flash' };

function usage(remaining: number, limit = 3): UsageResponse {
  return { plan: 'free', today: limit - remaining, limit, remaining, resetTime: '2030-01-01T00:00:00.000Z', history: [], features: {}, monthly: { month: '2029-12', features: {} } };
}

function providers(list: ProviderSummary[] = [openai, gemini]): ProvidersResponse {
  return { providers: list, defaultProvider: 'openai' };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A text/event-stream answer the test writes piece by piece; it breaks off when the request is aborted. */
function eventStream(signal: AbortSignal | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send: (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

type TaskCall = { url: string; body: Record<string, unknown>; signal: AbortSignal | undefined };
let taskCalls: TaskCall[] = [];
let answerTask: (call: TaskCall) => Response | Promise<Response>;

function Harness({ stream = true }: { stream?: boolean }) {
  const ai = useAiTask('sql-optimize', { toolId: 'test-tool', stream, failureMessage: 'Failed to optimize SQL' });
  return (
    <AiToolFrame
      ai={ai}
      runLabel="Optimize SQL"
      runningLabel="Optimizing…"
      onRun={() => {
        void ai.run({ query: 'select * from users' });
      }}
      result={ai.response && <p>Result: {ai.response.result.content}</p>}
    />
  );
}

function renderFrame(props: { stream?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <Harness {...props} />
    </MemoryRouter>,
  );
}

const done = (content: string, keySource: 'own' | 'built-in' = 'built-in') => ({
  task: 'sql-optimize',
  provider: 'openai',
  model: 'gpt-4o-mini',
  keySource,
  result: { content },
  usage: { promptTokens: 10, completionTokens: 8, totalTokens: 18 },
});

beforeEach(() => {
  localStorage.clear();
  aiUsage.reset();
  aiProviders.reset();
  forgetModelLists();
  taskCalls = [];
  api.fetchProviders.mockResolvedValue(providers());
  api.fetchUsage.mockResolvedValue(usage(3));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/ai/models')) return json({ provider: 'openai', models: ['gpt-4o-mini', 'gpt-4o'], source: 'provider' });
      const call = { url, body: JSON.parse(String(init?.body)) as Record<string, unknown>, signal: init?.signal ?? undefined };
      taskCalls.push(call);
      return answerTask(call);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AiToolFrame', () => {
  it('shows the provider, the models and which key a request uses, then streams an answer and refreshes the usage', async () => {
    let stream!: ReturnType<typeof eventStream>;
    answerTask = (call) => (stream = eventStream(call.signal)).response;
    renderFrame();
    expect(screen.getByText('Loading AI providers…')).toBeInTheDocument();
    expect(await screen.findByLabelText('AI provider')).toHaveValue('openai');
    expect(screen.getByRole('option', { name: 'OpenAI (built-in)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Google Gemini (no key)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveValue('gpt-4o-mini'));
    await userEvent.selectOptions(screen.getByLabelText('Model'), 'gpt-4o');
    expect(await screen.findByTestId('ai-key-source')).toHaveTextContent('Uses the built-in key. 3 of 3 free AI requests left today.');

    await userEvent.click(screen.getByRole('button', { name: 'Optimize SQL' }));
    expect(screen.getByRole('button', { name: 'Optimizing…' })).toBeDisabled();
    expect(taskCalls[0]!.url).toBe('/api/ai/tasks/sql-optimize/stream');
    // The choice goes with the request.
    expect(taskCalls[0]!.body).toEqual({ query: 'select * from users', provider: 'openai', model: 'gpt-4o' });
    expect(screen.getByTestId('ai-elapsed')).toHaveTextContent(/^\d+\.\d s$/);

    api.fetchUsage.mockResolvedValue(usage(2));
    await act(async () => {
      stream.send('meta', { provider: 'openai', model: 'gpt-4o', keySource: 'built-in' });
      stream.send('delta', { text: 'Use an ' });
      stream.send('delta', { text: 'index.' });
    });
    expect(await screen.findByLabelText('The answer so far')).toHaveTextContent('Use an index.');
    expect(screen.getByTestId('ai-run-progress')).toHaveTextContent('OpenAI · gpt-4o · built-in key');
    await act(async () => {
      stream.send('done', done('Use an index.'));
      stream.end();
    });
    expect(await screen.findByText('Result: Use an index.')).toBeInTheDocument();
    expect(screen.getByTestId('ai-run-summary')).toHaveTextContent(/^Answered in \d+\.\d s · OpenAI · gpt-4o-mini · built-in key · 18 tokens$/);
    expect(screen.getByRole('button', { name: 'Optimize SQL' })).toBeEnabled();
    // Usage figures are refreshed after the request, without a reload.
    await waitFor(() => expect(screen.getByTestId('ai-key-source')).toHaveTextContent('2 of 3 free AI requests left today'));
    // The choice is remembered for this tool.
    expect(localStorage.getItem('test-tool:model')).toBe('"gpt-4o"');
  });

  it('Cancel aborts the request and says so', async () => {
    answerTask = (call) => eventStream(call.signal).response;
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Optimize SQL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(taskCalls[0]!.signal?.aborted).toBe(true);
    expect(await screen.findByText(/^Cancelled after \d+\.\d s\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Optimize SQL' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a key: "Please configure your AI API key first", key entry opens and saves to the account', async () => {
    localStorage.setItem('test-tool:provider', '"gemini"');
    api.saveApiKey.mockResolvedValue({});
    renderFrame();
    await screen.findByLabelText('AI provider');
    expect(screen.getByTestId('ai-key-source')).toHaveTextContent('No Google Gemini key yet');
    await userEvent.click(screen.getByRole('button', { name: 'Optimize SQL' }));
    expect(taskCalls).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Please configure your AI API key first');
    const entry = screen.getByRole('region', { name: 'Google Gemini API Key' });
    expect(within(entry).getByLabelText('API key')).toHaveAttribute('type', 'password');
    expect(within(entry).getByRole('button', { name: 'Save Key' })).toBeDisabled();

    api.fetchProviders.mockResolvedValue(providers([openai, { ...gemini, hasActiveKey: true }]));
    await userEvent.type(within(entry).getByLabelText('API key'), '  AIza-test-key  ');
    await userEvent.click(within(entry).getByRole('button', { name: 'Save Key' }));
    expect(api.saveApiKey).toHaveBeenCalledWith({ provider: 'gemini', apiKey: 'AIza-test-key' });
    expect(await screen.findByText(/Your Google Gemini key is saved\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Google Gemini API Key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('ai-key-source')).toHaveTextContent('Uses your own Google Gemini key: not counted against the daily limit.');
    expect(screen.getByRole('option', { name: 'Google Gemini (your key)' })).toBeInTheDocument();
  });

  it('the daily limit: the message, Configure API Key, Account Settings and the upgrade panel', async () => {
    const message = 'You have used your 3 free AI requests for today. Add your own OpenAI API key in Account Settings to keep going, or upgrade to Pro for unlimited AI.';
    answerTask = () => json({ error: { code: 'daily_limit_reached', message } }, 429);
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Optimize SQL' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Daily limit reached');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account#ai-usage');
    expect(within(alert).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/account#plan');
    await userEvent.click(within(alert).getByRole('button', { name: 'Configure API Key' }));
    expect(screen.getByRole('region', { name: 'OpenAI API Key' })).toBeInTheDocument();
    // The refused request was still followed by a usage refresh.
    expect(api.fetchUsage.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a failure without words gets the tool wording; one not about keys offers no key entry', async () => {
    answerTask = () => new Response('', { status: 502 });
    renderFrame({ stream: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Optimize SQL' }));
    expect(taskCalls[0]!.url).toBe('/api/ai/tasks/sql-optimize');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request failed (502)');
    expect(within(alert).queryByRole('button', { name: 'Configure API Key' })).not.toBeInTheDocument();

    answerTask = () => json({ error: { code: 'ai_bad_response', message: 'Failed to optimize SQL' } }, 502);
    await userEvent.click(screen.getByRole('button', { name: 'Optimize SQL' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to optimize SQL'));
  });

  it('a Pro user sees "unlimited"; an own key is not counted', async () => {
    api.fetchUsage.mockResolvedValue({ ...usage(3), plan: 'pro', limit: null, remaining: null });
    renderFrame();
    await waitFor(() => expect(screen.getByTestId('ai-key-source')).toHaveTextContent('Uses the built-in key. Unlimited with Pro.'));
  });
});
