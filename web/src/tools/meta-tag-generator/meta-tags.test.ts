import { describe, expect, it } from 'vitest';
import { displayDomain, metaAdvice, metaFieldsSchema, metaTags, truncate } from './meta-tags';

// The oracle: the HTML parser (DOMParser, as browsers and crawlers parse a page's head) reads the
// generated tags back to the very values given, quotes, ampersands and angle brackets included.

const read = (html: string) => {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: doc.title,
    description: content('meta[name="description"]'),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogImage: content('meta[property="og:image"]'),
    ogImageAlt: content('meta[property="og:image:alt"]'),
    ogType: content('meta[property="og:type"]'),
    ogSite: content('meta[property="og:site_name"]'),
    twitterCard: content('meta[name="twitter:card"]'),
    twitterSite: content('meta[name="twitter:site"]'),
    twitterTitle: content('meta[name="twitter:title"]'),
    bodyChildren: doc.body.childElementCount,
  };
};

describe('meta tags, read back by the HTML parser', () => {
  it('gives back every field, however awkward its characters', () => {
    const fields = metaFieldsSchema.parse({
      title: 'Tom & Jerry\'s "Best" <Moments>',
      description: 'Quotes " and \' and </title><script>alert(1)</script> stay text — café ☕',
      url: 'https://example.com/a?b=1&c=2',
      image: 'https://cdn.example.com/i.png?w=1200&h=630',
      imageAlt: 'A cat & a mouse',
      siteName: 'Cartoons "R" Us',
      type: 'article',
      twitterSite: 'devforge',
    });
    expect(read(metaTags(fields))).toEqual({
      title: fields.title,
      description: fields.description,
      canonical: fields.url,
      ogTitle: fields.title,
      ogDescription: fields.description,
      ogImage: fields.image,
      ogImageAlt: fields.imageAlt,
      ogType: 'article',
      ogSite: fields.siteName,
      twitterCard: 'summary_large_image',
      twitterSite: '@devforge',
      twitterTitle: fields.title,
      bodyChildren: 0, // nothing escaped into the body: no injected element
    });
  });

  it('leaves out what is empty, and needs a title', () => {
    const html = metaTags(metaFieldsSchema.parse({ title: 'Only a title' }));
    expect(read(html)).toMatchObject({
      title: 'Only a title',
      description: null,
      ogImage: null,
      ogImageAlt: null,
      twitterSite: null,
    });
    expect(() => metaTags(metaFieldsSchema.parse({ description: 'x' }))).toThrow('Give the page a title');
  });
});

describe('advice and preview helpers', () => {
  it('warns about lengths, relative URLs, missing images and alt text', () => {
    const advice = metaAdvice(
      metaFieldsSchema.parse({ title: 'x'.repeat(70), description: 'y'.repeat(200), image: '/card.png', themeColor: 'blue' }),
    );
    expect(advice.map((a) => a.field)).toEqual(['title', 'description', 'image', 'imageAlt', 'themeColor']);
    expect(advice[0]!.message).toBe('The title is 70 characters: search results show about 60.');
    expect(
      metaAdvice(
        metaFieldsSchema.parse({
          title: 'Fine',
          description: 'Fine.',
          image: 'https://e.com/i.png',
          imageAlt: 'alt',
          themeColor: '#0af',
        }),
      ),
    ).toEqual([]);
  });

  it('shows domains and cuts long text at a word', () => {
    expect(displayDomain('https://www.example.com/blog/post')).toBe('example.com');
    expect(displayDomain('not a url')).toBe('');
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(truncate('short', 20)).toBe('short');
  });
});
