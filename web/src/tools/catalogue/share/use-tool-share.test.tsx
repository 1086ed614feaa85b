import { Blob as NodeBlob } from 'node:buffer';
import { inflateRawSync } from 'node:zlib';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolStateProvider, useToolState, type Setter } from '@/lib/tool-state/tool-state';
import type { ToolMeta } from '../../types';
import { useToolShare } from './use-tool-share';

const tool: ToolMeta = {
  id: 'demo-tool',
  name: 'Demo Tool',
  description: 'A tool with one shared field.',
  category: 'utilities',
  tags: [],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 1,
  keywords: [],
};

// The field's setter, for a change made outside a DOM event (as an editor's own update listener does).
const field: { set: Setter<string> } = { set: () => {} };
const setGreeting = (value: string) => field.set(value);

function Greeting() {
  const [greeting, set] = useToolState('greeting', 'hello');
  useLayoutEffect(() => {
    field.set = set;
  }, [set]);
  return <input aria-label="Greeting" value={greeting} onChange={(event) => set(event.target.value)} />;
}

function Page() {
  const { controller } = useToolShare(tool, true);
  if (!controller) return null;
  return (
    <ToolStateProvider controller={controller}>
      <Greeting />
    </ToolStateProvider>
  );
}

const linkState = () => document.documentElement.getAttribute('data-link-state');

/** The address bar's state, read with Node's own base64url and zlib (not the page's codec). */
function addressBarState(): unknown {
  const match = /^#s=1\.([bz])\.(.+)$/.exec(window.location.hash);
  if (!match) return null;
  const bytes = Buffer.from(match[2], 'base64url');
  return JSON.parse((match[1] === 'z' ? inflateRawSync(bytes) : bytes).toString('utf8'));
}

// The write encodes with CompressionStream (real promises): the debounce's timer is faked, the rest runs.
async function runScheduledWrite() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(400);
  });
  await vi.waitFor(() => expect(linkState()).toBeNull(), { timeout: 5_000, interval: 10 });
}

beforeEach(() => {
  // jsdom's Blob has no stream(), which the codec's CompressionStream pipe reads from; Node's has.
  vi.stubGlobal('Blob', NodeBlob);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.history.replaceState(null, '', '/tools/demo-tool');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the address bar signal (data-link-state)', () => {
  it('is pending from a change until the address bar holds the new state, then cleared', async () => {
    render(<Page />);
    expect(linkState()).toBeNull();

    fireEvent.change(screen.getByLabelText('Greeting'), { target: { value: 'bonjour' } });
    expect(linkState()).toBe('pending');
    expect(addressBarState()).toBeNull();

    await runScheduledWrite();
    expect(addressBarState()).toEqual({ t: 'demo-tool', s: { greeting: 'bonjour' } });
  });

  it('is pending as soon as a field is set, before React renders (an editor updating outside a user event)', async () => {
    render(<Page />);
    act(() => {
      setGreeting('hola');
      // Inside act nothing has rendered yet: the setter itself said so.
      expect(linkState()).toBe('pending');
    });
    await runScheduledWrite();
    expect(addressBarState()).toEqual({ t: 'demo-tool', s: { greeting: 'hola' } });
  });

  it('stays pending while a later change waits behind a write, and ends with the latest state', async () => {
    render(<Page />);
    fireEvent.change(screen.getByLabelText('Greeting'), { target: { value: 'first' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    fireEvent.change(screen.getByLabelText('Greeting'), { target: { value: 'second' } });
    // The first write has run (or is finishing), but the second is still scheduled.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(linkState()).toBe('pending');

    await runScheduledWrite();
    expect(addressBarState()).toEqual({ t: 'demo-tool', s: { greeting: 'second' } });
  });

  it('is not raised by setting a field to the value it holds', () => {
    render(<Page />);
    act(() => setGreeting('hello'));
    expect(linkState()).toBeNull();
  });

  it('is cleared when the page goes away with a write still scheduled, and that write never runs', async () => {
    const { unmount } = render(<Page />);
    fireEvent.change(screen.getByLabelText('Greeting'), { target: { value: 'left behind' } });
    expect(linkState()).toBe('pending');

    unmount();
    expect(linkState()).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(window.location.hash).toBe('');
  });
});
