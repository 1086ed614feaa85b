import { describe, expect, it } from 'vitest';
import { aiErrorView } from '@/components/ai/ai-errors';
import { ApiError } from '@/lib/api';
import { describeBuilderError, generationReducer, initialGenerationState, type GenerationState } from './generation-state';

const running = (): GenerationState => generationReducer(initialGenerationState, { type: 'start', kind: 'generate' });

describe('generationReducer', () => {
  it('starts waiting, clearing an earlier error and notice', () => {
    const before: GenerationState = { run: null, error: aiErrorView({ title: 'x', message: 'y', code: 'z' }), notice: 'n' };
    expect(generationReducer(before, { type: 'start', kind: 'refine' })).toEqual({
      run: { kind: 'refine', stage: 'waiting', received: 0 },
      error: null,
      notice: null,
    });
  });

  it('takes meta and progress events', () => {
    let state = running();
    state = generationReducer(state, { type: 'event', event: { event: 'meta', data: { provider: 'openai', model: 'gpt-4o-mini', keySource: 'built-in' } } });
    state = generationReducer(state, { type: 'event', event: { event: 'progress', data: { stage: 'css', received: 4000 } } });
    expect(state.run).toEqual({ kind: 'generate', stage: 'css', received: 4000, provider: 'openai', model: 'gpt-4o-mini', keySource: 'built-in' });
  });

  it('never lets the size go backwards, except when the reply starts over', () => {
    let state = running();
    state = generationReducer(state, { type: 'event', event: { event: 'progress', data: { stage: 'js', received: 9000 } } });
    state = generationReducer(state, { type: 'event', event: { event: 'progress', data: { stage: 'js', received: 8000 } } });
    expect(state.run?.received).toBe(9000);
    state = generationReducer(state, { type: 'event', event: { event: 'progress', data: { stage: 'retrying', received: 0 } } });
    expect(state.run).toMatchObject({ stage: 'retrying', received: 0 });
  });

  it('ignores events when nothing runs (a late event after Cancel)', () => {
    const idle = initialGenerationState;
    expect(generationReducer(idle, { type: 'event', event: { event: 'progress', data: { stage: 'css', received: 1 } } })).toBe(idle);
  });

  it('ends in a result, an error or a cancellation', () => {
    expect(generationReducer(running(), { type: 'succeeded' })).toEqual(initialGenerationState);
    const error = aiErrorView({ message: 'm', code: 'daily_limit_reached' });
    expect(generationReducer(running(), { type: 'failed', error })).toEqual({ run: null, error, notice: null });
    expect(generationReducer(running(), { type: 'cancelled' })).toEqual({ run: null, error: null, notice: 'Generation cancelled.' });
    const refine = generationReducer(initialGenerationState, { type: 'start', kind: 'refine' });
    expect(generationReducer(refine, { type: 'cancelled' }).notice).toBe('Refinement cancelled.');
    expect(generationReducer(initialGenerationState, { type: 'cancelled' })).toBe(initialGenerationState);
  });

  it('sets and clears an error from outside a run', () => {
    const error = aiErrorView({ title: 't', message: 'm', code: 'c' });
    const withError = generationReducer(initialGenerationState, { type: 'set-error', error });
    expect(withError.error).toBe(error);
    expect(generationReducer(withError, { type: 'set-error', error: null }).error).toBeNull();
  });
});

describe('describeBuilderError', () => {
  it('titles known codes and keeps the server message', () => {
    expect(describeBuilderError(new ApiError(429, 'daily_limit_reached', 'You have used your 5 free AI requests.'))).toMatchObject({
      title: 'Daily limit reached',
      message: 'You have used your 5 free AI requests.',
      code: 'daily_limit_reached',
      limitReached: true,
    });
    expect(describeBuilderError(new ApiError(200, 'ai_length_limit', 'x')).title).toBe('The website was cut off');
    expect(describeBuilderError(new ApiError(401, 'unauthorized', 'Please sign in to continue.')).title).toBe('Signed out');
    expect(describeBuilderError(new ApiError(200, 'ai_bad_response', 'x')).title).toBe('The AI reply could not be used');
  });

  it('falls back on the status, then on a generic title and message', () => {
    expect(describeBuilderError(new ApiError(401, 'whatever', 'x')).title).toBe('Signed out');
    expect(describeBuilderError(new ApiError(400, 'odd', 'Prompt is required')).title).toBe('Check your input');
    expect(describeBuilderError(new Error(''))).toMatchObject({ title: 'Error', message: 'Something went wrong. Please try again.', code: 'error' });
    expect(describeBuilderError(null).title).toBe('Error');
  });
});
