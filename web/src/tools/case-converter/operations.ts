import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { allCases, caseIds, caseLabels, convertCase } from './cases';

export const allCasesOperation = defineOperation({
  id: 'case-all',
  name: 'All cases',
  description:
    'Write text in every case at once: camel, Pascal, snake, kebab, constant, dot, path, title, sentence, header, lower and upper.',
  keywords: ['case', 'camelcase', 'snake_case', 'kebab-case', 'pascalcase', 'constant', 'title case'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Text',
  outputLabel: 'Every case',
  inputPlaceholder: 'userAccountID or user_account_id or User Account ID',
  run: (text) => allCases(text.trim()),
  examples: [
    {
      input: 'two words',
      output:
        'camelCase: twoWords\nPascalCase: TwoWords\nsnake_case: two_words\nkebab-case: two-words\nCONSTANT_CASE: TWO_WORDS\ndot.case: two.words\npath/case: two/words\nTitle Case: Two Words\nSentence case: Two words\nHeader-Case: Two-Words\nlower case: two words\nUPPER CASE: TWO WORDS\nPascal_Snake_Case: Two_Words\nno case: two words',
    },
  ],
});

export const convertCaseOperation = defineOperation({
  id: 'case-convert',
  name: 'One case',
  description: 'Convert each line of text to one case (camelCase, snake_case, kebab-case…).',
  keywords: ['case', 'convert', 'rename', 'identifier'],
  input: 'text',
  output: 'text',
  options: z.object({
    to: z.enum(caseIds).default('camel').meta({ label: 'Case', choices: caseLabels }),
  }),
  inputLabel: 'Text (one item per line)',
  outputLabel: 'Converted',
  run: (text, { to }) =>
    text
      .split(/\r?\n/)
      .map((line) => convertCase(line, to))
      .join('\n'),
  examples: [
    { input: 'user_id\nHTTPRequest\nfirst name', options: { to: 'kebab' }, output: 'user-id\nhttp-request\nfirst-name' },
  ],
});

export const operations = [allCasesOperation, convertCaseOperation];
