import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { documentToYaml, yamlErrorMessage, type YamlLibrary } from '../json-yaml-converter/yaml-text';

// YAML formatter and validator (the `yaml` library, YAML 1.2, loaded on first use). Formatting keeps
// comments, anchors, aliases and tags, re-indents, and can turn collections into block or flow style.

function parseDocuments(yaml: YamlLibrary, text: string) {
  const docs = yaml.parseAllDocuments(text, { prettyErrors: true, merge: true });
  if (!Array.isArray(docs)) return [];
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) throw new Error(yamlErrorMessage(error));
  }
  return docs;
}

export const formatYaml = defineOperation({
  id: 'yaml-format',
  name: 'Format',
  description: 'Re-indent YAML and choose block or flow style, keeping comments, anchors and aliases.',
  keywords: ['yaml', 'yml', 'format', 'pretty print', 'beautify', 'indent'],
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z.number().int().min(1).max(8).default(2).meta({ label: 'Indent' }),
    style: z
      .enum(['keep', 'block', 'flow'])
      .default('keep')
      .meta({ label: 'Collections', choices: { keep: 'As written', block: 'Block', flow: 'Flow' } }),
    quoteForYaml11: z
      .boolean()
      .default(false)
      .meta({ label: 'Quote yes/no/on/off and dates', description: 'For YAML 1.1 readers (PyYAML, older Kubernetes tools).' }),
  }),
  inputLabel: 'YAML',
  outputLabel: 'Formatted YAML',
  inputPlaceholder: 'server:\n    port: 8080   # comment kept\n    hosts: [a, b]',
  outputFile: { extension: 'yaml', mimeType: 'application/yaml' },
  outputLanguage: 'yaml',
  async run(text, { indent, style, quoteForYaml11 }) {
    const yaml = await import('yaml');
    const docs = parseDocuments(yaml, text);
    return docs
      .map((doc, i) => {
        const written = documentToYaml(yaml, doc, { indent, style, quoteForYaml11 });
        // Documents after the first need their separator; the library writes it only when the source had directives.
        return i > 0 && !written.startsWith('---') ? `---\n${written}` : written;
      })
      .join('');
  },
  examples: [
    {
      input:
        'server:\n    port: 8080   # the public port\n    hosts: [a.example, b.example]\ndefaults: &defaults {retries: 3}\nworker:\n    <<: *defaults\n',
      options: { style: 'block' },
      output:
        'server:\n  port: 8080 # the public port\n  hosts:\n    - a.example\n    - b.example\ndefaults: &defaults\n  retries: 3\nworker:\n  <<: *defaults\n',
    },
  ],
});

export const validateYaml = defineOperation({
  id: 'yaml-validate',
  name: 'Validate',
  description: 'Check that YAML parses, naming the line and column of the first error.',
  keywords: ['yaml', 'yml', 'validate', 'lint', 'check', 'syntax'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'YAML',
  outputLabel: 'Result',
  async run(text) {
    const yaml = await import('yaml');
    const docs = parseDocuments(yaml, text);
    const warnings = docs
      .flatMap((doc) => doc.warnings)
      .map((w) => `Warning: ${yamlErrorMessage(w).replace(/^Not valid YAML: /, '')}`);
    return [`Valid YAML: ${docs.length} document${docs.length === 1 ? '' : 's'}.`, ...warnings].join('\n');
  },
  examples: [{ input: 'a: 1\n---\nb: [1, 2]\n', output: 'Valid YAML: 2 documents.' }],
});

export const operations = [formatYaml, validateYaml];
