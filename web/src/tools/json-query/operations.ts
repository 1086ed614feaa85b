import { z } from 'zod';
import { parseJsonText } from '../../operations/kinds';
import { defineOperation } from '../../operations/operation';
import { queryJmesPath, queryJsonPath } from './query';

export const jsonPathQuery = defineOperation({
  id: 'jsonpath-query',
  name: 'JSONPath',
  description: 'Select values from JSON with a JSONPath expression ($.store.book[?(@.price < 10)].title).',
  keywords: ['jsonpath', 'json', 'query', 'select', 'filter', 'goessner'],
  input: 'text',
  output: 'text',
  options: z.object({
    expression: z
      .string()
      .max(2000)
      .default('$..*')
      .meta({ label: 'JSONPath expression', placeholder: '$.store.book[*].author' }),
    withPaths: z.boolean().default(false).meta({ label: 'Include each match’s path' }),
  }),
  inputLabel: 'JSON',
  outputLabel: 'Matches',
  outputLanguage: 'json',
  async run(text, { expression, withPaths }) {
    const matches = await queryJsonPath(parseJsonText(text), expression);
    return JSON.stringify(
      withPaths ? matches.map((m) => ({ path: m.pointer, value: m.value })) : matches.map((m) => m.value),
      null,
      2,
    );
  },
  examples: [
    {
      input: '{"store":{"book":[{"title":"Sayings","price":8.95},{"title":"Sword","price":12.99}]}}',
      options: { expression: '$.store.book[?(@.price < 10)].title' },
      output: '[\n  "Sayings"\n]',
    },
  ],
});

export const jmesPathQuery = defineOperation({
  id: 'jmespath-query',
  name: 'JMESPath',
  description: 'Query and reshape JSON with a JMESPath expression (people[?age > `30`].name).',
  keywords: ['jmespath', 'json', 'query', 'aws cli', 'filter', 'projection'],
  input: 'text',
  output: 'text',
  options: z.object({
    expression: z.string().max(2000).default('@').meta({ label: 'JMESPath expression', placeholder: 'people[?age > `30`].name' }),
  }),
  inputLabel: 'JSON',
  outputLabel: 'Result',
  outputLanguage: 'json',
  async run(text, { expression }) {
    const { result } = await queryJmesPath(parseJsonText(text), expression);
    return JSON.stringify(result, null, 2) ?? 'null';
  },
  examples: [
    {
      input: '{"people":[{"name":"Ada","age":36},{"name":"Alan","age":41},{"name":"Grace","age":29}]}',
      options: { expression: 'people[?age > `30`].name | sort(@)' },
      output: '[\n  "Ada",\n  "Alan"\n]',
    },
  ],
});

export const operations = [jsonPathQuery, jmesPathQuery];
