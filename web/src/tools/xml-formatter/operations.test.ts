// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { cli } from '@/test-support/oracles';
import { formatXml, minifyXml, validateXml } from './operations';

// Oracle: xmllint (libxml2): `--format` for pretty-printing, `--noblanks` for minifying, its parser
// errors for well-formedness. xmllint writes an XML declaration when the input has none; that line
// is left out of the comparison.
const xmllint = (args: string[], xml: string) => {
  const out = cli('xmllint', [...args, '--encode', 'UTF-8', '-'], xml);
  return /^<\?xml/.test(xml) ? out : out.replace(/^<\?xml version="1\.0"(?: encoding="UTF-8")?\?>\n/, '');
};
const run = async (op: Parameters<typeof runOperation>[0], xml: string, options?: Record<string, unknown>) =>
  (await runOperation(op, tag('text', xml), { options })).value as string;

const documents = [
  '<?xml version="1.0" encoding="UTF-8"?><catalog><book id="bk101" lang="en"><author>Gambardella, Matthew</author><price>44.95</price><empty/><!-- c --></book></catalog>',
  '<root xmlns="urn:a" xmlns:x="urn:x"><a>text<b>mixed</b>tail</a><x:c><![CDATA[x < y]]></x:c><?pi data?></root>',
  '<a>\n   <b>  spaced  </b>\n\n   <c/>\n</a>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g fill="none"><path d="M0 0h24v24H0z"/><circle cx="12" cy="12" r="4"/></g></svg>',
  '<data><unicode>日本語 😀 é</unicode><escaped>a &lt; b &amp; c</escaped></data>',
];

describe('Format agrees with xmllint --format', () => {
  it.each(documents)('%j', async (xml) => {
    expect(await run(formatXml, xml)).toBe(xmllint(['--format'], xml));
  });

  it('indents with tabs or four spaces', async () => {
    expect(await run(formatXml, '<a><b>1</b></a>', { useTabs: true })).toBe('<a>\n\t<b>1</b>\n</a>\n');
    expect(await run(formatXml, '<a><b>1</b></a>', { indent: 4 })).toBe('<a>\n    <b>1</b>\n</a>\n');
  });
});

describe('Minify agrees with xmllint --noblanks', () => {
  it.each(documents.filter((d) => !/^<a>\n/.test(d)))('%j', async (xml) => {
    // xmllint puts the declaration on a line of its own.
    expect(`${(await run(minifyXml, xml)).replace(/^(<\?xml[^>]*\?>)/, '$1\n')}\n`).toBe(xmllint(['--noblanks'], xml));
  });
});

describe('Validate', () => {
  it.each(documents)('accepts %j, as xmllint does', async (xml) => {
    expect(() => cli('xmllint', ['--noout', '-'], xml)).not.toThrow();
    expect(await run(validateXml, xml)).toMatch(/^Well-formed XML: root element <[\w:]+>, \d+ elements?\.$/);
  });

  it('counts elements as xmllint does', async () => {
    const xml = documents[0]!;
    expect(await run(validateXml, xml)).toBe(
      `Well-formed XML: root element <catalog>, ${cli('xmllint', ['--xpath', 'count(//*)', '-'], xml).trim()} elements.`,
    );
  });

  it.each(['<a>\n<b></a>', '<a>\n\n<b attr="1" attr="2"/></a>', '<a><b>1</b></a>\n<second/>', '<a x=1/>', '<a>&undefined;</a>'])(
    'rejects %j on the line xmllint names',
    async (xml) => {
      let line: string | undefined;
      try {
        cli('xmllint', ['--noout', '-'], xml);
      } catch (err) {
        line = /-:(\d+): (?:parser|namespace) error/.exec(String((err as { stderr?: Buffer }).stderr))?.[1];
      }
      expect(line).toBeDefined();
      for (const op of [validateXml, formatXml, minifyXml])
        await expect(run(op, xml)).rejects.toThrow(new RegExp(`^Not well-formed XML: .+ \\(line ${line}, column \\d+\\)$`));
    },
  );
});
