import { describe, expect, it } from 'vitest';
import type { ProviderId, ProviderSummary } from '@common/ai';
import { chooseModel, chooseProvider, isUsable, keySourceNote, modelOptions, providerOptionLabel } from './ai-choice';

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

describe('keySourceNote', () => {
  const own = provider('openai', { hasActiveKey: true });
  const builtIn = provider('openai', { builtIn: true });

  it('says an own key is not counted, whatever the usage', () => {
    expect(keySourceNote({ provider: own, usage: { limit: 3, remaining: 0 } })).toMatchObject({ source: 'own', warn: false });
    expect(keySourceNote({ provider: own, usage: null }).text).toContain('not counted');
  });

  it('counts the built-in key down, and is unlimited for Pro', () => {
    expect(keySourceNote({ provider: builtIn, usage: { limit: 3, remaining: 2 } }).text).toBe('Uses the built-in key. 2 of 3 free AI requests left today.');
    expect(keySourceNote({ provider: builtIn, usage: { limit: 1, remaining: 1 } }).text).toContain('1 of 1 free AI request left today');
    expect(keySourceNote({ provider: builtIn, usage: { limit: 3, remaining: 0 } })).toMatchObject({ warn: true });
    expect(keySourceNote({ provider: builtIn, usage: { limit: null, remaining: null } }).text).toBe('Uses the built-in key. Unlimited with Pro.');
  });

  it('warns when the provider has no key at all', () => {
    expect(keySourceNote({ provider: provider('gemini'), usage: null })).toMatchObject({ source: 'none', warn: true });
  });

  it('labels provider options with the key they would use', () => {
    expect(providerOptionLabel({ ...own, name: 'OpenAI' })).toBe('OpenAI (your key)');
    expect(providerOptionLabel({ ...builtIn, name: 'OpenAI' })).toBe('OpenAI (built-in)');
    expect(providerOptionLabel({ ...provider('gemini'), name: 'Google Gemini' })).toBe('Google Gemini (no key)');
  });
});
