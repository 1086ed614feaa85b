// The analyzer's AI mode (spec tools.md §2, §7): analyzeCode for the Basic and Detailed modes,
// generateDocumentation for the Documentation mode, both through the server's AI gateway (keys,
// quota). Built from the shared AI frame's parts (web/src/components/ai), as a tool with an AI mode
// of its own layout: one provider choice for both tasks.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiAnalysisResult, AiTaskResponse } from '@common/ai';
import {
  describeAiError,
  noKeyError,
  refreshAiProviders,
  refreshAiUsage,
  runAiTask,
  streamAiTask,
  useAiChoice,
  type AiErrorView,
} from '@/components/ai';
import type { AnalysisMode } from './analysis';

/** Spec §8: the analyzer's failure message, and the defaults when the reply is empty. */
export const ANALYZE_FAILED = 'Failed to analyze code. Please try again.';
export const NO_ANALYSIS = 'No analysis available';
export const NO_DOCUMENTATION = 'No documentation generated';

export type AiOutcome =
  | { kind: 'analysis'; code: string; result: AiAnalysisResult; meta: Omit<AiTaskResponse, 'result' | 'task'> }
  | { kind: 'documentation'; code: string; text: string; meta: Omit<AiTaskResponse, 'result' | 'task'> };

type State = {
  status: 'idle' | 'running' | 'done' | 'error' | 'cancelled';
  streamed: string;
  startedAt: number | null;
  outcome: AiOutcome | null;
  error: AiErrorView | null;
};

const idle: State = { status: 'idle', streamed: '', startedAt: null, outcome: null, error: null };

export function useAnalyzerAi() {
  const choice = useAiChoice({ toolId: 'code-summarizer' });
  const [state, setState] = useState<State>(idle);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async ({ code, language, mode }: { code: string; language: string; mode: AnalysisMode }): Promise<boolean> => {
      if (!choice.usable) {
        setState({ ...idle, status: 'error', error: noKeyError() });
        choice.openKeyEntry();
        return false;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ ...idle, status: 'running', startedAt: performance.now() });
      const input = { code, language, ...choice.requestChoice() };
      try {
        let outcome: AiOutcome;
        if (mode === 'documentation') {
          const response = await streamAiTask({
            task: 'documentation',
            input,
            signal: current.signal,
            onEvent: (event) => {
              if (event.event === 'delta' && !current.signal.aborted)
                setState((s) => ({ ...s, streamed: s.streamed + event.data.text }));
            },
          });
          const { result, task: _task, ...meta } = response;
          outcome = { kind: 'documentation', code, text: result.content.trim() || NO_DOCUMENTATION, meta };
        } else {
          const response = await runAiTask({ task: 'analyze-code', input, signal: current.signal });
          const { result, task: _task, ...meta } = response;
          outcome = { kind: 'analysis', code, result: { ...result, summary: result.summary.trim() || NO_ANALYSIS }, meta };
        }
        if (current.signal.aborted) return false;
        setState((s) => ({ ...s, status: 'done', outcome }));
        return true;
      } catch (err) {
        if (current.signal.aborted) return false;
        const error = describeAiError(err, { fallback: ANALYZE_FAILED });
        setState((s) => ({ ...s, status: 'error', error }));
        if (error.code === 'api_key_required') {
          choice.openKeyEntry();
          void refreshAiProviders();
        }
        return false;
      } finally {
        if (controller.current === current) controller.current = null;
        void refreshAiUsage();
      }
    },
    [choice],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState((s) => (s.status === 'running' ? { ...s, status: 'cancelled' } : s));
  }, []);

  const clearError = useCallback(
    () => setState((s) => ({ ...s, error: null, status: s.status === 'error' ? 'idle' : s.status })),
    [],
  );

  return { choice, ...state, running: state.status === 'running', run, cancel, clearError };
}

export type AnalyzerAi = ReturnType<typeof useAnalyzerAi>;
