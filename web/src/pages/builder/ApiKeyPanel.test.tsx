import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderSummary } from '@common/ai';
import { ApiKeyPanel } from './ApiKeyPanel';

const saveApiKey = vi.fn();
vi.mock('@/pages/account/ai-account-api', () => ({ saveApiKey: (input: unknown) => saveApiKey(input) }));

const openai: ProviderSummary = { id: 'openai', name: 'OpenAI', description: '', hasActiveKey: false, builtIn: false, defaultModel: 'gpt-4o-mini' };

function renderPanel(onSaved = vi.fn()) {
  render(
    <MemoryRouter>
      <ApiKeyPanel provider={openai} providers={[openai]} chooseProvider={false} onProviderChange={() => {}} onSaved={onSaved} />
    </MemoryRouter>,
  );
  return onSaved;
}

describe('ApiKeyPanel', () => {
  afterEach(() => {
    cleanup();
    saveApiKey.mockReset();
  });

  it('masks the key and keeps Save Key disabled while it is blank after trimming', async () => {
    renderPanel();
    const input = screen.getByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');
    const save = screen.getByRole('button', { name: 'Save Key' });
    expect(save).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(save).toBeDisabled();
  });

  it('saves the trimmed key for the selected provider into the account key store', async () => {
    saveApiKey.mockResolvedValue({});
    const onSaved = renderPanel();
    await userEvent.type(screen.getByLabelText('API key'), '  sk-test-123  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Key' }));
    expect(saveApiKey).toHaveBeenCalledWith({ provider: 'openai', apiKey: 'sk-test-123' });
    expect(onSaved).toHaveBeenCalledWith(openai);
  });

  it('shows why a key was refused', async () => {
    saveApiKey.mockRejectedValue(new Error('API key may not contain spaces or special characters'));
    const onSaved = renderPanel();
    await userEvent.type(screen.getByLabelText('API key'), 'bad key');
    await userEvent.click(screen.getByRole('button', { name: 'Save Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('API key may not contain spaces');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
