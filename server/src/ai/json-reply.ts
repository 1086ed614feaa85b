import type { z } from 'zod';

/** Removes one Markdown code fence around a reply (```json … ```), which models add even when told not to. */
export function stripCodeFence({ text }: { text: string }): string {
  const trimmed = text.trim();
  const fenced = /^```[\w-]*[ \t]*\n([\s\S]*?)\n?```$/.exec(trimmed);
  return fenced ? fenced[1]!.trim() : trimmed;
}

export class InvalidJsonReplyError extends Error {}

/**
 * Reads a JSON object from a model's reply and validates it: fences are stripped first, and prose
 * around the object is tolerated. Throws InvalidJsonReplyError naming the first problem.
 */
export function parseJsonReply<S extends z.ZodType>({ text, schema }: { text: string; schema: S }): z.output<S> {
  const body = stripCodeFence({ text });
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start === -1 || end <= start) throw new InvalidJsonReplyError('the reply is not JSON');
    try {
      value = JSON.parse(body.slice(start, end + 1));
    } catch (err) {
      throw new InvalidJsonReplyError(`the reply is not valid JSON: ${(err as Error).message}`);
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new InvalidJsonReplyError(`the JSON does not match the schema at "${issue?.path.join('.') || '(root)'}": ${issue?.message}`);
  }
  return result.data;
}
