import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// URL slugs with @sindresorhus/slugify (transliteration tables included: loaded on first use).

export const slugifyText = defineOperation({
  id: 'slugify',
  name: 'Slugify',
  description: 'Turn text into a URL slug: transliterated to ASCII (or Unicode kept), with your separator and case.',
  keywords: ['slug', 'url', 'permalink', 'kebab', 'transliterate', 'seo'],
  input: 'text',
  output: 'text',
  options: z.object({
    separator: z.string().max(5).default('-').meta({ label: 'Separator' }),
    lowercase: z.boolean().default(true).meta({ label: 'Lowercase' }),
    decamelize: z.boolean().default(true).meta({ label: 'Split camelCase (fooBar → foo-bar)' }),
    transliterate: z
      .boolean()
      .default(true)
      .meta({ label: 'Transliterate to ASCII', description: 'Off: letters of any script are kept (déjà-vu).' }),
    preserveLeadingUnderscore: z.boolean().default(false).meta({ label: 'Keep a leading underscore' }),
    eachLine: z.boolean().default(false).meta({ label: 'One slug per line' }),
  }),
  inputLabel: 'Text',
  outputLabel: 'Slug',
  inputPlaceholder: 'Déjà Vu: 10 Tips & Tricks!',
  async run(text, { eachLine, ...options }) {
    const { default: slugify } = await import('@sindresorhus/slugify');
    const one = (line: string) => slugify(line, options);
    return eachLine ? text.split(/\r?\n/).map(one).join('\n') : one(text);
  },
  examples: [
    { input: 'I ♥ Dogs', output: 'i-love-dogs' },
    { input: '  Déjà Vu!  ', options: { separator: '_', lowercase: false }, output: 'Deja_Vu' },
    { input: 'Déjà Vu', options: { transliterate: false }, output: 'déjà-vu' },
  ],
});

export const operations = [slugifyText];
