import type { ModelMessage } from 'ai';
import type { AiTaskId, AiTaskResults, AiTokenUsage } from '../../../common/ai';
import type { AiCall, AiCaller, Completion } from './ai-caller';
import { InvalidJsonReplyError, parseJsonReply } from './json-reply';
import { AiProviderError } from './provider-errors';
import { taskDefinitions, type TaskDefinition } from './tasks';

function addUsage(a: AiTokenUsage | undefined, b: AiTokenUsage | undefined): AiTokenUsage | undefined {
  if (!a || !b) return a ?? b;
  return { promptTokens: a.promptTokens + b.promptTokens, completionTokens: a.completionTokens + b.completionTokens, totalTokens: a.totalTokens + b.totalTokens };
}

function failed<T extends AiTaskId>(definition: TaskDefinition<T>, call: AiCall, why: string): AiProviderError {
  return new AiProviderError(502, 'ai_bad_response', definition.failureMessage, { provider: call.provider, kind: `unusable reply: ${why}` });
}

/**
 * Runs one AI task: builds the prompt, calls the provider (streamed when `onDelta` is given),
 * and turns the reply into the task's result. JSON replies get one retry when they are not
 * valid; an empty reply gives the spec's default (tools.md §8).
 */
export async function runTask<T extends AiTaskId>({
  task,
  input,
  caller,
  call,
  signal,
  onDelta,
}: {
  task: T;
  input: unknown;
  caller: AiCaller;
  call: AiCall;
  signal: AbortSignal;
  onDelta?: (text: string) => void;
}): Promise<{ result: AiTaskResults[T]; usage: AiTokenUsage | undefined }> {
  const definition = taskDefinitions[task] as TaskDefinition<T>;
  const messages: ModelMessage[] = [{ role: 'user', content: definition.prompt(input as never) }];
  const request = { call, system: definition.system, messages, signal };
  const first: Completion = onDelta ? await caller.stream({ ...request, onDelta }) : await caller.generate(request);

  const settle = (reply: Completion, usage: AiTokenUsage | undefined) => {
    if (reply.text.trim() === '') {
      if (definition.whenEmpty === null) throw failed(definition, call, 'empty');
      return { result: definition.whenEmpty, usage };
    }
    if (definition.format === 'text') return { result: definition.fromText!(reply.text), usage };
    return { result: parseJsonReply({ text: reply.text, schema: definition.schema! }) as AiTaskResults[T], usage };
  };

  try {
    return settle(first, first.usage);
  } catch (error) {
    if (!(error instanceof InvalidJsonReplyError)) throw error;
    const retry = await caller.generate({
      ...request,
      messages: [
        ...messages,
        { role: 'assistant', content: first.text },
        { role: 'user', content: `That reply could not be used: ${error.message}. Answer again with only the JSON object, matching the JSON Schema exactly.` },
      ],
    });
    try {
      return settle(retry, addUsage(first.usage, retry.usage));
    } catch (retryError) {
      if (retryError instanceof InvalidJsonReplyError) throw failed(definition, call, retryError.message);
      throw retryError;
    }
  }
}
