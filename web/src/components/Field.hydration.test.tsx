import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { noteChoicesMadeBeforeHydration } from '@/services/render/early-input';
import { HydrationProvider } from '@/services/render/use-hydrated';
import { PasswordInput } from '@/pages/auth/PasswordInput';
import { Checkbox, Select, TextArea, TextInput } from './Field';
import { SegmentedControl } from './SegmentedControl';

// act() needs this flag outside React Testing Library (hydrateRoot is driven directly here).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ onState }: { onState: (state: Record<string, string>) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notes, setNotes] = useState('kept');
  onState({ email, password, notes });
  return (
    <form>
      <TextInput label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordInput label="Password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <TextArea label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
    </form>
  );
}

const field = (container: HTMLElement, label: string) => {
  const id = [...container.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor;
  return container.ownerDocument.getElementById(id) as HTMLInputElement | HTMLTextAreaElement;
};

describe('fields of a prerendered page', () => {
  let container: HTMLDivElement;
  afterEach(() => container.remove());

  it('keep what was typed before hydration, in the field and in the form state', async () => {
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form onState={() => {}} />);
    // The user types while the page is still plain HTML (jsdom sets the value as typing would).
    field(container, 'Email').value = 'early@example.com';
    field(container, 'Password').value = 'typed-before';

    let state: Record<string, string> = {};
    await act(async () => {
      hydrateRoot(container, <Form onState={(s) => (state = s)} />);
    });

    expect(state).toEqual({ email: 'early@example.com', password: 'typed-before', notes: 'kept' });
    expect(field(container, 'Email').value).toBe('early@example.com');
    expect(field(container, 'Notes').value).toBe('kept');
  });
});

function Choices({ onState }: { onState: (state: Record<string, unknown>) => void }) {
  const [agreed, setAgreed] = useState(false);
  const [newsletter, setNewsletter] = useState(true);
  const [sort, setSort] = useState('popular');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  onState({ agreed, newsletter, sort, view });
  return (
    <form>
      <Checkbox label="I agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <Checkbox label="Newsletter" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />
      <Select label="Sort by" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="popular">Most popular</option>
        <option value="alphabetical">Alphabetical</option>
      </Select>
      <SegmentedControl
        label="View"
        value={view}
        onChange={setView}
        options={[
          { value: 'grid', label: 'Grid' },
          { value: 'list', label: 'List' },
        ]}
      />
    </form>
  );
}

const byLabelText = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('label')].find((l) => l.textContent === text)!.querySelector('input')!;

describe('choices on a prerendered page', () => {
  let container: HTMLDivElement;
  afterEach(() => container.remove());

  async function hydrateAfter(userActs: () => void) {
    container = document.createElement('div');
    document.body.append(container);
    const page = (onState: (state: Record<string, unknown>) => void) => (
      <HydrationProvider>
        <Choices onState={onState} />
      </HydrationProvider>
    );
    container.innerHTML = renderToString(page(() => {}));
    userActs();
    let state: Record<string, unknown> = {};
    // As main.tsx does: note what was chosen, then hydrate.
    noteChoicesMadeBeforeHydration(container);
    await act(async () => {
      hydrateRoot(
        container,
        page((s) => (state = s)),
      );
    });
    return () => state;
  }

  it('keep a box ticked, a box unticked, a select and a segmented choice made before hydration, on screen and in the form state', async () => {
    const state = await hydrateAfter(() => {
      // Clicks while the page is still plain HTML: the browser toggles the boxes, nobody listens.
      byLabelText(container, 'I agree').click();
      byLabelText(container, 'Newsletter').click();
      byLabelText(container, 'List').click();
      const select = field(container, 'Sort by') as unknown as HTMLSelectElement;
      select.value = 'alphabetical';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });

    expect(state()).toEqual({ agreed: true, newsletter: false, sort: 'alphabetical', view: 'list' });
    expect(byLabelText(container, 'I agree').checked).toBe(true);
    expect(byLabelText(container, 'Newsletter').checked).toBe(false);
    expect(byLabelText(container, 'List').checked).toBe(true);
    expect(byLabelText(container, 'Grid').checked).toBe(false);
    expect((field(container, 'Sort by') as unknown as HTMLSelectElement).value).toBe('alphabetical');

    // Later clicks are React's own, as usual.
    await act(async () => byLabelText(container, 'I agree').click());
    expect(state()).toMatchObject({ agreed: false });
    expect(byLabelText(container, 'I agree').checked).toBe(false);
  });

  it('leave the form state alone when nothing was chosen early', async () => {
    const state = await hydrateAfter(() => {});
    expect(state()).toEqual({ agreed: false, newsletter: true, sort: 'popular', view: 'grid' });
    expect(byLabelText(container, 'Grid').checked).toBe(true);
  });
});
