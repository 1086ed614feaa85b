// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { composeCombinations } from './combinations.fixture';
import { generateCompose } from './compose';
import { presetConfig } from './docker-config';
import composeSpec from './fixtures/compose-spec.json';

// The oracle: the Compose Specification's own JSON Schema (see fixtures/README.md for its source).
// strict: false because the schema uses annotations Ajv does not know (deprecated, x- keys).
const validateCompose = new Ajv2020({ strict: false, allErrors: true }).compile(composeSpec);

describe('every compose file of every preset and option combination', { timeout: 120_000 }, () => {
  const all = [...composeCombinations()];

  it('covers all 800 combinations', () => {
    expect(all).toHaveLength(800);
  });

  it('parses as YAML and validates against the Compose Specification schema', () => {
    const failures: string[] = [];
    for (const { name, config } of all) {
      const text = generateCompose(config);
      const document = parse(text);
      if (!validateCompose(document)) failures.push(`${name}: ${JSON.stringify(validateCompose.errors?.slice(0, 3))}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('wires the app to its database: healthy before the app starts, secret read from the environment', () => {
    for (const { name, config } of all.filter((c) => c.config.compose.database !== 'none')) {
      const compose = parse(generateCompose(config));
      expect(compose.services.web.depends_on, name).toEqual({ db: { condition: 'service_healthy' } });
      expect(compose.services.db.healthcheck.test[0], name).toBe('CMD-SHELL');
      expect(compose.services.db.ports, `${name}: database port published`).toBeUndefined();
      const passwords = Object.entries<string>(compose.services.db.environment ?? {}).filter(([key]) => /_PASSWORD$/.test(key) && !key.includes("RANDOM"));
      for (const [key, value] of passwords) expect(value, `${name}: ${key}`).toMatch(/^\$\{\w+:\?/);
    }
  });
});

describe('generateCompose', () => {
  it('the schema is a real oracle: it refuses what Compose refuses', () => {
    expect(validateCompose({ services: { app: { depends_on: { db: { condition: 'healthy' } } } } })).toBe(false);
    expect(validateCompose({ services: { app: { volumes: 'data:/data' } } })).toBe(false);
    expect(validateCompose({ services: { app: { restart_policy: 'always' } } })).toBe(false);
  });

  it('writes a literal $ as $$ (Compose interpolates every string) and quotes ports', () => {
    const text = generateCompose({ ...presetConfig('node'), environment: 'PRICE=$5', ports: '8080' });
    expect(parse(text).services.app.environment.PRICE).toBe('$$5');
    expect(text).toContain('- "8080:8080"');
  });

  it('gives each volume a named volume', () => {
    const compose = parse(generateCompose({ ...presetConfig('python'), volumes: '/app/data\n/srv/data' }));
    expect(compose.services.app.volumes).toEqual(['app-data:/app/data', 'app-data-2:/srv/data']);
    expect(Object.keys(compose.volumes)).toEqual(['app-data', 'app-data-2']);
  });
});
