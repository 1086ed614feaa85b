// XML checks shared by the XML tools. fast-xml-parser (~30 KB gzip) is passed in by the caller,
// which imports it inside `run`.

export type FastXmlParser = typeof import('fast-xml-parser');

/** Throws "Not well-formed XML: … (line L, column C)" unless the text is well-formed XML. */
export function assertWellFormed(fxp: FastXmlParser, text: string): void {
  if (text.trim() === '') throw new Error('Not well-formed XML: the document is empty');
  const result = fxp.XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (result !== true) {
    const { msg, line, col } = result.err;
    throw new Error(`Not well-formed XML: ${msg} (line ${line}, column ${col})`);
  }
}
