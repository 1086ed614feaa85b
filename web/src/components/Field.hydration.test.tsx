import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordInput } from '@/pages/auth/PasswordInput';
import { TextArea, TextInput } from './Field';

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
