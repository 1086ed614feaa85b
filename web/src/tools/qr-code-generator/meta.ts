import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'qr-code-generator',
  name: 'QR Code Generator',
  description: 'Create QR codes locally and download them as PNG or SVG.',
  category: 'utilities',
  tags: ['qr', 'barcode', 'image'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 73,
  keywords: ['qr code', '2d barcode'],
  load: () => import('./QrCodeGenerator'),
};
