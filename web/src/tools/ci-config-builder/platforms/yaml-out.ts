import { Document, isScalar, Scalar, visit } from 'yaml';

/**
 * YAML for a CI file: block style, no line folding (commands stay on one line), a comment header.
 * Short lists of plain words (branches, needs) are written inline, as the platforms' docs do.
 */
export function toYaml(value: unknown, header: string[] = []): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  visit(doc, {
    // Cron lines and globs in quotes, as every platform's docs write them (a leading * is an alias in YAML).
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && scalar.value.includes('*')) scalar.type = Scalar.QUOTE_SINGLE;
    },
    Seq(_, seq) {
      if (seq.items.length <= 4 && seq.items.every((item) => isScalar(item) && /^[\w.*/-]+$/.test(String(item.value))))
        seq.flow = true;
    },
  });
  if (header.length > 0) doc.commentBefore = header.map((line) => ` ${line}`).join('\n');
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false, nullStr: '' });
}
