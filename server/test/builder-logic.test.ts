import zlib from 'node:zlib';
import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { generatedWebsiteSchema } from '../../common/builder';
import { InvalidJsonReplyError } from '../src/ai/json-reply';
import { refusedTokenLimit } from '../src/builder/generate-site';
import { builderPreviewCsp, builderPreviewPage } from '../src/builder/preview';
import { BUILDER_SYSTEM_PROMPT, generatePrompt, refinePrompt } from '../src/builder/prompts';
import { generateDefaults, linkSiteFiles, parseWebsiteReply } from '../src/builder/site-reply';
import { builderStage, StageTracker } from '../src/builder/stage';
import { sampleWebsite, websiteJson } from './fake-provider/fake-provider';

describe('builderStage (which part of the site is being written)', () => {
  it.each([
    ['', 'waiting'],
    ['Sure! Here is your site:\n```json\n', 'waiting'],
    ['{', 'waiting'],
    ['{"ht', 'waiting'],
    ['{"html', 'waiting'],
    ['{"html"', 'html'],
    ['{"html": "<!DOCTYPE html><p class=\\"a\\">', 'html'],
    ['{"html":"<p>\\"css\\": not a key, {nor} [this], \\\\"}', 'html'],
    ['{"html":"<p></p>", "css":"body{color:red}', 'css'],
    ['{"html":"x","css":"y","js":"const a = {b: [1, 2]};', 'js'],
    ['{"html":"x","css":"y","js":"z","name":"Yoga', 'details'],
    ['{"html":"x","css":"y","js":"z","name":"Y","features":["a, b", {"k": "v"}', 'details'],
    ['{"name":"Yoga","description":"d","html":"<main>', 'html'],
    ['```json\n{"html":"x","css":"', 'css'],
  ])('%j → %s', (text, stage) => {
    expect(builderStage(text)).toBe(stage);
  });

  it('gives the same answer fed one character at a time as all at once', () => {
    const text = websiteJson();
    const tracker = new StageTracker();
    const seen: string[] = [];
    for (const char of text) {
      const stage = tracker.push(char);
      if (seen.at(-1) !== stage) seen.push(stage);
    }
    expect(seen).toEqual(['waiting', 'html', 'css', 'js', 'details']);
    expect(tracker.stage).toBe(builderStage(text));
  });
});

describe('parseWebsiteReply', () => {
  const defaults = generateDefaults('  A landing page for a seaside yoga studio  ');

  it('reads a complete reply as it is', () => {
    expect(parseWebsiteReply({ text: websiteJson(), defaults })).toEqual(sampleWebsite);
  });

  it('strips code fences and tolerates prose around the object', () => {
    expect(parseWebsiteReply({ text: `\`\`\`json\n${websiteJson()}\n\`\`\``, defaults })).toEqual(sampleWebsite);
    expect(parseWebsiteReply({ text: `Here is your site:\n\n${websiteJson()}\n\nEnjoy!`, defaults })).toEqual(sampleWebsite);
  });

  it('fills in the spec’s defaults for missing details (§3)', () => {
    const site = parseWebsiteReply({ text: websiteJson({ name: undefined, description: undefined, features: undefined, technologies: undefined }), defaults });
    expect(site).toMatchObject({ name: 'Generated Website', description: 'A landing page for a seaside yoga studio', features: [], technologies: ['HTML5', 'CSS3', 'JavaScript'] });
    expect(generatedWebsiteSchema.safeParse(site).success).toBe(true);
  });

  it('treats blank or malformed details as missing, and trims and caps lists', () => {
    const site = parseWebsiteReply({
      text: websiteJson({ name: '   ', description: null, features: [' Hero ', '', 'x'.repeat(400)], technologies: [], extra: 1 } as never),
      defaults: { name: 'Kept', description: 'Kept description', features: ['old'], technologies: ['HTML5'] },
    });
    expect(site).toMatchObject({ name: 'Kept', description: 'Kept description', technologies: ['HTML5'] });
    expect(site.features).toEqual(['Hero', 'x'.repeat(300)]);
    const odd = parseWebsiteReply({ text: websiteJson({ features: [{ title: 'Hero' }], name: 42 }), defaults });
    expect(odd).toMatchObject({ features: [], name: 'Generated Website' });
  });

  it.each([
    ['no html', websiteJson({ html: undefined }), 'the JSON does not match the schema at "html": "html" is missing'],
    ['no css', websiteJson({ css: undefined }), 'the JSON does not match the schema at "css": "css" is missing'],
    ['blank js', websiteJson({ js: '  \n ' }), 'the JSON does not match the schema at "js": "js" is empty'],
    ['css not a string', websiteJson({ css: 12 }), 'the JSON does not match the schema at "css": "css" is missing'],
    ['prose only', 'I cannot build that.', 'the reply is not JSON'],
    ['cut off', '{"html": "<p>cut off', 'the reply is not JSON'],
  ])('refuses a reply without usable html, css and js (§5): %s', (_label, text, message) => {
    expect(() => parseWebsiteReply({ text, defaults })).toThrow(InvalidJsonReplyError);
    expect(() => parseWebsiteReply({ text, defaults })).toThrow(message);
  });

  it('links styles.css and script.js into the html when the model left them out', () => {
    const html = '<!DOCTYPE html><html><head><title>T</title></head><body><h1>Hi</h1></body></html>';
    const site = parseWebsiteReply({ text: websiteJson({ html }), defaults });
    expect(site.html).toBe('<!DOCTYPE html><html><head><title>T</title><link rel="stylesheet" href="styles.css">\n</head><body><h1>Hi</h1><script src="script.js"></script>\n</body></html>');
  });
});

describe('linkSiteFiles', () => {
  it('leaves a document that already links both files alone', () => {
    expect(linkSiteFiles({ html: sampleWebsite.html, title: 'x' })).toBe(sampleWebsite.html);
    const variants = `<html><head><link href='./styles.css' rel=stylesheet></head><body><script defer src="./script.js?v=2"></script></body></html>`;
    expect(linkSiteFiles({ html: variants, title: 'x' })).toBe(variants);
  });

  it('wraps a fragment into a full document that links both files', () => {
    const page = linkSiteFiles({ html: '<h1>Hello</h1>', title: 'Tom & "Jerry" <3' });
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n<head>/);
    expect(page).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;3</title>');
    expect(page).toContain('<link rel="stylesheet" href="styles.css">\n</head>');
    expect(page).toContain('<h1>Hello</h1>\n<script src="script.js"></script>\n</body>\n</html>');
  });

  it('finds a place for the tags in a document without head or closing body', () => {
    expect(linkSiteFiles({ html: '<html><body><p>x</p></html>', title: 'x' })).toBe(
      '<html><link rel="stylesheet" href="styles.css">\n<body><p>x</p><script src="script.js"></script>\n</html>',
    );
    expect(linkSiteFiles({ html: '<body><p>x</p></body><body>second</body>', title: 'x' })).toBe(
      '<link rel="stylesheet" href="styles.css">\n<body><p>x</p></body><body>second<script src="script.js"></script>\n</body>',
    );
  });
});

describe('builder prompts', () => {
  it('asks for one JSON object with the three linked files, the format rules last', () => {
    const rules = BUILDER_SYSTEM_PROMPT.indexOf('FORMAT RULES');
    expect(rules).toBeGreaterThan(0);
    expect(BUILDER_SYSTEM_PROMPT.slice(rules)).toContain('ONE JSON object');
    expect(BUILDER_SYSTEM_PROMPT.slice(rules)).toContain('<link rel="stylesheet" href="styles.css">');
    expect(BUILDER_SYSTEM_PROMPT.slice(rules)).toContain('<script src="script.js"></script>');
    expect(BUILDER_SYSTEM_PROMPT).toMatch(/no build step/);
    for (const key of ['html', 'css', 'js', 'name', 'description', 'features', 'technologies']) expect(BUILDER_SYSTEM_PROMPT.slice(rules)).toContain(`"${key}"`);
    expect(generatePrompt('  a bakery  ')).toMatch(/^Build this website:\na bakery\n\n/);
  });

  it('gives a refinement the current files and the instruction, fenced so the code cannot end the fence', () => {
    const site = { ...sampleWebsite, js: 'const md = "```";' };
    const prompt = refinePrompt({ site, instruction: 'make the header dark' });
    expect(prompt).toContain(`index.html:\n\`\`\`html\n${site.html}\n\`\`\``);
    expect(prompt).toContain(`styles.css:\n\`\`\`css\n${site.css}\n\`\`\``);
    expect(prompt).toContain('script.js:\n~~~~js\nconst md = "```";\n~~~~');
    expect(prompt).toContain('Revise it as follows:\nmake the header dark');
    expect(prompt).toMatch(/full revised files/);
  });
});

describe('refusedTokenLimit', () => {
  const error = (statusCode: number, responseBody: string) =>
    new APICallError({ message: 'Bad Request', url: 'http://x', requestBodyValues: {}, statusCode, responseBody, isRetryable: false });

  it('recognises a provider refusing the max output tokens', () => {
    expect(refusedTokenLimit(error(400, '{"error":{"message":"max_tokens: 16000 > 8192, which is the maximum allowed number of output tokens"}}'))).toBe(true);
    expect(refusedTokenLimit(error(400, '{"error":{"message":"Invalid max_tokens value, the valid range of max_tokens is [1, 8192]"}}'))).toBe(true);
    expect(refusedTokenLimit(error(400, '{"error":{"message":"The requested maxOutputTokens is out of range"}}'))).toBe(true);
    expect(refusedTokenLimit(error(400, '{"error":{"message":"model not found"}}'))).toBe(false);
    expect(refusedTokenLimit(error(500, 'max_tokens'))).toBe(false);
    expect(refusedTokenLimit(new Error('max_tokens'))).toBe(false);
  });
});

describe('the preview shell (/builder-preview)', () => {
  /** Runs the shell's inline script against a stand-in document, as a browser would. */
  async function render(hash: string): Promise<{ written: string | null; message: string }> {
    const script = /<script>([\s\S]*)<\/script>/.exec(builderPreviewPage)![1]!;
    const paragraph = { textContent: '' };
    let written: string | null = null;
    const document = {
      getElementById: (id: string) => (id === 'preview-message' ? paragraph : null),
      open: () => undefined,
      write: (html: string) => {
        written = html;
      },
      close: () => undefined,
    };
    await (new Function('location', 'document', `return ${script.trim().replace(/;$/, '')}`) as (l: unknown, d: unknown) => Promise<void>)({ hash }, document);
    return { written, message: paragraph.textContent };
  }

  const encode = (html: string) => zlib.deflateRawSync(Buffer.from(html, 'utf8')).toString('base64url');

  it('inflates the document from the fragment and writes it', async () => {
    const html = '<!DOCTYPE html><html><body><h1>Grüße 👋</h1><script>alert(1)</script></body></html>';
    expect(await render(`#${encode(html)}`)).toEqual({ written: html, message: '' });
  });

  it('says there is nothing to preview without a readable fragment', async () => {
    expect(await render('')).toEqual({ written: null, message: 'Nothing to preview' });
    expect(await render('#')).toEqual({ written: null, message: 'Nothing to preview' });
    expect(await render('#not*base64')).toEqual({ written: null, message: 'Nothing to preview' });
    expect(await render(`#${Buffer.from('not deflated').toString('base64url')}`)).toEqual({ written: null, message: 'Nothing to preview' });
  });

  it('runs under a sandboxing CSP of its own', () => {
    expect(builderPreviewCsp).toBe("sandbox allow-scripts allow-forms allow-modals; default-src * data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'");
    expect(builderPreviewCsp).not.toContain('allow-same-origin');
  });
});
