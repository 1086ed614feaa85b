import { describe, expect, it } from 'vitest';
import type { RecipeStep } from '@common/recipes';
import {
  isBroken,
  moveStep,
  stepsCodec,
  subRecipeClosure,
  subRecipesCodec,
  toBuilderSteps,
  type BuilderStep,
} from './recipe-state';
import { testCatalogue } from './test-catalogue.fixture';

const steps = (list: RecipeStep[]): BuilderStep[] => toBuilderSteps(list);

describe('the builder’s steps in links', () => {
  const codec = stepsCodec(testCatalogue);

  it('carries each step in its shortest form, options at their current version', () => {
    const json = codec.serialize(
      steps([
        { op: 'base64-encode', options: { urlSafe: true, removePadding: false } },
        { op: 'test-keyed', v: 2, options: { key: 'k', upper: false }, enabled: false },
        { recipe: 'Sub' },
      ]),
    );
    expect(json).toEqual([
      { op: 'base64-encode', options: { urlSafe: true } },
      { op: 'test-keyed', options: { key: 'k' }, v: 2, enabled: false },
      { recipe: 'Sub' },
    ]);
  });

  it('keeps what no longer validates, marked, rather than refusing the link', () => {
    const opened = codec.deserialize([
      { op: 'removed-op', options: { x: 1 } },
      { op: 'base64-encode', options: { urlSafe: 'yes' } },
      { nonsense: true },
      42,
    ]);
    expect(opened).toHaveLength(4);
    expect(opened!.map(isBroken)).toEqual([false, false, true, true]);
    expect(opened![2]).toMatchObject({
      broken: { raw: { nonsense: true }, problem: 'a step names an operation ("op") or a saved recipe ("recipe")' },
    });
    // Written back as they came.
    expect(codec.serialize(opened!)).toEqual([
      { op: 'removed-op', options: { x: 1 } },
      { op: 'base64-encode', options: { urlSafe: 'yes' } },
      { nonsense: true },
      42,
    ]);
    expect(codec.deserialize({ not: 'a list' })).toBeUndefined();
  });

  it('leaves secrets out unless asked, naming them', () => {
    const { redacted, labels } = codec.secretsOf(
      steps([
        { op: 'test-keyed', v: 2, options: { key: 'hunter2', upper: true } },
        { op: 'test-keyed', v: 2 },
      ]),
    );
    expect(labels).toEqual(['Keyed: Secret key']);
    expect(codec.serialize(redacted)).toEqual([
      { op: 'test-keyed', options: { upper: true }, v: 2 },
      { op: 'test-keyed', v: 2 },
    ]);
    const subs = subRecipesCodec(testCatalogue).secretsOf({
      Inner: { steps: [{ op: 'test-keyed', v: 2, options: { key: 's' } }] },
    });
    expect(subs).toEqual({
      redacted: { Inner: { steps: [{ op: 'test-keyed', v: 2, options: {} }] } },
      labels: ['Keyed: Secret key (in “Inner”)'],
    });
  });

  it('reads the sub-recipes a link carries, leaving out one that cannot be read', () => {
    expect(
      subRecipesCodec(testCatalogue).deserialize({ Good: { steps: [{ op: 'base64-decode' }] }, Bad: { steps: 'x' } }),
    ).toEqual({ Good: { steps: [{ op: 'base64-decode' }] } });
  });
});

describe('the builder’s steps', () => {
  it('move up and down without losing any', () => {
    expect(moveStep(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveStep(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveStep(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('bring along every saved recipe their sub-recipe steps reach', () => {
    const saved: Record<string, { steps: RecipeStep[] }> = {
      A: { steps: [{ recipe: 'B' }] },
      B: { steps: [{ op: 'base64-encode' }, { recipe: 'A' }] },
      C: { steps: [] },
    };
    expect(subRecipeClosure([{ recipe: 'A' }, { recipe: 'Missing' }], (n) => saved[n])).toEqual({ A: saved.A, B: saved.B });
  });
});
