import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { normalizeEmails } from './normalize';

export const emailNormalize = defineOperation({
  id: 'email-normalize',
  name: 'Normalize',
  description:
    'Normalize email addresses to the mailbox they reach (lower case, Gmail dots and +tags, Outlook +tags, Yahoo keywords…) and drop duplicates.',
  keywords: ['email', 'normalize', 'gmail dots', 'plus addressing', 'subaddress', 'dedupe', 'canonical'],
  input: 'text',
  output: 'text',
  options: z.object({
    lowercaseLocal: z.boolean().default(true).meta({ label: 'Lower-case the part before @' }),
    providerRules: z
      .boolean()
      .default(true)
      .meta({ label: 'Apply provider rules', description: 'Gmail, Outlook, Yahoo, iCloud, Proton, Fastmail, Yandex.' }),
    stripAllPlusTags: z.boolean().default(false).meta({ label: 'Remove +tags for every domain' }),
    unique: z.boolean().default(true).meta({ label: 'Remove duplicates' }),
  }),
  inputLabel: 'Email addresses (one a line)',
  outputLabel: 'Normalized',
  inputPlaceholder: 'John.Smith+news@Gmail.com\njohnsmith@googlemail.com',
  run: (text, options) => normalizeEmails(text, options),
  examples: [
    {
      input:
        'John.Smith+newsletter@Gmail.com\njohnsmith@googlemail.com\nJane.Doe+work@outlook.com\nbob-shopping@yahoo.com\n"Ann Lee" <Ann.Lee@Example.org>',
      output: 'johnsmith@gmail.com\njane.doe@outlook.com\nbob@yahoo.com\nann.lee@example.org',
    },
  ],
});

export const operations = [emailNormalize];
