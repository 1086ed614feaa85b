// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { cli } from '@/test-support/oracles';
import { jsonToXml, xmlToJson } from './operations';

// Oracle: xmllint (libxml2). A document taken XML → JSON → XML must be the same document for
// libxml2: equal canonical forms (C14N: attribute order, quoting, empty elements and CDATA
// normalised), ignoring whitespace-only text between elements.
const canonical = (xml: string) => cli('xmllint', ['--noblanks', '--c14n', '-'], xml);
const xmlToJsonText = async (xml: string, options?: Record<string, unknown>) =>
  (await runOperation(xmlToJson, tag('text', xml), { options })).value as string;
const roundTrip = async (xml: string, options?: Record<string, unknown>) =>
  (await runOperation(jsonToXml, tag('text', await xmlToJsonText(xml, options)), { options })).value as string;

const documents = [
  "<note><to>Tove</to><from>Jani</from><heading>Reminder</heading><body>Don't forget me this weekend!</body></note>",
  '<?xml version="1.0" encoding="UTF-8"?>\n<catalog>\n  <book id="bk101" lang="en">\n    <author>Gambardella, Matthew</author>\n    <price>44.95</price>\n    <tag>xml</tag>\n    <tag>guide</tag>\n  </book>\n  <book id="bk102"><author>Ralls, Kim</author><price>5.95</price></book>\n</catalog>',
  '<root xmlns="urn:default" xmlns:x="urn:x"><x:item x:kind="a">one</x:item><x:item>two</x:item></root>',
  '<data><escaped>a &lt; b &amp;&amp; c &gt; d "quoted" \'single\'</escaped><unicode>日本語 😀 é</unicode><empty/><attr-only flag="yes"/></data>',
  '<doc><raw><![CDATA[<not> & parsed]]></raw><mixed lang="en">text with attribute</mixed></doc>',
  '<a><b><c><d><e>deep</e></d></c></b></a>',
];

describe('XML → JSON → XML gives the same document for xmllint', () => {
  it.each(documents)('%j', async (xml) => {
    expect(canonical(await roundTrip(xml))).toBe(canonical(xml));
  });

  it('also with CDATA kept apart and every element as an array', async () => {
    for (const xml of documents)
      expect(canonical(await roundTrip(xml, { cdataKey: '#cdata', alwaysArray: true }))).toBe(canonical(xml));
  });

  it('with another attribute prefix and text key', async () => {
    const xml = documents[4]!;
    const json = await xmlToJsonText(xml, { attributePrefix: '$', textKey: '_' });
    expect(JSON.parse(json)).toEqual({ doc: { raw: '<not> & parsed', mixed: { _: 'text with attribute', $lang: 'en' } } });
    expect(canonical(await roundTrip(xml, { attributePrefix: '$', textKey: '_' }))).toBe(canonical(xml));
  });
});

describe('XML → JSON', () => {
  it('makes repeated elements arrays, as many as xmllint counts', async () => {
    const xml = documents[1]!;
    const json = JSON.parse(await xmlToJsonText(xml)) as { catalog: { book: { tag?: string[] }[] } };
    expect(json.catalog.book).toHaveLength(Number(cli('xmllint', ['--xpath', 'count(//book)', '-'], xml)));
    expect(json.catalog.book[0]!.tag).toHaveLength(Number(cli('xmllint', ['--xpath', 'count(//book[1]/tag)', '-'], xml)));
  });

  it('turns numbers and booleans into JSON values on request', async () => {
    expect(JSON.parse(await xmlToJsonText('<r n="2"><price>5.95</price><ok>true</ok></r>', { parseValues: true }))).toEqual({
      r: { price: 5.95, ok: true, '@_n': 2 },
    });
  });

  it('drops namespace prefixes and attributes on request', async () => {
    expect(JSON.parse(await xmlToJsonText(documents[2]!, { removeNamespacePrefix: true, ignoreAttributes: true }))).toEqual({
      root: { item: ['one', 'two'] },
    });
  });

  it.each(['<a>\n<b></a>', '<a>\n<b attr="1" attr="2"/></a>', '<a>\n  <b>unclosed\n</a>', 'plain text'])(
    'reports %j as not well-formed on the line xmllint names',
    async (xml) => {
      let xmllintLine: string | undefined;
      try {
        cli('xmllint', ['--noout', '-'], xml);
      } catch (err) {
        xmllintLine = /-:(\d+): parser error/.exec(String((err as { stderr?: Buffer }).stderr))?.[1];
      }
      expect(xmllintLine).toBeDefined();
      await expect(xmlToJsonText(xml)).rejects.toThrow(
        new RegExp(`^Not well-formed XML: .+ \\(line ${xmllintLine}, column \\d+\\)$`),
      );
    },
  );
});

describe('JSON → XML', () => {
  it('wraps several top-level keys in a root element, and a declaration on request', async () => {
    const xml = (
      await runOperation(jsonToXml, tag('text', '{"a":1,"b":[true,"x"]}'), {
        options: { rootName: 'root', declaration: true, indent: 0 },
      })
    ).value as string;
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root><a>1</a><b>true</b><b>x</b></root>\n');
    expect(canonical(xml)).toBe('<root><a>1</a><b>true</b><b>x</b></root>');
  });

  it('refuses a bare array or value without a root element', async () => {
    await expect(runOperation(jsonToXml, tag('text', '[1,2]'))).rejects.toThrow('XML needs one root element');
  });
});
