// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tag } from '../../web/src/operations/kinds';
import { loadOperationCatalogue, toolsDir } from '../src/ops/discover';
import { INLINE_MAX_INPUT, runsInline } from '../src/ops/run-inline';
import { fixtureToolsDir } from './ops-helpers';

// Which API calls skip the worker pool: only small inputs to light operations whose options cannot
// make the work unbounded. Anything that could spin stays where the time cap can stop it.
describe('runsInline', () => {
  it('runs a small input to a light operation with switch options on the event loop, a large one in the pool', async () => {
    const catalogue = await loadOperationCatalogue();
    const encode = catalogue.find('base64-encode')!.operation;
    expect(runsInline(encode, tag('text', 'x'.repeat(1000)))).toBe(true);
    expect(runsInline(encode, tag('bytes', new Uint8Array(INLINE_MAX_INPUT)))).toBe(true);
    expect(runsInline(encode, tag('text', 'x'.repeat(INLINE_MAX_INPUT + 1)))).toBe(false);
  });

  it('keeps heavy, time-limited and code-compiling operations in the pool, whatever the input', async () => {
    const catalogue = await loadOperationCatalogue();
    const small = tag('text', 'a');
    const inPool = catalogue.list.filter(({ operation }) => operation.heavy || operation.timeLimit || operation.needs === 'eval');
    expect(inPool.length).toBeGreaterThan(0);
    for (const { operation } of inPool) expect(runsInline(operation, small), operation.id).toBe(false);
  });

  it('keeps an operation with a free-text option (a pattern) in the pool even on a tiny input', async () => {
    const catalogue = await loadOperationCatalogue([toolsDir, fixtureToolsDir]);
    const probe = catalogue.find('test-regex-probe')!.operation;
    expect(runsInline(probe, tag('text', 'aaa'))).toBe(false);
  });

  it('keeps an expression evaluator and a split that can write a million lines in the pool', async () => {
    const catalogue = await loadOperationCatalogue();
    expect(runsInline(catalogue.find('math-evaluate')!.operation, tag('text', 'ones(20000, 20000)'))).toBe(false);
    expect(runsInline(catalogue.find('subnet-split')!.operation, tag('text', '10.0.0.0/8'))).toBe(false);
  });
});
