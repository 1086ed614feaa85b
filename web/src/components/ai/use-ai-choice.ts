import { useCallback, useEffect, useState } from 'react';
import type { ProviderId, ProviderSummary, UsageResponse } from '@common/ai';
import { useStoredState } from '@/lib/use-stored-state';
import { chooseModel, chooseProvider, isUsable, keySourceNote, modelOptions, type KeySourceNote } from './ai-choice';
import { useAiProviders, useAiUsage } from './ai-stores';
import { fetchModels } from './ai-task-api';

/** The model lists already fetched in this page's life, per provider (they rarely change). */
const modelLists = new Map<ProviderId, Promise<string[]>>();

function modelsOf(provider: ProviderId): Promise<string[]> {
  let list = modelLists.get(provider);
  if (!list) {
    // A failed list is not kept: the next screen asks again.
    list = fetchModels(provider).then(
      (r) => r.models,
      () => {
        modelLists.delete(provider);
        return [];
      },
    );
    modelLists.set(provider, list);
  }
  return list;
}

/** Forgets fetched model lists (a key was saved: the provider may now list more). */
export function forgetModelLists(): void {
  modelLists.clear();
}

export type AiChoice = {
  /** 'loading' until the providers are known; 'error' when they could not be loaded. */
  status: 'loading' | 'error' | 'ready';
  loadError: string | null;
  providers: readonly ProviderSummary[];
  /** The provider requests go to (undefined while loading). */
  provider: ProviderSummary | undefined;
  setProvider: (id: ProviderId) => void;
  /** Model choices: the provider's default first, then its first 20 listed models. */
  models: readonly string[];
  modelsLoading: boolean;
  model: string;
  setModel: (model: string) => void;
  /** The provider has a key a request can use (the user's own, or the built-in one). */
  usable: boolean;
  /** Some provider has a usable key. */
  anyUsable: boolean;
  /** Which key a request will use, in words ("2 of 3 free AI requests left today"). */
  keyNote: KeySourceNote | null;
  usage: UsageResponse | null;
  /** Inline key entry (saving to the account's key store). */
  keyEntryOpen: boolean;
  openKeyEntry: () => void;
  closeKeyEntry: () => void;
  /** Call after a key was saved for `provider`: it becomes the choice, and every screen learns of it. */
  keySaved: (provider: ProviderSummary) => void;
  /** "Your OpenAI key is saved…", after a key was saved here. */
  keyNotice: string | null;
  dismissKeyNotice: () => void;
  /** Asks the server for the providers again. */
  reload: () => Promise<void>;
  /** What a request sends: { provider, model }. */
  requestChoice: () => { provider?: ProviderId; model?: string };
};

/**
 * Provider and model choice for one screen, remembered per tool (`<toolId>:provider`,
 * `<toolId>:model`), with the key each request would use and the day's usage. See AiToolFrame.
 */
export function useAiChoice({ toolId }: { toolId: string }): AiChoice {
  const { providers: response, error: loadError, refresh: reload, markOwnKey } = useAiProviders();
  const { usage } = useAiUsage();
  const [storedProvider, setStoredProvider] = useStoredState<ProviderId | null>(`${toolId}:provider`, null);
  const [storedModel, setStoredModel] = useStoredState<string | null>(`${toolId}:model`, null);
  const [keyEntryOpen, setKeyEntryOpen] = useState(false);
  const [keyNotice, setKeyNotice] = useState<string | null>(null);

  const providers = response?.providers ?? [];
  const provider = response ? chooseProvider({ providers, defaultProvider: response.defaultProvider, stored: storedProvider }) : undefined;
  const usable = isUsable(provider);

  const [loaded, setLoaded] = useState<{ provider: ProviderId; models: string[] } | null>(null);
  const providerId = provider?.id;
  useEffect(() => {
    if (!providerId || !usable) return;
    let alive = true;
    void modelsOf(providerId).then((models) => alive && setLoaded({ provider: providerId, models }));
    return () => {
      alive = false;
    };
  }, [providerId, usable]);
  const modelsLoading = usable && loaded?.provider !== providerId;
  const listed = loaded && loaded.provider === providerId ? loaded.models : storedModel ? [storedModel] : [];
  const models = provider ? modelOptions({ defaultModel: provider.defaultModel, models: listed }) : [];
  const model = provider ? chooseModel({ options: models, stored: storedModel, defaultModel: provider.defaultModel }) : '';

  const setProvider = useCallback(
    (id: ProviderId) => {
      setStoredProvider(id);
      // A model belongs to its provider.
      setStoredModel(null);
      setKeyNotice(null);
    },
    [setStoredProvider, setStoredModel],
  );

  const keySaved = useCallback(
    (saved: ProviderSummary) => {
      markOwnKey(saved.id);
      setStoredProvider(saved.id);
      setKeyEntryOpen(false);
      setKeyNotice(`Your ${saved.name} key is saved. Requests to ${saved.name} now use it, without the daily limit.`);
      modelLists.delete(saved.id);
      void reload();
    },
    [markOwnKey, reload, setStoredProvider],
  );

  return {
    status: response ? 'ready' : loadError ? 'error' : 'loading',
    loadError,
    providers,
    provider,
    setProvider,
    models,
    modelsLoading,
    model,
    setModel: setStoredModel,
    usable,
    anyUsable: providers.some(isUsable),
    keyNote: provider ? keySourceNote({ provider, usage }) : null,
    usage,
    keyEntryOpen,
    openKeyEntry: useCallback(() => setKeyEntryOpen(true), []),
    closeKeyEntry: useCallback(() => setKeyEntryOpen(false), []),
    keySaved,
    keyNotice,
    dismissKeyNotice: useCallback(() => setKeyNotice(null), []),
    reload,
    requestChoice: () => (provider ? { provider: provider.id, model } : {}),
  };
}
