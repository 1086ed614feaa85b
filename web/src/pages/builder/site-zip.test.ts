import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { GeneratedWebsite } from '@common/builder';
import { linkedIndexHtml, siteReadme, siteZip, siteZipDownload } from './site-zip';

const site: GeneratedWebsite = {
  html: '<!DOCTYPE html>\n<html>\n<head>\n<link rel="stylesheet" href="styles.css">\n</head>\n<body>\n<h1>Brew</h1>\n<script src="script.js"></script>\n</body>\n</html>',
  css: 'h1 { color: brown; }',
  js: 'console.log("brew");',
  name: 'Brew Coffee Shop',
  description: 'A cosy neighbourhood café with single-origin beans.',
  features: ['Menu with prices', 'Online reservations'],
  technologies: ['HTML5', 'CSS3', 'JavaScript', 'CSS Grid'],
};

describe('siteReadme', () => {
  it('has the name as title, the description, both lists, getting started, and ends with the credit', () => {
    const readme = siteReadme(site);
    const lines = readme.trimEnd().split('\n');
    expect(lines[0]).toBe('# Brew Coffee Shop');
    expect(readme).toContain('\nA cosy neighbourhood café with single-origin beans.\n');
    expect(readme).toMatch(/## Features\n\n- Menu with prices\n- Online reservations\n/);
    expect(readme).toMatch(/## Technologies Used\n\n- HTML5\n- CSS3\n- JavaScript\n- CSS Grid\n/);
    expect(readme).toMatch(/## Getting Started\n\n1\. .*\n2\. Open `index.html`/);
    expect(lines.at(-1)).toBe("Generated with DevForge's AI Website Builder.");
  });

  it('says so when there are no features, and keeps list items on one line', () => {
    const readme = siteReadme({ ...site, features: [], technologies: ['HTML5\nand more'] });
    expect(readme).toContain('_No features were listed._');
    expect(readme).toContain('- HTML5 and more');
  });
});

describe('linkedIndexHtml', () => {
  it('leaves a page that links its files alone', () => {
    expect(linkedIndexHtml(site.html)).toBe(site.html);
  });

  it('adds the missing links', () => {
    const out = linkedIndexHtml('<html><head><title>x</title></head><body><p>x</p></body></html>');
    expect(out).toMatch(/<link rel="stylesheet" href="styles\.css">\n<\/head>/);
    expect(out).toMatch(/<script src="script\.js"><\/script>\n<\/body>/);
    expect(linkedIndexHtml('<p>x</p>')).toBe('<link rel="stylesheet" href="styles.css">\n<p>x</p>\n<script src="script.js"></script>\n');
  });
});

describe('siteZip', () => {
  it('holds the four files with their contents', () => {
    const files = unzipSync(siteZip(site));
    expect(Object.keys(files).sort()).toEqual(['README.md', 'index.html', 'script.js', 'styles.css']);
    expect(strFromU8(files['index.html'])).toBe(site.html);
    expect(strFromU8(files['styles.css'])).toBe(site.css);
    expect(strFromU8(files['script.js'])).toBe(site.js);
    expect(strFromU8(files['README.md'])).toBe(siteReadme(site));
  });

  it('is named after the site', () => {
    const { fileName, blob } = siteZipDownload(site);
    expect(fileName).toBe('brew-coffee-shop-website.zip');
    expect(blob.type).toBe('application/zip');
  });

  it('zips a 1 MB site', () => {
    const big = { ...site, html: `<p>${'x'.repeat(400_000)}</p>`, css: 'a{}'.repeat(100_000), js: '//x\n'.repeat(75_000) };
    const files = unzipSync(siteZip(big));
    expect(files['index.html'].length).toBeGreaterThan(400_000);
  });
});
