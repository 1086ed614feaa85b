import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptForm } from './PromptForm';

function Harness({ generating = false, canGenerate = true, onGenerate = () => {} }) {
  const [prompt, setPrompt] = useState('');
  return <PromptForm prompt={prompt} onPromptChange={setPrompt} onGenerate={onGenerate} generating={generating} canGenerate={canGenerate} />;
}

describe('PromptForm', () => {
  afterEach(cleanup);

  it('enables Generate Website only for a non-blank prompt', async () => {
    const onGenerate = vi.fn();
    render(<Harness onGenerate={onGenerate} />);
    const button = screen.getByRole('button', { name: 'Generate Website' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Describe your website'), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Describe your website'), 'a café');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('fills the prompt from each of the eight examples', async () => {
    render(<Harness />);
    const examples = screen.getByRole('list', { name: 'Try an example' }).querySelectorAll('button');
    expect([...examples].map((b) => b.textContent)).toEqual([
      'Portfolio',
      'SaaS landing page',
      'Restaurant',
      'Blog',
      'E-commerce product page',
      'Fitness landing page',
      'Real estate',
      'Creative agency',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Blog' }));
    expect((screen.getByLabelText('Describe your website') as HTMLTextAreaElement).value).toMatch(/blog/i);
  });

  it('generates with Ctrl + Enter', async () => {
    const onGenerate = vi.fn();
    render(<Harness onGenerate={onGenerate} />);
    await userEvent.type(screen.getByLabelText('Describe your website'), 'a café{Control>}{Enter}{/Control}');
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('is disabled without a usable key', async () => {
    render(<Harness canGenerate={false} />);
    await userEvent.type(screen.getByLabelText('Describe your website'), 'a café');
    expect(screen.getByRole('button', { name: 'Generate Website' })).toBeDisabled();
  });

  it('says Generating Website... and disables the inputs while generating', () => {
    render(<Harness generating />);
    expect(screen.getByRole('button', { name: 'Generating Website...' })).toBeDisabled();
    expect(screen.getByLabelText('Describe your website')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Portfolio' })).toBeDisabled();
  });
});
