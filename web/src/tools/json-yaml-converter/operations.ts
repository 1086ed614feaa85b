import { z } from 'zod';
import { stringifyJson } from '../../operations/kinds';
import { defineOperation } from '../../operations/operation';
import { parseYamlStream, valueToYaml } from './yaml-text';

// JSON ↔ YAML (YAML 1.2 with the `yaml` library, loaded on first use). A top-level JSON array can be
// written as a multi-document stream; a multi-document stream reads as one array.

export const jsonToYaml = defineOperation({
  id: 'json-to-yaml',
  name: 'JSON to YAML',
  description: 'Convert JSON to YAML 1.2, block style.',
  keywords: ['json', 'yaml', 'yml', 'convert'],
  input: 'json',
  output: 'text',
  options: z.object({
    indent: z.number().int().min(1).max(8).default(2).meta({ label: 'Indent' }),
    quoteForYaml11: z.boolean().default(true).meta({
      label: 'Quote yes/no/on/off and dates',
      description: 'YAML 1.1 readers (PyYAML, older Kubernetes tools) would read them as booleans or dates.',
    }),
    sortKeys: z.boolean().default(false).meta({ label: 'Sort keys' }),
    documents: z.boolean().default(false).meta({ label: 'Top-level array as documents (---)' }),
  }),
  inputLabel: 'JSON',
  outputLabel: 'YAML',
  inputPlaceholder: '{"name": "devforge", "tags": ["yaml", "json"]}',
  outputFile: { extension: 'yaml', mimeType: 'application/yaml' },
  outputLanguage: 'yaml',
  async run(value, { indent, quoteForYaml11, sortKeys, documents }) {
    const yaml = await import('yaml');
    const write = (v: unknown) => valueToYaml(yaml, v, { indent, quoteForYaml11, sortKeys });
    if (documents && Array.isArray(value)) return value.map((doc) => `---\n${write(doc)}`).join('');
    return write(value);
  },
  examples: [
    {
      input: '{"name":"devforge","version":2,"tags":["yaml","json"],"beta":false,"country":"no"}',
      output: 'name: devforge\nversion: 2\ntags:\n  - yaml\n  - json\nbeta: false\ncountry: "no"\n',
    },
  ],
});

export const yamlToJson = defineOperation({
  id: 'yaml-to-json',
  name: 'YAML to JSON',
  description: 'Convert YAML (1.2, anchors and aliases resolved) to JSON; several documents become an array.',
  keywords: ['yaml', 'yml', 'json', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z.number().int().min(0).max(8).default(2).meta({ label: 'Indent', description: '0 writes one line.' }),
  }),
  inputLabel: 'YAML',
  outputLabel: 'JSON',
  inputPlaceholder: 'name: devforge\ntags:\n  - yaml',
  outputFile: { extension: 'json', mimeType: 'application/json' },
  outputLanguage: 'json',
  async run(text, { indent }) {
    const yaml = await import('yaml');
    const docs = parseYamlStream(yaml, text);
    const value = docs.length === 1 ? docs[0] : docs;
    return indent === 2 ? stringifyJson(value) : (JSON.stringify(value, null, indent) ?? 'null');
  },
  examples: [
    {
      input: 'base: &base\n  retries: 3\nservice:\n  <<: *base\n  name: api\n  ports: [80, 443]\n',
      output:
        '{\n  "base": {\n    "retries": 3\n  },\n  "service": {\n    "retries": 3,\n    "name": "api",\n    "ports": [\n      80,\n      443\n    ]\n  }\n}',
    },
  ],
});

export const operations = [jsonToYaml, yamlToJson];
