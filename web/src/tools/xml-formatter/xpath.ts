// XPath 1.0 over an XML document with the browser's own engine (DOMParser + document.evaluate):
// needs a DOM, so the operation that uses it runs on the page.

/** Prefixes declared anywhere in the document, for the expression to use (`x:item`). */
function namespaceResolver(doc: Document): XPathNSResolver {
  const prefixes = new Map<string, string>();
  const walker = doc.createTreeWalker(doc.documentElement, 1 /* NodeFilter.SHOW_ELEMENT */);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    for (const attr of Array.from((node as Element).attributes)) {
      if (attr.name.startsWith('xmlns:') && !prefixes.has(attr.name.slice(6))) prefixes.set(attr.name.slice(6), attr.value);
    }
  }
  return (prefix: string | null) => (prefix ? (prefixes.get(prefix) ?? null) : null);
}

/** Parses XML with the browser's parser, throwing its error (it names line and column) when not well-formed. */
export function parseXmlDocument(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${(error.textContent ?? '').replace(/\s+/g, ' ').trim()}`);
  return doc;
}

/** The result of an XPath expression as text: each node serialised on its own line, or the number/string/boolean. */
export function evaluateXPath(text: string, expression: string): string {
  const doc = parseXmlDocument(text);
  let result: XPathResult;
  try {
    result = doc.evaluate(expression, doc, namespaceResolver(doc), XPathResult.ANY_TYPE, null);
  } catch (err) {
    throw new Error(`Not a valid XPath expression: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`, {
      cause: err,
    });
  }
  switch (result.resultType) {
    case XPathResult.NUMBER_TYPE:
      return String(result.numberValue);
    case XPathResult.STRING_TYPE:
      return result.stringValue;
    case XPathResult.BOOLEAN_TYPE:
      return String(result.booleanValue);
    default: {
      const serializer = new XMLSerializer();
      const lines: string[] = [];
      for (let node = result.iterateNext(); node; node = result.iterateNext()) {
        if (node.nodeType === 2 /* attribute */) lines.push(`${(node as Attr).name}="${(node as Attr).value}"`);
        else if (node.nodeType === 3 || node.nodeType === 4) lines.push(node.nodeValue ?? '');
        else lines.push(serializer.serializeToString(node));
      }
      if (lines.length === 0) throw new Error('No nodes match this expression');
      return lines.join('\n');
    }
  }
}
