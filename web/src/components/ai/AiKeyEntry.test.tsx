import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderSummary } from '@common/ai';
import { AiKeyEntry } from './AiKeyEntry';
import type { AiChoice } from './use-ai-choice';

const saveApiKey = vi.fn();
vi.mock('@/services/ai-account-api', () => ({ saveApiKey: (input: unknown) => saveApiKey(input) }));

const openai: ProviderSummary = { id: 'openai', name: 'OpenAI', description: '', hasActiveKey: false, builtIn: false, defaultModel: 'gpt-4o-mini' };
const gemini: ProviderSummary = { ...openai, id: 'gemini', name: 'Google Gemini', defaultModel: 'gemini-2.0-flash' };

/** The parts of a choice the key entry uses. */
function choiceOf(over: Partial<AiChoice> = {}): AiChoice {
  return {
    provider: openai,
    providers: [openai, gemini],
    keySaved: vi.fn(),
    closeKeyEntry: vi.fn(),
    setProvider: vi.fn(),
    ...over,
  } as unknown as AiChoice;
}

function renderEntry(props: Partial<Parameters<typeof AiKeyEntry>[0]> = {}) {
  const choice = props.choice ?? choiceOf();
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <AiKeyEntry choice={choice} onSaved={onSaved} {...props} />
    </MemoryRouter>,
  );
  return { choice, onSaved };
}

describe('AiKeyEntry', () => {
  afterEach(() => {
    cleanup();
    saveApiKey.mockReset();
  });

  it('masks the key and keeps Save Key disabled while it is blank after trimming', async () => {
    renderEntry();
    expect(screen.getByRole('region', { name: 'OpenAI API Key' })).toBeInTheDocument();
    const input = screen.getByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');
    const save = screen.getByRole('button', { name: 'Save Key' });
    expect(save).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(save).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account#api-keys');
  });

  it('saves the trimmed key for the chosen provider into the account key store', async () => {
    saveApiKey.mockResolvedValue({});
    const { choice, onSaved } = renderEntry();
    await userEvent.type(screen.getByLabelText('API key'), '  sk-test-123  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Key' }));
    expect(saveApiKey).toHaveBeenCalledWith({ provider: 'openai', apiKey: 'sk-test-123' });
    expect(choice.keySaved).toHaveBeenCalledWith(openai);
    expect(onSaved).toHaveBeenCalledWith(openai);
  });

  it('shows why a key was refused, and keeps it unsaved', async () => {
    saveApiKey.mockRejectedValue(new Error('API key may not contain spaces or special characters'));
    const { choice } = renderEntry();
    await userEvent.type(screen.getByLabelText('API key'), 'bad key');
    await userEvent.click(screen.getByRole('button', { name: 'Save Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('API key may not contain spaces');
    expect(choice.keySaved).not.toHaveBeenCalled();
  });

  it('offers the provider choice when asked, and closes unless required', async () => {
    const { choice } = renderEntry({ chooseProvider: true });
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'gemini');
    expect(choice.setProvider).toHaveBeenCalledWith('gemini');
    await userEvent.click(screen.getByRole('button', { name: 'Close API key panel' }));
    expect(choice.closeKeyEntry).toHaveBeenCalled();
    cleanup();
    renderEntry({ closable: false });
    expect(screen.queryByRole('button', { name: 'Close API key panel' })).not.toBeInTheDocument();
  });
});
