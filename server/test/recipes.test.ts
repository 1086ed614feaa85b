import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_MAX_BYTES, RECIPES_PER_USER_MAX, recipeSize, type RecipeStep } from '../../common/recipes';
import { TestClient } from './auth-helpers';
import { signedInUser } from './ai-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
const notFound = { error: { code: 'not_found', message: 'No such recipe' } };

// Steps name the real operations of the app's tools (found on disk by the server): base64-encode
// (options urlSafe, removePadding) and base64-decode.
describe(`Recipes: /api/recipes (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('needs a signed-in user on every endpoint', async () => {
    const anonymous = new TestClient(server.url);
    for (const [method, url] of [
      ['GET', '/api/recipes'],
      ['GET', '/api/recipes/x'],
      ['POST', '/api/recipes'],
      ['PATCH', '/api/recipes/x'],
      ['DELETE', '/api/recipes/x'],
    ] as const) {
      const reply = await anonymous.request(
        method,
        url,
        method === 'POST' || method === 'PATCH' ? { name: 'n', steps: [] } : undefined,
      );
      expect(reply.status, `${method} ${url}`).toBe(401);
      expect(reply.json).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
    }
  });

  it('creates, reads, edits and deletes a recipe; steps are stored in their shortest current form', async () => {
    const { client } = await signedInUser(server, 'recipe');
    expect((await client.get('/api/recipes')).json).toEqual({ recipes: [] });

    const created = await client.post('/api/recipes', {
      name: '  Round trip  ',
      steps: [
        { op: 'base64-encode', options: { urlSafe: true, removePadding: false, unknown: 'dropped' } },
        { op: 'base64-decode', v: 1, enabled: false },
        { recipe: 'Later' },
      ],
    });
    expect(created.status).toBe(201);
    const recipe = created.json.recipe;
    expect(recipe).toMatchObject({
      name: 'Round trip',
      description: '',
      steps: [{ op: 'base64-encode', options: { urlSafe: true } }, { op: 'base64-decode', enabled: false }, { recipe: 'Later' }],
    });
    expect(recipe.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(recipe.createdAt).toBe(recipe.updatedAt);
    expect(created.headers.get('cache-control')).toBe('no-store');

    expect((await client.get('/api/recipes')).json).toEqual({ recipes: [recipe] });
    expect((await client.get(`/api/recipes/${recipe.id}`)).json).toEqual({ recipe });

    await tick();
    const edited = await client.request('PATCH', `/api/recipes/${recipe.id}`, {
      description: 'Encode, then not decode',
      steps: [{ op: 'base64-decode' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.json.recipe).toMatchObject({
      id: recipe.id,
      name: 'Round trip',
      description: 'Encode, then not decode',
      steps: [{ op: 'base64-decode' }],
      createdAt: recipe.createdAt,
    });
    expect(edited.json.recipe.updatedAt > recipe.updatedAt).toBe(true);
    const renamed = await client.request('PATCH', `/api/recipes/${recipe.id}`, { name: 'Decode only' });
    expect(renamed.json.recipe).toMatchObject({
      name: 'Decode only',
      description: 'Encode, then not decode',
      steps: [{ op: 'base64-decode' }],
    });

    expect((await client.request('DELETE', `/api/recipes/${recipe.id}`)).status).toBe(204);
    expect((await client.get('/api/recipes')).json.recipes).toEqual([]);
    for (const reply of [
      await client.request('DELETE', `/api/recipes/${recipe.id}`),
      await client.get(`/api/recipes/${recipe.id}`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(notFound);
    }
  });

  it('lists by name', async () => {
    const { client } = await signedInUser(server, 'recipe');
    for (const name of ['beta', 'Alpha', 'gamma', 'Émile']) await client.post('/api/recipes', { name, steps: [] });
    expect((await client.get('/api/recipes')).json.recipes.map((r: { name: string }) => r.name)).toEqual([
      'Alpha',
      'beta',
      'Émile',
      'gamma',
    ]);
  });

  it('checks steps against the operations: ids, options, their version, and the shape of each step', async () => {
    const { client } = await signedInUser(server, 'recipe');
    const cases: [unknown, string][] = [
      [
        [{ op: 'no-such-operation' }],
        'Step 1 (no-such-operation): There is no operation “no-such-operation” in this version of DevForge (it may have been renamed or removed)',
      ],
      [
        [{ op: 'base64-decode' }, { op: 'base64-encode', options: { urlSafe: 'yes' } }],
        'Step 2 (Encode): Options: URL-safe alphabet (- and _): Invalid input: expected boolean, received string',
      ],
      [
        [{ op: 'base64-encode', v: 2 }],
        'Step 1 (Encode): Options: These options of Encode come from a newer version of DevForge (options version 2, this one knows 1)',
      ],
      // Disabled steps are checked too: they are part of what is saved.
      [
        [{ op: 'gone', enabled: false }],
        'Step 1 (gone): There is no operation “gone” in this version of DevForge (it may have been renamed or removed)',
      ],
      [[{ op: 'Base64_Encode' }], 'Step 1: "op" must be an operation id (kebab-case)'],
      [[{ op: 'base64-encode' }, {}], 'Step 2: a step names an operation ("op") or a saved recipe ("recipe")'],
      [[{ op: 'base64-encode', extra: 1 }], 'Step 1: a step has no "extra"'],
      [
        [{ op: 'base64-encode', options: { urlSafe: { nested: true } } }],
        'Step 1: option "urlSafe" must be text, a number, true or false',
      ],
      [[{ op: 'base64-encode', options: [] }], 'Step 1: "options" must be an object'],
      [[{ op: 'base64-encode', v: 0 }], 'Step 1: "v" must be a whole number from 1'],
      [[{ op: 'base64-encode', enabled: 'no' }], 'Step 1: "enabled" must be true or false'],
      [[{ recipe: '' }], 'Step 1: a sub-recipe step must name a recipe'],
      [[{ recipe: 'x', options: {} }], 'Step 1: a sub-recipe step has no "options"'],
      [['base64-encode'], 'Step 1: a step must be an object'],
      ['base64-encode', 'steps: Steps must be a list'],
      [Array.from({ length: 101 }, () => ({ op: 'base64-encode' })), 'A recipe has at most 100 steps'],
    ];
    for (const [steps, message] of cases) {
      const reply = await client.post('/api/recipes', { name: 'Bad', steps });
      expect(reply.status, message).toBe(400);
      expect(reply.json.error.message, JSON.stringify(steps).slice(0, 80)).toBe(message);
    }
    for (const [body, message] of [
      [{ steps: [] }, 'name: Name is required'],
      [{ name: '   ', steps: [] }, 'Name is required'],
      [{ name: 'n'.repeat(101), steps: [] }, 'Name must be at most 100 characters'],
      [{ name: 'a\u0007b', steps: [] }, 'Name may not contain control characters'],
      [{ name: 'n', description: 'd'.repeat(501), steps: [] }, 'Description must be at most 500 characters'],
      [{ name: 'n', description: 'a\u0000b', steps: [] }, 'Description may not contain NUL characters'],
      [{ name: 'n' }, 'steps: Steps must be a list'],
    ] as const) {
      const reply = await client.post('/api/recipes', body);
      expect(reply.status, message).toBe(400);
      expect(reply.json.error.message).toBe(message);
    }
    expect((await client.get('/api/recipes')).json.recipes).toEqual([]);
    const ok = await client.post('/api/recipes', { name: 'n', steps: [] });
    expect((await client.request('PATCH', `/api/recipes/${ok.json.recipe.id}`, {})).json.error.message).toBe('Nothing to change');
    expect((await client.request('PATCH', `/api/recipes/${ok.json.recipe.id}`, { steps: [{ op: 'nope' }] })).status).toBe(400);
    expect(
      (await client.request('POST', '/api/recipes', 'not json', { 'content-type': 'application/json' })).json.error.code,
    ).toBe('invalid_json');
  });

  it('holds a recipe to 64 KB, exactly', async () => {
    const { client } = await signedInUser(server, 'recipe');
    // Options the operation does not know are dropped when stored, but count in what is sent.
    const steps = (padding: number): RecipeStep[] => [
      ...Array.from({ length: 3 }, () => ({ op: 'base64-decode', options: { note: 'x'.repeat(16 * 1024) } })),
      { op: 'base64-decode', options: { note: 'x'.repeat(padding) } },
    ];
    const base = recipeSize({ name: 'Big', description: '', steps: steps(0) });
    const atLimit = steps(RECIPE_MAX_BYTES - base);
    expect(recipeSize({ name: 'Big', description: '', steps: atLimit })).toBe(RECIPE_MAX_BYTES);
    expect((await client.post('/api/recipes', { name: 'Big', steps: atLimit })).status).toBe(201);
    const over = await client.post('/api/recipes', { name: 'Bigger', steps: steps(RECIPE_MAX_BYTES - base + 1) });
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ error: { code: 'invalid_input', message: 'A recipe must be at most 64 KB' } });
    // A patch is measured on the recipe it makes.
    const small = await client.post('/api/recipes', { name: 'Small', description: '', steps: atLimit.slice(0, 3) });
    const patched = await client.request('PATCH', `/api/recipes/${small.json.recipe.id}`, {
      description: 'd'.repeat(500),
      steps: atLimit,
    });
    expect(patched.json).toEqual({ error: { code: 'invalid_input', message: 'A recipe must be at most 64 KB' } });
  });

  it('names are unique per user; at most 100 recipes each', async () => {
    const { client } = await signedInUser(server, 'recipe');
    const first = await client.post('/api/recipes', { name: 'Same', steps: [] });
    const taken = await client.post('/api/recipes', { name: ' Same ', steps: [] });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ error: { code: 'recipe_name_taken', message: 'You already have a recipe with this name' } });
    const other = await client.post('/api/recipes', { name: 'Other', steps: [] });
    expect((await client.request('PATCH', `/api/recipes/${other.json.recipe.id}`, { name: 'Same' })).status).toBe(409);
    // Saving a recipe under its own name is no conflict.
    expect(
      (await client.request('PATCH', `/api/recipes/${first.json.recipe.id}`, { name: 'Same', steps: [{ op: 'base64-encode' }] }))
        .status,
    ).toBe(200);

    for (let i = 3; i <= RECIPES_PER_USER_MAX; i++)
      expect((await client.post('/api/recipes', { name: `r${i}`, steps: [] })).status).toBe(201);
    const full = await client.post('/api/recipes', { name: 'one too many', steps: [] });
    expect(full.status).toBe(409);
    expect(full.json.error).toEqual({
      code: 'recipe_limit',
      message: 'You have 100 saved recipes, the most there can be. Delete some to save new ones.',
    });
    expect((await client.get('/api/recipes')).json.recipes).toHaveLength(RECIPES_PER_USER_MAX);
    // Deleting one makes room.
    await client.request('DELETE', `/api/recipes/${other.json.recipe.id}`);
    expect((await client.post('/api/recipes', { name: 'one too many', steps: [] })).status).toBe(201);
  });

  it('refuses a sub-recipe cycle or nesting too deep; a sub-recipe not saved yet is kept', async () => {
    const { client } = await signedInUser(server, 'recipe');
    const a = await client.post('/api/recipes', { name: 'A', steps: [{ op: 'base64-encode' }, { recipe: 'B' }] });
    expect(a.status).toBe(201);
    const b = await client.post('/api/recipes', { name: 'B', steps: [{ recipe: 'A' }] });
    expect(b.status).toBe(400);
    expect(b.json.error).toEqual({
      code: 'invalid_recipe',
      message: 'Step 1 (“A”): In “A”, step 2 (“B”): This would run the recipe inside itself: “B” → “A” → “B”',
    });
    const self = await client.request('PATCH', `/api/recipes/${a.json.recipe.id}`, { steps: [{ recipe: 'A' }] });
    expect(self.json.error.message).toBe('Step 1 (“A”): This would run the recipe inside itself: “A” → “A”');
    // Renaming A so that its own step names it is a cycle too.
    const c = await client.post('/api/recipes', { name: 'C', steps: [{ recipe: 'D' }] });
    expect((await client.request('PATCH', `/api/recipes/${c.json.recipe.id}`, { name: 'D' })).status).toBe(400);

    // L1 → L2 → … → L6: six levels of sub-recipes under L0 is one too many.
    for (let i = 6; i >= 1; i--)
      expect(
        (
          await client.post('/api/recipes', {
            name: `L${i}`,
            steps: i === 6 ? [{ op: 'base64-encode' }] : [{ recipe: `L${i + 1}` }],
          })
        ).status,
      ).toBe(201);
    const deep = await client.post('/api/recipes', { name: 'L0', steps: [{ recipe: 'L1' }] });
    expect(deep.status).toBe(400);
    expect(deep.json.error.message).toMatch(/Sub-recipes may nest at most 5 deep$/);
    expect((await client.post('/api/recipes', { name: 'L0', steps: [{ recipe: 'L2' }] })).status).toBe(201);
  });

  it("keeps users apart: another user's recipe answers 404 on every route, and lists never show it", async () => {
    const alice = await signedInUser(server, 'alice');
    const bob = await signedInUser(server, 'bob');
    const { json } = await alice.client.post('/api/recipes', {
      name: 'Private',
      description: 'alice only',
      steps: [{ op: 'base64-encode' }, { recipe: 'Loop' }],
    });
    const id = json.recipe.id;
    await alice.client
      .post('/api/recipes', { name: 'Loop', steps: [{ recipe: 'Private' }, { op: 'base64-decode' }] })
      .then((r) => expect(r.status).toBe(400));

    expect((await bob.client.get('/api/recipes')).json).toEqual({ recipes: [] });
    for (const reply of [
      await bob.client.get(`/api/recipes/${id}`),
      await bob.client.request('PATCH', `/api/recipes/${id}`, { name: 'Mine now' }),
      await bob.client.request('DELETE', `/api/recipes/${id}`),
      await bob.client.get('/api/recipes/00000000-0000-0000-0000-000000000000'),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(notFound);
    }
    // Bob's names and sub-recipes are his own: the same name is free, and Alice's recipes neither resolve nor make a cycle.
    const bobs = await bob.client.post('/api/recipes', { name: 'Loop', steps: [{ recipe: 'Private' }] });
    expect(bobs.status).toBe(201);
    expect((await bob.client.post('/api/recipes', { name: 'Private', steps: [] })).status).toBe(201);
    expect((await bob.client.get('/api/recipes')).json.recipes.map((r: { name: string }) => r.name)).toEqual(['Loop', 'Private']);

    const hers = (await alice.client.get('/api/recipes')).json.recipes;
    expect(hers).toHaveLength(1);
    expect(hers[0]).toMatchObject({
      id,
      name: 'Private',
      description: 'alice only',
      steps: [{ op: 'base64-encode' }, { recipe: 'Loop' }],
    });
    expect((await alice.client.get(`/api/recipes/${bobs.json.recipe.id}`)).status).toBe(404);
  });

  it('refuses cross-site writes (origin check)', async () => {
    const { client } = await signedInUser(server, 'recipe');
    const reply = await client.request('POST', '/api/recipes', { name: 't', steps: [] }, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect((await client.get('/api/recipes')).json.recipes).toEqual([]);
  });
});
