import { APICallError, generateText, streamText, type FinishReason, type LanguageModelUsage, type ModelMessage } from 'ai';
import type { AiTokenUsage, ProviderId } from '../../../common/ai';
import type { AiConfig } from '../config';
import { FallbackRotation } from './fallback-rotation';
import { callSettingsFor, languageModelFor, type Endpoint } from './language-model';
import { providerDefaults } from './provider-catalogue';
import { BadReplyError, isUnreadableReply, providerStatusOf, type KeySource } from './provider-errors';

/** Who is called, with which key, for one AI request. */
export type AiCall = { provider: ProviderId; model: string; keySource: KeySource; apiKey: string | undefined };

/** `finishReason` 'length': the reply was cut off by the token limit. */
export type Completion = { text: string; usage: AiTokenUsage | undefined; finishReason: FinishReason };

export type CompletionRequest = {
  call: AiCall;
  system: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  /** Default: the spec's 4000 (see callSettingsFor). */
  maxOutputTokens?: number;
};

function toTokenUsage(usage: LanguageModelUsage | undefined): AiTokenUsage | undefined {
  if (!usage || (usage.inputTokens === undefined && usage.outputTokens === undefined)) return undefined;
  const promptTokens = usage.inputTokens ?? 0;
  const completionTokens = usage.outputTokens ?? 0;
  return { promptTokens, completionTokens, totalTokens: usage.totalTokens ?? promptTokens + completionTokens };
}

/** A failure that is the endpoint's (spec §4: a non-OK response or a network error), so the next one may do better. */
export function isEndpointFailure(error: unknown): boolean {
  if (isUnreadableReply(error)) return false;
  if (APICallError.isInstance(error)) {
    const status = providerStatusOf(error);
    return status === undefined || status >= 300;
  }
  return error instanceof TypeError;
}

/**
 * Calls AI providers through the AI SDK: one request, or one stream, per call. Every provider
 * goes through a fallback rotation over its endpoints; only the aggregator has more than one.
 */
export function createAiCaller({ config }: { config: Pick<AiConfig, 'providers'> }) {
  const rotations = new Map<ProviderId, FallbackRotation>();

  function rotationFor(provider: ProviderId): FallbackRotation {
    let rotation = rotations.get(provider);
    if (!rotation) {
      rotation = new FallbackRotation(Math.max(1, config.providers[provider].baseUrls.length));
      rotations.set(provider, rotation);
    }
    return rotation;
  }

  function endpointAt(call: AiCall, position: number): Endpoint {
    return {
      provider: call.provider,
      protocol: providerDefaults[call.provider].protocol,
      baseUrl: config.providers[call.provider].baseUrls[position]!,
      apiKey: call.apiKey,
      model: call.model,
    };
  }

  return {
    rotationFor,

    /** One complete reply. */
    async generate({ call, system, messages, signal, maxOutputTokens }: CompletionRequest): Promise<Completion> {
      return rotationFor(call.provider).run(
        async (position) => {
          const endpoint = endpointAt(call, position);
          const result = await generateText({
            model: languageModelFor(endpoint, { stream: false }),
            system,
            messages,
            ...callSettingsFor(endpoint.protocol, { maxOutputTokens }),
            abortSignal: signal,
          });
          return { text: result.text, usage: toTokenUsage(result.usage), finishReason: result.finishReason };
        },
        (error) => !signal.aborted && isEndpointFailure(error),
      );
    },

    /**
     * A reply streamed as it is written: `onDelta` gets each piece of text. The rotation moves on
     * only while nothing has been passed on yet; afterwards a failure ends the stream.
     */
    async stream({ call, system, messages, signal, maxOutputTokens, onDelta }: CompletionRequest & { onDelta: (text: string) => void }): Promise<Completion> {
      let emitted = false;
      return rotationFor(call.provider).run(
        async (position) => {
          const endpoint = endpointAt(call, position);
          const result = streamText({
            model: languageModelFor(endpoint, { stream: true }),
            system,
            messages,
            ...callSettingsFor(endpoint.protocol, { maxOutputTokens }),
            abortSignal: signal,
            // Errors arrive as stream parts (below); the default handler would print them to the console.
            onError: () => {},
          });
          let text = '';
          let finish: { reason: FinishReason; raw: string | undefined; usage: LanguageModelUsage } | undefined;
          try {
            for await (const part of result.fullStream) {
              if (part.type === 'text-delta' && part.text) {
                const first = !emitted;
                emitted = true;
                text += part.text;
                onDelta(part.text);
                // The rest of a burst of parts is handled in one run of promise jobs, which would hold the
                // first event back from the socket until it ends: one turn of the event loop lets it go out.
                if (first) await new Promise((resolve) => setImmediate(resolve));
              } else if (part.type === 'error') {
                throw part.error;
              } else if (part.type === 'abort') {
                throw signal.reason ?? new Error('aborted');
              } else if (part.type === 'finish') {
                finish = { reason: part.finishReason, raw: part.rawFinishReason, usage: part.totalUsage };
              }
            }
          } catch (error) {
            // Once text has gone out, any failure (a lost connection, an unreadable event) is a reply cut short.
            if (emitted && !signal.aborted) throw new BadReplyError('the reply was cut off');
            throw error;
          }
          // A stream that ends without the provider's finish reason was cut off on the way.
          if (!finish || finish.reason === 'error' || (finish.reason === 'other' && finish.raw === undefined)) {
            throw new BadReplyError('the reply was cut off');
          }
          return { text, usage: toTokenUsage(finish.usage), finishReason: finish.reason };
        },
        (error) => !emitted && !signal.aborted && isEndpointFailure(error),
      );
    },
  };
}

export type AiCaller = ReturnType<typeof createAiCaller>;
