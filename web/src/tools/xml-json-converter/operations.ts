import { z } from 'zod';
import { parseJsonText, stringifyJson } from '../../operations/kinds';
import { defineOperation } from '../../operations/operation';
import { assertWellFormed } from './xml-text';

// XML ↔ JSON with fast-xml-parser (loaded on first use). Attributes become keys with a prefix,
// text beside children goes under a text key, CDATA can be kept apart, and repeated elements
// become arrays (or every element is an array, for a shape that does not change with the data).

const shared = {
  attributePrefix: z
    .string()
    .max(10)
    .default('@_')
    .meta({ label: 'Attribute prefix', description: 'Attributes become keys starting with this.' }),
  textKey: z
    .string()
    .min(1)
    .max(20)
    .default('#text')
    .meta({ label: 'Text key', description: 'Text of an element that also has attributes or children.' }),
  cdataKey: z.string().max(20).default('').meta({ label: 'CDATA key', description: 'Empty: CDATA is text like any other.' }),
};

export const xmlToJson = defineOperation({
  id: 'xml-to-json',
  name: 'XML to JSON',
  description: 'Convert XML to JSON: attributes as prefixed keys, repeated elements as arrays, namespaces kept in names.',
  keywords: ['xml', 'json', 'convert', 'xml2json'],
  input: 'text',
  output: 'text',
  options: z.object({
    ...shared,
    ignoreAttributes: z.boolean().default(false).meta({ label: 'Leave out attributes' }),
    removeNamespacePrefix: z.boolean().default(false).meta({ label: 'Remove namespace prefixes' }),
    alwaysArray: z.boolean().default(false).meta({ label: 'Every element as an array' }),
    parseValues: z
      .boolean()
      .default(false)
      .meta({ label: 'Numbers and booleans as JSON values', description: 'Off: all text stays text, as XML has no types.' }),
    indent: z.number().int().min(0).max(8).default(2).meta({ label: 'Indent' }),
  }),
  inputLabel: 'XML',
  outputLabel: 'JSON',
  inputPlaceholder: '<book id="1"><title>DevForge</title></book>',
  outputFile: { extension: 'json', mimeType: 'application/json' },
  outputLanguage: 'json',
  async run(text, o) {
    const fxp = await import('fast-xml-parser');
    assertWellFormed(fxp, text);
    const parser = new fxp.XMLParser({
      ignoreAttributes: o.ignoreAttributes,
      attributeNamePrefix: o.attributePrefix,
      textNodeName: o.textKey,
      cdataPropName: o.cdataKey === '' ? false : o.cdataKey,
      removeNSPrefix: o.removeNamespacePrefix,
      ignoreDeclaration: true,
      ignorePiTags: true,
      parseTagValue: o.parseValues,
      parseAttributeValue: o.parseValues,
      trimValues: true,
      isArray: (_name, _path, _isLeaf, isAttribute) => o.alwaysArray && !isAttribute,
      processEntities: true,
      htmlEntities: false,
    });
    const value: unknown = parser.parse(text);
    return o.indent === 2 ? stringifyJson(value) : JSON.stringify(value, null, o.indent);
  },
  examples: [
    {
      input: '<library>\n  <book id="1" lang="en"><title>Dune</title><tag>sf</tag><tag>classic</tag></book>\n</library>',
      output:
        '{\n  "library": {\n    "book": {\n      "title": "Dune",\n      "tag": [\n        "sf",\n        "classic"\n      ],\n      "@_id": "1",\n      "@_lang": "en"\n    }\n  }\n}',
    },
  ],
});

export const jsonToXml = defineOperation({
  id: 'json-to-xml',
  name: 'JSON to XML',
  description: 'Convert JSON to XML: prefixed keys become attributes, arrays become repeated elements.',
  keywords: ['json', 'xml', 'convert', 'json2xml'],
  input: 'text',
  output: 'text',
  options: z.object({
    ...shared,
    rootName: z
      .string()
      .max(60)
      .default('')
      .meta({ label: 'Root element', description: 'Wraps the output when the JSON has several top-level keys; empty: none.' }),
    indent: z.number().int().min(0).max(8).default(2).meta({ label: 'Indent', description: '0 writes one line.' }),
    declaration: z.boolean().default(false).meta({ label: 'Add <?xml?> declaration' }),
  }),
  inputLabel: 'JSON',
  outputLabel: 'XML',
  inputPlaceholder: '{"book": {"@_id": "1", "title": "DevForge"}}',
  outputFile: { extension: 'xml', mimeType: 'application/xml' },
  outputLanguage: 'xml',
  async run(text, o) {
    let value = parseJsonText(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      if (o.rootName === '') throw new Error('XML needs one root element: give a JSON object, or set "Root element"');
    }
    if (o.rootName !== '') value = { [o.rootName]: value };
    const fxp = await import('fast-xml-parser');
    const builder = new fxp.XMLBuilder({
      ignoreAttributes: false,
      attributeNamePrefix: o.attributePrefix,
      textNodeName: o.textKey,
      cdataPropName: o.cdataKey === '' ? undefined : o.cdataKey,
      format: o.indent > 0,
      indentBy: ' '.repeat(o.indent),
      suppressEmptyNode: true,
      processEntities: true,
    });
    const xml = (builder.build(value) as string).trim();
    return (o.declaration ? '<?xml version="1.0" encoding="UTF-8"?>\n' : '') + xml + '\n';
  },
  examples: [
    {
      input: '{"library":{"book":[{"@_id":"1","title":"Dune"},{"@_id":"2","title":"Emma & Co"}]}}',
      output:
        '<library>\n  <book id="1">\n    <title>Dune</title>\n  </book>\n  <book id="2">\n    <title>Emma &amp; Co</title>\n  </book>\n</library>\n',
    },
  ],
});

export const operations = [xmlToJson, jsonToXml];
