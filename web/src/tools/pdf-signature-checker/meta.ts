import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'pdf-signature-checker',
  name: 'PDF Signature Checker',
  description:
    'Check the digital signatures in a PDF: who signed and when, whether the document changed since, and whether the certificate chain holds. Nothing is uploaded.',
  category: 'crypto',
  tags: ['pdf', 'signature', 'certificate'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 40,
  keywords: [
    'pdf signature',
    'verify pdf',
    'signed pdf',
    'digital signature',
    'pades',
    'cms',
    'pkcs7',
    'adobe signature',
    'document integrity',
  ],
  load: () => import('./PdfSignatureChecker'),
};
