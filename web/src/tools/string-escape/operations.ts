import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { escapeLanguageLabels, escapeLanguages, escapeString, unescapeString } from './escapes';

const language = z.enum(escapeLanguages).default('json').meta({ label: 'Language', choices: escapeLanguageLabels });

export const escapeOperation = defineOperation({
  id: 'string-escape',
  name: 'Escape',
  description:
    'Escape text for a JSON, JavaScript, Java or C# string, an SQL literal, a CSV field, XML, a regex or a shell word.',
  keywords: [
    'escape',
    'string',
    'quote',
    'backslash',
    'json',
    'javascript',
    'java',
    'csharp',
    'sql',
    'csv',
    'xml',
    'regex',
    'shell',
  ],
  input: 'text',
  output: 'text',
  options: z.object({
    language,
    asciiOnly: z
      .boolean()
      .default(false)
      .meta({ label: 'Escape non-ASCII too (\\u…)', description: 'JSON, JavaScript, Java and C# only.' }),
  }),
  inputLabel: 'Text',
  outputLabel: 'Escaped',
  inputPlaceholder: 'She said "hi"\n\tand left',
  run: (text, { language: lang, asciiOnly }) => escapeString(text, lang, { asciiOnly }),
  examples: [
    { input: 'Say "hi"\n\tC:\\temp', output: 'Say \\"hi\\"\\n\\tC:\\\\temp' },
    { input: "O'Reilly", options: { language: 'sql' }, output: "O''Reilly" },
    { input: "it's $HOME", options: { language: 'shell' }, output: "'it'\\''s $HOME'" },
  ],
});

export const unescapeOperation = defineOperation({
  id: 'string-unescape',
  name: 'Unescape',
  description:
    'Read an escaped string back: the body of a JSON, JavaScript, Java or C# literal, an SQL literal, a CSV field, XML, a regex or a shell word.',
  keywords: ['unescape', 'string', 'decode', 'backslash'],
  input: 'text',
  output: 'text',
  options: z.object({ language }),
  inputLabel: 'Escaped',
  outputLabel: 'Text',
  inputPlaceholder: 'Say \\"hi\\"\\n',
  run: (text, { language: lang }) => unescapeString(text, lang),
  examples: [
    { input: 'caf\\u00e9 \\"ok\\"\\n', output: 'café "ok"\n' },
    { input: '"a, ""quoted"" b"', options: { language: 'csv' }, output: 'a, "quoted" b' },
  ],
});

export const operations = [escapeOperation, unescapeOperation];
