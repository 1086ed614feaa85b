// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { makeBadge } from 'badge-maker';
import { describe, expect, it } from 'vitest';
import { badgeMakerFormat, badgeSnippets, badgeStyles, badgeUrl, defaultBadge, escapeBadgePart, inlineBadgeSvg } from './badge';

describe('shields.io static badge URL (rules from shields.io/badges/static-badge)', () => {
  // The documented table: "Dashes -- → - Dash; Underscores __ → _ Underscore; _ or Space → Space".
  it.each([
    ['a-b', 'a--b'],
    ['a_b', 'a__b'],
    ['a b', 'a_b'],
    ['just the message', 'just_the_message'],
    ['100%', '100%25'],
    ['v1.2-rc_1 beta', 'v1.2--rc__1_beta'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeBadgePart(text)).toBe(escaped);
  });

  it('matches the documented examples', () => {
    expect(badgeUrl({ ...defaultBadge, label: 'any text', message: 'you like', color: 'blue' })).toBe(
      'https://img.shields.io/badge/any_text-you_like-blue',
    );
    expect(badgeUrl({ ...defaultBadge, label: '', message: 'just the message', color: '#8A2BE2' })).toBe(
      'https://img.shields.io/badge/just_the_message-8a2be2',
    );
  });

  it('adds style and logo as query parameters', () => {
    expect(badgeUrl({ ...defaultBadge, style: 'for-the-badge', logo: 'GitHub' })).toBe(
      'https://img.shields.io/badge/build-passing-green?style=for-the-badge&logo=github',
    );
  });

  it('writes Markdown, HTML and reStructuredText, linked when a link is given', () => {
    const s = badgeSnippets({ ...defaultBadge, link: 'https://ci.example.com/x' });
    expect(s.markdown).toBe('[![build: passing](https://img.shields.io/badge/build-passing-green)](https://ci.example.com/x)');
    expect(s.html).toBe(
      '<a href="https://ci.example.com/x"><img alt="build: passing" src="https://img.shields.io/badge/build-passing-green"></a>',
    );
    expect(s.rst).toBe(
      '.. image:: https://img.shields.io/badge/build-passing-green\n   :alt: build: passing\n   :target: https://ci.example.com/x',
    );
  });

  it('refuses what shields.io cannot draw', () => {
    expect(() => badgeUrl({ ...defaultBadge, message: '' })).toThrow('Status: enter the text');
    expect(() => badgeUrl({ ...defaultBadge, color: '#12345' })).toThrow('Colour:');
    expect(() => badgeUrl({ ...defaultBadge, link: 'javascript:alert(1)' })).toThrow('Link: an http or https URL');
  });
});

describe('badge-maker input', () => {
  it.each(badgeStyles)('%s: badge-maker draws it with the label, message and colour', (style) => {
    const svg = makeBadge(badgeMakerFormat({ ...defaultBadge, style, color: '#ff69b4' }));
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('fill="#ff69b4"');
    expect(svg).toContain(style === 'for-the-badge' ? 'BUILD' : 'build');
  });
});

describe('the badge drawn in the page (inlineBadgeSvg)', () => {
  // Oracle: Python's XML parser reads both SVGs; the copy must draw the same text at `scale`
  // times the size, with every url(#…) pointing at an id of the copy, and no link.
  const check = (original: string, copy: string, prefix: string, scale: number) =>
    JSON.parse(
      execFileSync(
        '/usr/bin/python3',
        [
          '-c',
          `import sys, json, re, xml.etree.ElementTree as ET
original, copy, prefix, scale = json.load(sys.stdin)
a, b = ET.fromstring(original), ET.fromstring(copy)
ids = [e.get('id') for e in b.iter() if e.get('id')]
refs = [r for e in b.iter() for v in e.attrib.values() for r in re.findall(r'url\\(#([^)]+)\\)', v)]
print(json.dumps({
  'text': ''.join(a.itertext()) == ''.join(b.itertext()),
  'size': [float(b.get('width')), float(b.get('height'))] == [float(a.get('width')) * scale, float(a.get('height')) * scale],
  'viewBox': b.get('viewBox') == '0 0 %s %s' % (a.get('width'), a.get('height')),
  'ids': len(ids) == len(set(ids)) and all(i.startswith(prefix) for i in ids),
  'refs': all(r in ids for r in refs),
  'links': [e.tag for e in b.iter() if e.tag.endswith('}a')] == [],
  'unnamed': b.get('role') is None and b.get('aria-label') is None,
}))`,
        ],
        { input: JSON.stringify([original, copy, prefix, scale]), encoding: 'utf8' },
      ),
    ) as Record<string, boolean>;

  it.each(badgeStyles)('keeps a %s badge whole at twice the size, with ids of its own', (style) => {
    const original = makeBadge(
      badgeMakerFormat({ ...defaultBadge, label: 'a<b & "c"', message: 'v1.2', style, link: 'https://ci.example.com/x?a=1&b=2' }),
    );
    for (const scale of [1, 2]) {
      const copy = inlineBadgeSvg(original, { idPrefix: 'badge1-l-', scale });
      expect(check(original, copy, 'badge1-l-', scale)).toEqual({
        text: true,
        size: true,
        viewBox: true,
        ids: true,
        refs: true,
        links: true,
        unnamed: true,
      });
    }
  });

  it('refuses what is not a badge-maker SVG', () => {
    expect(() => inlineBadgeSvg('<p>no</p>', { idPrefix: 'x-' })).toThrow('Not a badge-maker SVG');
  });
});
