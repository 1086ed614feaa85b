// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Recipe } from '../../../common/recipes';
import { base64Decode, base64Encode } from '../tools/base64-encoder/operations';
import { tag, type Value } from './kinds';
import { defineOperation, type AnyOperation } from './operation';
import { compactStep, firstProblem, operationIdsOf, planRecipe, recipeInput, runRecipe, type RecipeContext } from './recipe';
import { OperationCancelled, throwIfAborted } from './run';

// The recipe runner against outside oracles: coreutils' base64 and jq compute what each recipe
// must give, from the same bytes. The real Base64 operations are the steps; two small operations
// defined here stand for kinds the branch has no operation for yet (JSON in and out) and for a
// slow one (to cancel).

const sh = (command: string, input: string | Buffer) =>
  execFileSync('sh', ['-c', command], { input, maxBuffer: 64 * 1024 * 1024 }).toString('utf8');

/** Takes JSON and gives it back: the converter parses the text before it and writes the text after it. */
const jsonPassThrough = defineOperation({
  id: 'test-json-pass-through',
  name: 'JSON pass-through',
  description: 'Gives its JSON input back.',
  input: 'json',
  output: 'json',
  options: z.object({}),
  run: (value) => value,
});

let slowRuns = 0;
const slow = defineOperation({
  id: 'test-slow',
  name: 'Slow',
  description: 'Waits, checking for a stop.',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: async (text, _options, { signal }) => {
    slowRuns++;
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throwIfAborted(signal);
    }
    return text;
  },
});

// Options version 2 renamed "wrap" to "lineLength"; a step saved at version 1 still runs.
const wrap = defineOperation({
  id: 'test-wrap',
  name: 'Wrap',
  description: 'Breaks text into lines.',
  input: 'text',
  output: 'text',
  version: 2,
  migrations: { 1: ({ wrap: width, ...rest }) => ({ ...rest, lineLength: width }) },
  options: z.object({ lineLength: z.number().int().min(1).max(1000).default(76).meta({ label: 'Line length' }) }),
  run: (text, { lineLength }) => text.match(new RegExp(`.{1,${lineLength}}`, 'gs'))?.join('\n') ?? '',
});

const uuidLike = defineOperation({
  id: 'test-generate',
  name: 'Generate',
  description: 'Gives a fixed text without input.',
  input: 'none',
  output: 'text',
  options: z.object({}),
  run: () => 'generated',
});

const operations: AnyOperation[] = [base64Encode, base64Decode, jsonPassThrough, slow, wrap, uuidLike];
const byId = new Map(operations.map((op) => [op.id, op]));

function context(recipes: Record<string, Recipe> = {}, extra: Partial<RecipeContext> = {}): RecipeContext {
  return { findOperation: (id) => byId.get(id), findRecipe: (name) => recipes[name], ...extra };
}

const text = (value: Value | null | undefined) => {
  if (!value) throw new Error('no value');
  if (value.kind === 'text') return value.value;
  if (value.kind === 'json') return JSON.stringify(value.value, null, 2);
  throw new Error(`a ${value.kind} value`);
};

function randomDocument(seed: number) {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  const words = ['alpha', 'béta', '日本', '🚀', 'quote"d', 'back\\slash', 'tab\there', ''];
  const make = (depth: number): unknown => {
    const pick = next() % (depth > 3 ? 3 : 6);
    if (pick === 0) return words[next() % words.length];
    if (pick === 1) return (next() % 2_000_000) - 1_000_000;
    if (pick === 2) return [true, false, null][next() % 3];
    if (pick === 3) return Array.from({ length: next() % 4 }, () => make(depth + 1));
    return Object.fromEntries(
      Array.from({ length: next() % 5 }, (_, i) => [`${words[next() % words.length]}${i}`, make(depth + 1)]),
    );
  };
  return { root: make(0), list: Array.from({ length: 20 }, () => make(1)) };
}

describe('recipes against base64 and jq', () => {
  it.each([1, 2, 3, 4, 5])('Base64 decode then JSON is `base64 -d | jq .` (document %i)', async (seed) => {
    const encoded = sh('base64 -w0', JSON.stringify(randomDocument(seed)));
    const result = await runRecipe(
      { steps: [{ op: 'base64-decode' }, { op: 'test-json-pass-through' }] },
      tag('text', encoded),
      context(),
    );
    expect(result.stoppedAt).toBeNull();
    expect(result.output?.kind).toBe('json');
    expect(text(result.output)).toBe(sh('base64 -d | jq .', encoded).replace(/\n$/, ''));
  });

  it('JSON feeds a text step as its written text: `jq . | base64 -w0`', async () => {
    const doc = JSON.stringify(randomDocument(9));
    const result = await runRecipe(
      { steps: [{ op: 'test-json-pass-through' }, { op: 'base64-encode' }] },
      tag('text', doc),
      context(),
    );
    expect(text(result.output)).toBe(sh('jq . | head -c -1 | base64 -w0', doc));
  });

  it('a file’s bytes feed a text step as UTF-8: `base64 -w0` of the file', async () => {
    const bytes = Buffer.from('línea 1\r\nzeile 2 — ✓ 😀\n', 'utf8');
    const result = await runRecipe(
      { steps: [{ op: 'base64-encode', options: { urlSafe: false } }] },
      recipeInput(new Uint8Array(bytes)),
      context(),
    );
    expect(text(result.output)).toBe(sh('base64 -w0', bytes));
  });

  it('bytes that are not text stop at the step that needs text, saying why', async () => {
    const result = await runRecipe(
      { steps: [{ op: 'base64-encode' }] },
      tag('bytes', new Uint8Array([0xff, 0xfe, 0x00])),
      context(),
    );
    expect(result.stoppedAt).toBe(0);
    expect(result.outcomes[0]).toMatchObject({
      status: 'failed',
      message: 'It cannot take the input: The bytes are not valid UTF-8 text',
    });
  });

  it('disabled steps pass the value through: encode, (encode off), encode, decode is `base64 -w0`', async () => {
    const input = 'Grüße, 世界';
    const recipe: Recipe = {
      steps: [{ op: 'base64-encode' }, { op: 'base64-encode', enabled: false }, { op: 'base64-encode' }, { op: 'base64-decode' }],
    };
    const result = await runRecipe(recipe, tag('text', input), context());
    expect(result.outcomes.map((o) => o.status)).toEqual(['done', 'skipped', 'done', 'done']);
    expect(text(result.output)).toBe(sh('base64 -w0', input));
    // All steps disabled: the input is the output.
    const none = await runRecipe({ steps: recipe.steps.map((s) => ({ ...s, enabled: false })) }, tag('text', input), context());
    expect(text(none.output)).toBe(input);
  });

  it('stops at the step that throws, with its message; the earlier outputs stay', async () => {
    const seen: string[] = [];
    const result = await runRecipe(
      { steps: [{ op: 'base64-encode' }, { op: 'base64-decode' }, { op: 'base64-decode' }, { op: 'base64-encode' }] },
      tag('text', 'Hello'),
      {
        ...context(),
        onStep: (index, outcome) => seen.push(`${index}:${outcome.status}`),
      },
    );
    expect(seen).toEqual(['0:done', '1:done', '2:failed', '3:not-run']);
    expect(result.stoppedAt).toBe(2);
    expect(result.output).toBeNull();
    expect(text((result.outcomes[0] as { output: Value }).output)).toBe(sh('base64 -w0', 'Hello'));
    expect(text((result.outcomes[1] as { output: Value }).output)).toBe(sh('base64 -w0 | base64 -d', 'Hello'));
    expect(result.outcomes[2]).toMatchObject({
      status: 'failed',
      message: 'Error decoding Base64 - input may not be valid Base64',
    });
    // The CLI refuses it too.
    expect(() => execFileSync('base64', ['-d'], { input: 'Hello', stdio: 'pipe' })).toThrow();
  });

  it('text that is not JSON stops at the JSON step with the line and column', async () => {
    const encoded = sh('base64 -w0', '{\n  "a": 1,\n  oops\n}');
    const result = await runRecipe(
      { steps: [{ op: 'base64-decode' }, { op: 'test-json-pass-through' }] },
      tag('text', encoded),
      context(),
    );
    expect(result.outcomes[1]).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^It cannot take the output of step 1: Not valid JSON: .*\(line 3, column 3\)$/),
    });
  });
});

describe('recipes are checked before anything runs', () => {
  it('an unknown operation or bad options mark their step and nothing runs', async () => {
    slowRuns = 0;
    const recipe: Recipe = {
      steps: [{ op: 'test-slow' }, { op: 'base64-encode', options: { urlSafe: 'yes' } }, { op: 'gone-away' }],
    };
    const result = await runRecipe(recipe, tag('text', 'x'), context());
    expect(slowRuns).toBe(0);
    expect(result.outcomes.map((o) => o.status)).toEqual(['not-run', 'blocked', 'blocked']);
    expect(result.outcomes[1]).toMatchObject({ message: expect.stringMatching(/^Options: URL-safe alphabet \(- and _\): /) });
    expect(result.outcomes[2]).toMatchObject({
      message: 'There is no operation “gone-away” in this version of DevForge (it may have been renamed or removed)',
    });
    expect(result.stoppedAt).toBe(1);
  });

  it('a step that needs input after nothing is marked with the reason', () => {
    const plan = planRecipe({ steps: [{ op: 'base64-encode' }] }, 'none', context());
    expect(plan[0]!.problem).toEqual({
      code: 'kind',
      message: 'It needs text as input, and there is none before it',
      cause: 'kind',
    });
    // A generator first is fine; one later is noted (it drops what comes before it).
    const generated = planRecipe(
      { steps: [{ op: 'test-generate' }, { op: 'base64-encode' }, { op: 'test-generate' }] },
      'none',
      context(),
    );
    expect(generated.map((p) => p.problem)).toEqual([null, null, null]);
    expect(generated[2]!.note).toMatch(/not used/);
    expect(generated.map((p) => [p.input, p.output])).toEqual([
      ['none', 'text'],
      ['text', 'text'],
      ['none', 'text'],
    ]);
  });

  it('disabled broken steps do not stop the recipe', async () => {
    const result = await runRecipe(
      { steps: [{ op: 'gone', enabled: false }, { op: 'base64-encode' }] },
      tag('text', 'ok'),
      context(),
    );
    expect(text(result.output)).toBe(sh('base64 -w0', 'ok'));
    expect(firstProblem(result.plan)).toBeUndefined();
    expect(result.plan[0]!.problem?.code).toBe('unknown-operation');
  });

  it('writes a planned step back in its shortest current form', () => {
    const plan = planRecipe(
      {
        steps: [
          { op: 'base64-encode', options: { urlSafe: true, removePadding: false, stray: 1 } },
          { op: 'test-wrap', v: 1, options: { wrap: 76 }, enabled: false },
          { op: 'gone', options: { kept: 'as given' } },
          { recipe: 'R', enabled: true },
        ],
      },
      'text',
      context({ R: { steps: [] } }),
    );
    expect(plan.map(compactStep)).toEqual([
      { op: 'base64-encode', options: { urlSafe: true } },
      { op: 'test-wrap', v: 2, enabled: false },
      { op: 'gone', options: { kept: 'as given' } },
      { recipe: 'R', enabled: true },
    ]);
  });

  it('options saved at an older version are migrated', async () => {
    const result = await runRecipe(
      { steps: [{ op: 'test-wrap', v: 1, options: { wrap: 4 } }] },
      tag('text', 'abcdefghij'),
      context(),
    );
    expect(text(result.output)).toBe(sh('fold -w 4', 'abcdefghij'));
    expect(planRecipe({ steps: [{ op: 'test-wrap', v: 3 }] }, 'text', context())[0]!.problem?.message).toMatch(/newer version/);
  });
});

describe('sub-recipes', () => {
  const encodeTwice: Recipe = { steps: [{ op: 'base64-encode' }, { op: 'base64-encode' }] };

  it('run as one step: [“Encode twice”, decode] is `base64 -w0 | base64 -w0 | base64 -d`', async () => {
    const result = await runRecipe(
      { steps: [{ recipe: 'Encode twice' }, { op: 'base64-decode' }] },
      tag('text', 'nested ✓'),
      context({ 'Encode twice': encodeTwice }),
    );
    expect(result.outcomes[0]).toMatchObject({ status: 'done', inner: [{ status: 'done' }, { status: 'done' }] });
    expect(text(result.output)).toBe(sh('base64 -w0 | base64 -w0 | base64 -d', 'nested ✓'));
    expect([
      ...operationIdsOf(
        { steps: [{ recipe: 'Encode twice' }, { op: 'base64-decode' }] },
        (n) => ({ 'Encode twice': encodeTwice })[n],
      ),
    ]).toEqual(['base64-encode', 'base64-decode']);
  });

  it('a failure inside says where', async () => {
    const decodeTwice: Recipe = { steps: [{ op: 'base64-decode' }, { op: 'base64-decode' }] };
    const result = await runRecipe(
      { steps: [{ op: 'base64-encode' }, { recipe: 'Decode twice' }] },
      tag('text', 'Hello'),
      context({ 'Decode twice': decodeTwice }),
    );
    expect(result.outcomes[1]).toMatchObject({
      status: 'failed',
      message: 'In “Decode twice”, step 2 (Decode): Error decoding Base64 - input may not be valid Base64',
    });
  });

  it('a cycle is a clear error, found before anything runs', async () => {
    const recipes: Record<string, Recipe> = {
      A: { steps: [{ op: 'base64-encode' }, { recipe: 'B' }] },
      B: { steps: [{ recipe: 'A' }] },
    };
    const result = await runRecipe({ steps: [{ recipe: 'A' }] }, tag('text', 'x'), context(recipes));
    expect(result.outcomes[0]).toEqual({
      status: 'blocked',
      message: 'In “A”, step 2 (“B”): In “B”, step 1 (“A”): This would run the recipe inside itself: “A” → “B” → “A”',
    });
    // A saved recipe that names itself.
    const self = planRecipe({ steps: [{ recipe: 'Self' }] }, 'text', context({ Self: { steps: [] } }, { name: 'Self' }));
    expect(self[0]!.problem).toMatchObject({
      code: 'cycle',
      message: 'This would run the recipe inside itself: “Self” → “Self”',
      cause: 'cycle',
    });
  });

  it('nesting deeper than the limit is refused; unknown names are marked', () => {
    const recipes: Record<string, Recipe> = {};
    for (let i = 0; i < 8; i++) recipes[`R${i}`] = { steps: i === 7 ? [{ op: 'base64-encode' }] : [{ recipe: `R${i + 1}` }] };
    const ok = planRecipe({ steps: [{ recipe: 'R3' }] }, 'text', context(recipes, { maxDepth: 5 }));
    expect(ok[0]!.problem).toBeNull();
    const deep = planRecipe({ steps: [{ recipe: 'R0' }] }, 'text', context(recipes, { maxDepth: 5 }));
    expect(deep[0]!.problem?.message).toMatch(/Sub-recipes may nest at most 5 deep$/);
    expect(planRecipe({ steps: [{ recipe: 'Nope' }] }, 'text', context())[0]!.problem).toEqual({
      code: 'unknown-recipe',
      message: 'There is no saved recipe called “Nope”',
      cause: 'unknown-recipe',
    });
  });
});

describe('cancel', () => {
  it('a stopped run rejects with OperationCancelled, during a step or before one', async () => {
    const controller = new AbortController();
    const running = runRecipe({ steps: [{ op: 'test-slow' }, { op: 'base64-encode' }] }, tag('text', 'x'), {
      ...context(),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(running).rejects.toBeInstanceOf(OperationCancelled);
    await expect(
      runRecipe({ steps: [{ op: 'base64-encode' }] }, tag('text', 'x'), { ...context(), signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(OperationCancelled);
  });
});
