// For tests: a one-page PDF with a signature field whose /ByteRange and /Contents are placeholders,
// and the step that fills them the way signing tools do (the signature itself comes from the
// caller, e.g. openssl cms -sign over the byte range).

const CONTENTS_BYTES = 8192;
const RANGE_PLACEHOLDER = '/ByteRange [0 0000000000 0000000000 0000000000]';

type Placeholder = { fieldName: string; name: string; reason: string; location: string; time: string };

function placeholder({ fieldName, name, reason, location, time }: Placeholder): Uint8Array {
  const stream = 'BT /F1 18 Tf 20 100 Td (Hello, signed world) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] /SigFlags 3 >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> /Annots [4 0 R] >>',
    `<< /Type /Annot /Subtype /Widget /FT /Sig /Rect [0 0 0 0] /F 132 /T (${fieldName}) /V 5 0 R /P 3 0 R >>`,
    `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /Name (${name}) /M (${time}) /Reason (${reason}) /Location (${location}) ${RANGE_PLACEHOLDER} /Contents <${'0'.repeat(CONTENTS_BYTES * 2)}> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** Fills the placeholders: the byte range around /Contents, then the signature `sign` makes over it. */
export function signedPdf(pdf: Uint8Array, sign: (content: Uint8Array) => Uint8Array): Uint8Array {
  const text = new TextDecoder('latin1').decode(pdf);
  const contentsStart = text.indexOf('/Contents <') + '/Contents '.length;
  const contentsEnd = text.indexOf('>', contentsStart) + 1;
  const range = [0, contentsStart, contentsEnd, pdf.length - contentsEnd];
  const withRange = text.replace(
    RANGE_PLACEHOLDER,
    `/ByteRange [${range.map((n, i) => (i === 0 ? '0' : String(n).padStart(10, '0'))).join(' ')}]`,
  );
  const bytes = new TextEncoder().encode(withRange);
  const content = new Uint8Array([...bytes.subarray(0, contentsStart), ...bytes.subarray(contentsEnd)]);
  const hex = Array.from(sign(content), (b) => b.toString(16).padStart(2, '0')).join('');
  if (hex.length > CONTENTS_BYTES * 2) throw new Error('The signature is larger than the placeholder');
  return new TextEncoder().encode(
    withRange.slice(0, contentsStart) + `<${hex.padEnd(CONTENTS_BYTES * 2, '0')}>` + withRange.slice(contentsEnd),
  );
}

signedPdf.placeholder = placeholder;
