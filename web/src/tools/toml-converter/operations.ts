import { z } from 'zod';
import { parseJsonText, stringifyJson } from '../../operations/kinds';
import { defineOperation } from '../../operations/operation';
import { parseYamlStream, valueToYaml } from '../json-yaml-converter/yaml-text';
import { parseToml, prepareForToml, writeToml } from './toml-text';

// JSON ↔ TOML and YAML ↔ TOML (TOML 1.0 with smol-toml, YAML 1.2 with yaml; both load on first use).

const toTomlOptions = z.object({
  dates: z
    .boolean()
    .default(true)
    .meta({ label: 'ISO 8601 text as TOML dates', description: '"2024-05-01" becomes a TOML date, not a string.' }),
  dropNulls: z
    .boolean()
    .default(false)
    .meta({ label: 'Leave out nulls', description: 'TOML has no null; otherwise a null is an error.' }),
});

export const jsonToToml = defineOperation({
  id: 'json-to-toml',
  name: 'JSON to TOML',
  description: 'Convert a JSON object to TOML 1.0, with ISO 8601 strings as TOML dates.',
  keywords: ['json', 'toml', 'convert', 'pyproject', 'cargo'],
  input: 'text',
  output: 'text',
  options: toTomlOptions,
  inputLabel: 'JSON',
  outputLabel: 'TOML',
  inputPlaceholder: '{"package": {"name": "devforge", "version": "1.0.0"}}',
  outputFile: { extension: 'toml', mimeType: 'application/toml' },
  outputLanguage: 'toml',
  async run(text, options) {
    const value = parseJsonText(text);
    const toml = await import('smol-toml');
    return writeToml(toml, prepareForToml(toml, value, options));
  },
  examples: [
    {
      input: '{"title":"DevForge","released":"2024-05-01","owner":{"name":"Ada","admin":true},"ports":[8000,8001]}',
      output: 'title = "DevForge"\nreleased = 2024-05-01\nports = [ 8000, 8001 ]\n\n[owner]\nname = "Ada"\nadmin = true\n',
    },
  ],
});

export const tomlToJson = defineOperation({
  id: 'toml-to-json',
  name: 'TOML to JSON',
  description: 'Convert TOML 1.0 to JSON; dates and times become ISO 8601 strings.',
  keywords: ['toml', 'json', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z.number().int().min(0).max(8).default(2).meta({ label: 'Indent', description: '0 writes one line.' }),
  }),
  inputLabel: 'TOML',
  outputLabel: 'JSON',
  inputPlaceholder: '[package]\nname = "devforge"',
  outputFile: { extension: 'json', mimeType: 'application/json' },
  outputLanguage: 'json',
  async run(text, { indent }) {
    const value = parseToml(await import('smol-toml'), text);
    return indent === 2 ? stringifyJson(value) : JSON.stringify(value, null, indent);
  },
  examples: [
    {
      input: '[server]\nhost = "localhost"\nport = 8080\nstarted = 1979-05-27T07:32:00Z\n',
      output: '{\n  "server": {\n    "host": "localhost",\n    "port": 8080,\n    "started": "1979-05-27T07:32:00.000Z"\n  }\n}',
    },
  ],
});

export const yamlToToml = defineOperation({
  id: 'yaml-to-toml',
  name: 'YAML to TOML',
  description: 'Convert a YAML mapping to TOML 1.0 (one document; anchors resolved).',
  keywords: ['yaml', 'yml', 'toml', 'convert'],
  input: 'text',
  output: 'text',
  options: toTomlOptions,
  inputLabel: 'YAML',
  outputLabel: 'TOML',
  inputPlaceholder: 'package:\n  name: devforge',
  outputFile: { extension: 'toml', mimeType: 'application/toml' },
  outputLanguage: 'toml',
  async run(text, options) {
    const [yaml, toml] = await Promise.all([import('yaml'), import('smol-toml')]);
    const docs = parseYamlStream(yaml, text);
    if (docs.length !== 1) throw new Error(`TOML holds one document; this YAML has ${docs.length}`);
    return writeToml(toml, prepareForToml(toml, docs[0], options));
  },
  examples: [
    {
      input: 'name: api\nreplicas: 3\nenv:\n  LOG_LEVEL: info\n',
      output: 'name = "api"\nreplicas = 3\n\n[env]\nLOG_LEVEL = "info"\n',
    },
  ],
});

export const tomlToYaml = defineOperation({
  id: 'toml-to-yaml',
  name: 'TOML to YAML',
  description: 'Convert TOML 1.0 to YAML, with TOML dates as plain YAML timestamps.',
  keywords: ['toml', 'yaml', 'yml', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z.number().int().min(1).max(8).default(2).meta({ label: 'Indent' }),
  }),
  inputLabel: 'TOML',
  outputLabel: 'YAML',
  inputPlaceholder: '[package]\nname = "devforge"',
  outputFile: { extension: 'yaml', mimeType: 'application/yaml' },
  outputLanguage: 'yaml',
  async run(text, { indent }) {
    const [yaml, toml] = await Promise.all([import('yaml'), import('smol-toml')]);
    return valueToYaml(yaml, parseToml(toml, text), { indent, plainDates: true });
  },
  examples: [
    {
      input: 'title = "DevForge"\nreleased = 2024-05-01\n\n[owner]\nname = "no"\n',
      output: 'title: DevForge\nreleased: 2024-05-01\nowner:\n  name: "no"\n',
    },
  ],
});

export const operations = [jsonToToml, tomlToJson, yamlToToml, tomlToYaml];
