import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// PDF signatures. pkijs and @peculiar/x509 load with the first run.

export const pdfSignatureCheck = defineOperation({
  id: 'pdf-signature-check',
  name: 'Check PDF signatures',
  description:
    'List a PDF’s signatures: signer certificate, signing time, whether the signed bytes are unchanged and the signature valid, and whether the chain reaches a root included in the file.',
  keywords: ['pdf', 'signature', 'digital signature', 'pades', 'cms', 'pkcs7', 'verify', 'signed pdf', 'certificate'],
  input: 'bytes',
  output: 'json',
  options: z.object({}),
  inputLabel: 'PDF file',
  outputLabel: 'Signatures',
  run: async (bytes) => (await import('./pdf-signatures')).checkPdfSignatures(bytes),
  examples: [
    {
      title: 'A PDF without signatures',
      input: '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      output: '{\n  "signatures": [],\n  "fileSize": 77\n}',
    },
  ],
});

export const operations = [pdfSignatureCheck];
