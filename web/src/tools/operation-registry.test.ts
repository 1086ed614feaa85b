import { describe, expect, it } from 'vitest';
import { convert, tag } from '@/operations/kinds';
import { optionFields, optionsJsonSchema, upgradeOptions } from '@/operations/options';
import { runOperation } from '@/operations/run';
import { operationCatalogue } from './operation-registry';
import { findTool } from './registry';

// Every tool's operations (tools/*/operations.ts) keep the contract: stable kebab-case ids unique
// across tools, options the generated form can draw (every field with a default), a JSON Schema for
// the API, and worked examples that give what they say.

describe('the operation registry', () => {
  const { list } = operationCatalogue;

  it('finds operations, each owned by a tool of the catalogue', () => {
    expect(list.length).toBeGreaterThan(0);
    for (const { operation, toolId } of list) {
      expect(findTool(toolId), `${operation.id}: no tool ${toolId}`).toBeDefined();
      expect(operationCatalogue.find(operation.id)?.toolId).toBe(toolId);
    }
  });

  it.each(list.map((e) => [e.operation.id, e] as const))('%s keeps the contract', async (_id, { operation }) => {
    expect(operation.name.trim()).not.toBe('');
    expect(operation.description).toMatch(/\.$/);
    expect(() => optionFields(operation)).not.toThrow();
    expect(optionsJsonSchema(operation)).toMatchObject({ type: 'object' });
    expect(upgradeOptions(operation, {})).toBeTypeOf('object');
    for (const example of operation.examples ?? []) {
      if (operation.needs === 'dom') continue;
      const output = await runOperation(operation, operation.input === 'none' ? tag('none', undefined) : tag('text', example.input ?? ''), { options: example.options });
      if (example.pattern !== undefined) expect(convert(output, 'text')).toMatch(new RegExp(example.pattern));
      else expect(convert(output, 'text')).toBe(example.output);
    }
    // An example's first run loads its library or reference data (zxcvbn's word lists, mathjs,
    // libphonenumber, the MAC lookup's 5.4 MB IEEE registry): seconds on a busy machine.
  }, 90_000);
});
