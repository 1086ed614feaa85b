import { describe, expect, it } from 'vitest';
import type { SavedRecipe } from '@common/recipes';
import { planRecipeImport, toExportFile } from './transfer';

const saved = (name: string, steps: SavedRecipe['steps'], description = ''): SavedRecipe => ({
  id: `id-${name}`,
  name,
  description,
  steps,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('export and import of saved recipes', () => {
  const mine = [saved('Decode', [{ op: 'base64-decode' }]), saved('Wrap', [{ recipe: 'Decode' }], 'uses Decode')];

  it('exports everything needed to import back, and nothing of the account', () => {
    const file = toExportFile(mine, new Date('2026-02-03T04:05:06Z'));
    expect(file).toEqual({
      format: 'devforge-recipes',
      version: 1,
      exportedAt: '2026-02-03T04:05:06.000Z',
      recipes: [
        { name: 'Decode', description: '', steps: [{ op: 'base64-decode' }] },
        { name: 'Wrap', description: 'uses Decode', steps: [{ recipe: 'Decode' }] },
      ],
    });
    // Its own export imports back as nothing to do.
    expect(planRecipeImport(JSON.stringify(file), mine)).toEqual({
      fresh: [],
      conflicts: [],
      unchanged: ['Decode', 'Wrap'],
      rejected: [],
    });
  });

  it('merges by name: new ones added, changed ones are conflicts to ask about, bad ones named', () => {
    const text = JSON.stringify({
      format: 'devforge-recipes',
      version: 1,
      recipes: [
        { name: 'New one', steps: [{ op: 'base64-encode' }] },
        { name: 'Decode', description: 'changed', steps: [{ op: 'base64-decode' }] },
        { name: '', steps: [] },
        { name: 'Broken', steps: [{ op: 'Not_An_Id' }] },
        { name: 'New one', steps: [] },
      ],
    });
    const plan = planRecipeImport(text, mine);
    expect(plan.fresh).toEqual([{ name: 'New one', description: '', steps: [{ op: 'base64-encode' }] }]);
    expect(plan.conflicts).toEqual([
      { incoming: { name: 'Decode', description: 'changed', steps: [{ op: 'base64-decode' }] }, existing: mine[0] },
    ]);
    expect(plan.rejected).toEqual([
      { entry: 3, name: '', message: 'Name is required' },
      { entry: 4, name: 'Broken', message: 'Step 1: "op" must be an operation id (kebab-case)' },
      { entry: 5, name: 'New one', message: 'The file holds another recipe with this name' },
    ]);
  });

  it('says plainly when a file is not an export', () => {
    expect(() => planRecipeImport('not json', [])).toThrow('This file is not JSON. Choose a file made by Export all.');
    expect(() => planRecipeImport('{"format":"devforge-snippets","version":1,"snippets":[]}', [])).toThrow(
      'This file is not a recipes export: Not a DevForge recipes export.',
    );
  });
});
