import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadedList, useLoadedList } from './AccountSection';

afterEach(cleanup);

/** A server that gives `answers` in turn (one per load), counting the loads. */
function answering(...answers: (() => Promise<string[]>)[]) {
  const server = { loads: 0, list: () => answers[server.loads++]!() };
  return server;
}

/** A section's list as the account page shows one. */
function Section({ list }: { list: () => Promise<string[]> }) {
  // A new loader on every render, as a section's inline function is: the list is loaded once anyway.
  const { items, setItems, error, reload } = useLoadedList(() => list());
  const [, rerender] = useState(0);
  return (
    <>
      <button onClick={() => rerender((n) => n + 1)}>Render again</button>
      <button onClick={() => setItems((current) => [...(current ?? []), 'added'])}>Add one</button>
      <LoadedList
        items={items}
        error={error}
        onRetry={() => void reload()}
        what="API widgets"
        empty="No widgets yet."
        listLabel="Widgets"
      >
        {(item) => <li key={item}>{item}</li>}
      </LoadedList>
    </>
  );
}

describe('useLoadedList', () => {
  it('loads when the section mounts: loading, then the list, once however often it renders', async () => {
    const server = answering(async () => ['alpha', 'beta']);
    render(<Section list={server.list} />);
    expect(screen.getByText(/Loading your widgets/)).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Widgets' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['alpha', 'beta']);
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['alpha', 'beta', 'added']);
    expect(server.loads).toBe(1);
  });

  it('says why a load failed, and Try again loads again (the error goes once it works)', async () => {
    const server = answering(
      async () => Promise.reject(new Error('The server did not answer.')),
      async () => [],
    );
    render(<Section list={server.list} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your API widgets');
    expect(alert).toHaveTextContent('The server did not answer.');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('No widgets yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.loads).toBe(2);
  });
});
