import { describe, expect, it } from 'vitest';
import { cli } from '@/test-support/oracles';
import { evaluateXPath } from './xpath';

// Oracle: xmllint --xpath on the same document (libxml2's XPath 1.0), against the DOM's
// document.evaluate (jsdom here, Chromium on the page).
const xml =
  '<catalog xmlns:x="urn:x"><book id="1" lang="en"><title>Dune</title><price>9.5</price></book><book id="2" lang="fr"><title>Candide</title><price>4</price><x:note>rare</x:note></book></catalog>';
const xmllint = (expression: string) => cli('xmllint', ['--xpath', expression, '-'], xml).trim();

describe('evaluateXPath agrees with xmllint --xpath', () => {
  it.each([
    '//title',
    '//book[@lang="fr"]/title',
    'count(//book)',
    'sum(//price)',
    'string(//book[1]/title)',
    '//book[price > 5]/@id',
    '//title/text()',
    '//book[2]/*[2]',
  ])('%s', (expression) => {
    const ours = evaluateXPath(xml, expression);
    // xmllint writes attributes with a leading space and nodes one per line.
    expect(ours.split('\n').map((l) => l.trim())).toEqual(
      xmllint(expression)
        .split('\n')
        .map((l) => l.trim()),
    );
  });

  it('resolves the prefixes the document declares', () => {
    // A node serialised on its own carries the namespace declaration it needs; xmllint leaves it out.
    expect(evaluateXPath(xml, '//x:note').replace(' xmlns:x="urn:x"', '')).toBe(xmllint('//book[2]/*[3]'));
    expect(evaluateXPath(xml, 'boolean(//x:note)')).toBe('true');
  });

  it('explains a bad expression, a document that is not XML, and no match', () => {
    expect(() => evaluateXPath(xml, '//book[')).toThrow(/^Not a valid XPath expression/);
    expect(() => evaluateXPath('<a><b></a>', '//a')).toThrow(/^Not well-formed XML/);
    expect(() => evaluateXPath(xml, '//missing')).toThrow('No nodes match this expression');
  });
});
