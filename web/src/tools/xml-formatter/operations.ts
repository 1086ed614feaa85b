import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { assertWellFormed } from '../xml-json-converter/xml-text';

// XML formatter and validator: pretty-print and minify with xml-formatter, well-formedness with
// fast-xml-parser's validator (line and column), XPath with the browser's engine (page only).

export const formatXml = defineOperation({
  id: 'xml-format',
  name: 'Format',
  description: 'Pretty-print XML with indentation, keeping comments, CDATA and processing instructions.',
  keywords: ['xml', 'format', 'pretty print', 'beautify', 'indent'],
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z.number().int().min(1).max(8).default(2).meta({ label: 'Indent' }),
    useTabs: z.boolean().default(false).meta({ label: 'Indent with tabs' }),
    collapseContent: z.boolean().default(true).meta({ label: 'Keep short text on one line' }),
  }),
  inputLabel: 'XML',
  outputLabel: 'Formatted XML',
  inputPlaceholder: '<catalog><book id="1"><title>DevForge</title></book></catalog>',
  outputFile: { extension: 'xml', mimeType: 'application/xml' },
  outputLanguage: 'xml',
  async run(text, { indent, useTabs, collapseContent }) {
    const [fxp, { default: xmlFormatter }] = await Promise.all([import('fast-xml-parser'), import('xml-formatter')]);
    assertWellFormed(fxp, text);
    return `${xmlFormatter(text, { indentation: useTabs ? '\t' : ' '.repeat(indent), collapseContent, lineSeparator: '\n', whiteSpaceAtEndOfSelfclosingTag: false })}\n`;
  },
  examples: [
    {
      input: '<catalog><book id="1"><title>Dune</title><!-- classic --><tags><tag>sf</tag></tags></book></catalog>',
      output:
        '<catalog>\n  <book id="1">\n    <title>Dune</title>\n    <!-- classic -->\n    <tags>\n      <tag>sf</tag>\n    </tags>\n  </book>\n</catalog>\n',
    },
  ],
});

export const minifyXml = defineOperation({
  id: 'xml-minify',
  name: 'Minify',
  description: 'Remove the whitespace between XML elements (and comments, if asked).',
  keywords: ['xml', 'minify', 'compact'],
  input: 'text',
  output: 'text',
  options: z.object({
    removeComments: z.boolean().default(false).meta({ label: 'Remove comments' }),
  }),
  inputLabel: 'XML',
  outputLabel: 'Minified XML',
  outputFile: { extension: 'xml', mimeType: 'application/xml' },
  outputLanguage: 'xml',
  async run(text, { removeComments }) {
    const [fxp, { default: xmlFormatter }] = await Promise.all([import('fast-xml-parser'), import('xml-formatter')]);
    assertWellFormed(fxp, text);
    return xmlFormatter.minify(text, {
      collapseContent: true,
      filter: removeComments ? (node) => node.type !== 'Comment' : undefined,
    });
  },
  examples: [
    {
      input: '<a>\n  <b x="1">text</b>\n  <!-- note -->\n  <c/>\n</a>',
      options: { removeComments: true },
      output: '<a><b x="1">text</b><c/></a>',
    },
  ],
});

export const validateXml = defineOperation({
  id: 'xml-validate',
  name: 'Validate',
  description: 'Check that XML is well-formed, naming the line and column of the first error.',
  keywords: ['xml', 'validate', 'well-formed', 'lint', 'check'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'XML',
  outputLabel: 'Result',
  async run(text) {
    const fxp = await import('fast-xml-parser');
    assertWellFormed(fxp, text);
    const ordered = new fxp.XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
    }).parse(text) as unknown[];
    let elements = 0;
    let root = '';
    const count = (nodes: unknown[]) => {
      for (const node of nodes) {
        const name = Object.keys(node as object).find((k) => k !== ':@' && k !== '#text' && k !== '#comment');
        if (!name) continue;
        if (!root) root = name;
        elements++;
        const children = (node as Record<string, unknown>)[name];
        if (Array.isArray(children)) count(children);
      }
    };
    count(ordered);
    return `Well-formed XML: root element <${root}>, ${elements} element${elements === 1 ? '' : 's'}.`;
  },
  examples: [
    { input: '<catalog><book id="1"/><book id="2"/></catalog>', output: 'Well-formed XML: root element <catalog>, 3 elements.' },
  ],
});

export const xpathQuery = defineOperation({
  id: 'xml-xpath',
  name: 'XPath',
  description: "Run an XPath 1.0 expression over XML with the browser's engine and list what it selects.",
  keywords: ['xml', 'xpath', 'query', 'select'],
  input: 'text',
  output: 'text',
  needs: 'dom',
  options: z.object({
    expression: z
      .string()
      .max(2000)
      .default('//*[@id]')
      .meta({ label: 'XPath expression', placeholder: '//book[@lang="en"]/title/text()' }),
  }),
  inputLabel: 'XML',
  outputLabel: 'Matches',
  async run(text, { expression }) {
    const { evaluateXPath } = await import('./xpath');
    return evaluateXPath(text, expression);
  },
  examples: [
    {
      input: '<catalog><book lang="en"><title>Dune</title></book><book lang="fr"><title>Candide</title></book></catalog>',
      options: { expression: '//book[@lang="fr"]/title' },
      output: '<title>Candide</title>',
    },
  ],
});

export const operations = [formatXml, minifyXml, validateXml, xpathQuery];
