import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'certificate-decoder',
  name: 'Certificate Decoder',
  description:
    'Read X.509 certificates, CSRs and keys (PEM or DER): subject, issuer, validity and days left, SANs, usages, fingerprints and chain order.',
  category: 'crypto',
  tags: ['x509', 'ssl', 'certificate'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 64,
  keywords: [
    'x.509',
    'tls',
    'ssl certificate',
    'pem',
    'der',
    'csr',
    'certificate signing request',
    'san',
    'fingerprint',
    'chain',
    'openssl x509 -text',
    'expiry',
  ],
  accepts: ['pem'],
  load: () => import('./CertificateDecoder'),
};
