import { describe, expect, it } from 'vitest';
import type { ProviderId, ProviderSummary } from '@common/ai';
import { chooseModel, chooseProvider, isUsable, modelOptions } from './key-state';

const provider = (id: ProviderId, { hasActiveKey = false, builtIn = false } = {}): ProviderSummary => ({
  id,
  name: id,
  description: '',
  hasActiveKey,
  builtIn,
  defaultModel: `${id}-model`,
});

describe('isUsable', () => {
  it('needs an own active key or a built-in key', () => {
    expect(isUsable(provider('openai'))).toBe(false);
    expect(isUsable(provider('openai', { hasActiveKey: true }))).toBe(true);
    expect(isUsable(provider('openai', { builtIn: true }))).toBe(true);
    expect(isUsable(undefined)).toBe(false);
  });
});

describe('chooseProvider', () => {
  const providers = [provider('ai', { builtIn: true }), provider('openai'), provider('gemini', { hasActiveKey: true })];

  it('keeps the stored choice while it is offered, usable or not', () => {
    expect(chooseProvider({ providers, defaultProvider: 'ai', stored: 'openai' })?.id).toBe('openai');
    expect(chooseProvider({ providers, defaultProvider: 'ai', stored: 'groq' })?.id).toBe('ai');
  });

  it('takes the default when usable, else the first usable, else the default', () => {
    expect(chooseProvider({ providers, defaultProvider: 'ai', stored: null })?.id).toBe('ai');
    expect(chooseProvider({ providers, defaultProvider: 'openai', stored: null })?.id).toBe('ai');
    const none = [provider('ai'), provider('openai')];
    expect(chooseProvider({ providers: none, defaultProvider: 'openai', stored: null })?.id).toBe('openai');
    expect(chooseProvider({ providers: none, defaultProvider: 'gemini', stored: null })?.id).toBe('ai');
    expect(chooseProvider({ providers: [], defaultProvider: 'ai', stored: null })).toBeUndefined();
  });
});

describe('models', () => {
  it('lists the default first, once', () => {
    expect(modelOptions({ defaultModel: 'meta-llama/llama-4-maverick', models: ['a/b', 'meta-llama/llama-4-maverick', 'c/d'] })).toEqual([
      'meta-llama/llama-4-maverick',
      'a/b',
      'c/d',
    ]);
  });

  it('keeps a stored model only while it is offered', () => {
    const options = ['m1', 'm2'];
    expect(chooseModel({ options, stored: 'm2', defaultModel: 'm1' })).toBe('m2');
    expect(chooseModel({ options, stored: 'gone', defaultModel: 'm1' })).toBe('m1');
    expect(chooseModel({ options, stored: null, defaultModel: 'm1' })).toBe('m1');
  });
});
