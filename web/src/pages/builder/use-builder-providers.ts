import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProviderId, ProviderSummary } from '@common/ai';
import { fetchProviders } from '@/pages/account/ai-account-api';
import { fetchModels } from '@/components/ai/ai-task-api';

export type ProvidersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; providers: ProviderSummary[]; defaultProvider: ProviderId };

/** GET /api/ai/providers, with a way to note a key saved here without asking the server again. */
export function useBuilderProviders() {
  const [state, setState] = useState<ProvidersState>({ status: 'loading' });
  const alive = useRef(true);

  const reload = useCallback(
    () =>
      fetchProviders().then(
        (r) => alive.current && setState({ status: 'ready', providers: r.providers, defaultProvider: r.defaultProvider }),
        (err: Error) => alive.current && setState((s) => (s.status === 'ready' ? s : { status: 'error', message: err.message })),
      ),
    [],
  );

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  const markOwnKey = useCallback((id: ProviderId) => {
    setState((s) => (s.status === 'ready' ? { ...s, providers: s.providers.map((p) => (p.id === id ? { ...p, hasActiveKey: true } : p)) } : s));
  }, []);

  return { state, reload, markOwnKey };
}

/** The aggregator's model list (only 'ai' offers a model choice here); [] until loaded or on failure. */
export function useModelList(provider: ProviderId | undefined, enabled: boolean): { models: string[]; loading: boolean } {
  const [loaded, setLoaded] = useState<{ provider: ProviderId; models: string[] } | null>(null);
  const wanted = enabled && provider === 'ai';
  useEffect(() => {
    if (!wanted || !provider) return;
    let alive = true;
    fetchModels(provider).then(
      (r) => alive && setLoaded({ provider, models: r.models }),
      () => alive && setLoaded({ provider, models: [] }),
    );
    return () => {
      alive = false;
    };
  }, [provider, wanted]);
  const models = wanted && loaded?.provider === provider ? loaded.models : [];
  return { models, loading: wanted && loaded?.provider !== provider };
}
