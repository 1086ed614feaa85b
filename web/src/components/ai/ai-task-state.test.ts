import { describe, expect, it } from 'vitest';
import type { AiTaskResponse } from '@common/ai';
import { aiErrorView } from './ai-errors';
import { aiTaskReducer, formatElapsed, initialAiTaskState, type AiTaskState } from './ai-task-state';

const response: AiTaskResponse<'explain'> = { task: 'explain', provider: 'openai', model: 'gpt-4o-mini', keySource: 'own', result: { content: 'It adds.' } };
const meta = { provider: 'openai', model: 'gpt-4o-mini', keySource: 'own' } as const;

function play(...actions: Parameters<typeof aiTaskReducer<'explain'>>[1][]): AiTaskState<'explain'> {
  return actions.reduce(aiTaskReducer<'explain'>, initialAiTaskState<'explain'>());
}

describe('aiTaskReducer', () => {
  it('runs idle → running → done, collecting streamed text and the meta', () => {
    const running = play({ type: 'start', at: 100 }, { type: 'meta', meta }, { type: 'delta', text: 'It ' }, { type: 'delta', text: 'adds.' });
    expect(running).toMatchObject({ status: 'running', text: 'It adds.', meta, startedAt: 100, finishedAt: null, error: null });
    const done = aiTaskReducer(running, { type: 'done', response, at: 350 });
    expect(done).toMatchObject({ status: 'done', response, finishedAt: 350, text: 'It adds.' });
  });

  it('ends in an error, keeping the last answer on screen', () => {
    const first = play({ type: 'start', at: 0 }, { type: 'done', response, at: 1 });
    const error = aiErrorView({ message: 'Failed to optimize SQL', code: 'ai_bad_response' });
    const failed = [{ type: 'start', at: 2 } as const, { type: 'failed', error, at: 3 } as const].reduce(aiTaskReducer<'explain'>, first);
    expect(failed).toMatchObject({ status: 'error', error, response });
    // Dismissing the error goes back to showing that answer.
    expect(aiTaskReducer(failed, { type: 'clear-error' })).toMatchObject({ status: 'done', error: null });
  });

  it('ignores what arrives after a cancel', () => {
    const cancelled = play({ type: 'start', at: 0 }, { type: 'delta', text: 'par' }, { type: 'cancelled', at: 5 });
    expect(cancelled).toMatchObject({ status: 'cancelled', finishedAt: 5, text: 'par' });
    expect(aiTaskReducer(cancelled, { type: 'delta', text: 'tial' })).toBe(cancelled);
    expect(aiTaskReducer(cancelled, { type: 'done', response, at: 9 })).toBe(cancelled);
  });

  it('a refusal of the screen shows an error without a run; a new run clears it and the old text', () => {
    const refused = play({ type: 'refused', error: aiErrorView({ message: 'Please enter a SQL query to optimize' }) });
    expect(refused).toMatchObject({ status: 'error', startedAt: null, error: { title: 'Check your input', offersKeyEntry: false } });
    expect(aiTaskReducer(refused, { type: 'start', at: 1 })).toMatchObject({ status: 'running', error: null, text: '' });
  });

  it('does not reset or refuse over a running request', () => {
    const running = play({ type: 'start', at: 0 });
    expect(aiTaskReducer(running, { type: 'reset' })).toBe(running);
    expect(aiTaskReducer(running, { type: 'refused', error: aiErrorView({ message: 'x' }) })).toBe(running);
    expect(aiTaskReducer(play({ type: 'start', at: 0 }, { type: 'done', response, at: 1 }), { type: 'reset' })).toEqual(initialAiTaskState());
  });
});

describe('formatElapsed', () => {
  it('shows tenths of seconds under a minute, then minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0.0 s');
    expect(formatElapsed(449)).toBe('0.4 s');
    expect(formatElapsed(12_345)).toBe('12.3 s');
    expect(formatElapsed(59_999)).toBe('59.9 s');
    expect(formatElapsed(65_000)).toBe('1 min 05 s');
    expect(formatElapsed(-5)).toBe('0.0 s');
  });
});
