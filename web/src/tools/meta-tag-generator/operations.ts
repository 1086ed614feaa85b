import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { metaFieldsSchema, metaTags } from './meta-tags';

export const metaTagsGenerate = defineOperation({
  id: 'meta-tags-generate',
  name: 'Generate tags',
  description: 'Turn a page title, description, URL and image into HTML, Open Graph and Twitter card meta tags.',
  keywords: ['meta tags', 'open graph', 'og:image', 'twitter card', 'seo', 'social preview'],
  input: 'json',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Page fields (JSON)',
  outputLabel: 'Tags',
  outputLanguage: 'html',
  run: (value) => {
    const parsed = metaFieldsSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    }
    return metaTags(parsed.data);
  },
  examples: [
    {
      input: JSON.stringify({
        title: 'Ship faster',
        description: 'Tools for developers.',
        url: 'https://example.com/',
        image: 'https://example.com/card.png',
      }),
      output: [
        '<title>Ship faster</title>',
        '<meta name="description" content="Tools for developers." />',
        '<link rel="canonical" href="https://example.com/" />',
        '',
        '<!-- Open Graph -->',
        '<meta property="og:type" content="website" />',
        '<meta property="og:title" content="Ship faster" />',
        '<meta property="og:description" content="Tools for developers." />',
        '<meta property="og:url" content="https://example.com/" />',
        '<meta property="og:image" content="https://example.com/card.png" />',
        '',
        '<!-- Twitter / X -->',
        '<meta name="twitter:card" content="summary_large_image" />',
        '<meta name="twitter:title" content="Ship faster" />',
        '<meta name="twitter:description" content="Tools for developers." />',
        '<meta name="twitter:image" content="https://example.com/card.png" />',
      ].join('\n'),
    },
  ],
});

export const operations = [metaTagsGenerate];
