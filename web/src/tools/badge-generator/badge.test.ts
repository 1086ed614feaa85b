// @vitest-environment node
import { makeBadge } from 'badge-maker';
import { describe, expect, it } from 'vitest';
import { badgeMakerFormat, badgeSnippets, badgeStyles, badgeUrl, defaultBadge, escapeBadgePart } from './badge';

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
