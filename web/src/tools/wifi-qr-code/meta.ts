import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'wifi-qr-code',
  name: 'WiFi QR Code',
  description: 'A QR code that joins a Wi-Fi network when scanned: name, security, password, hidden. PNG and SVG.',
  category: 'media',
  tags: ['wifi', 'qr', 'network'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 35,
  keywords: ['wi-fi', 'wifi qr', 'wifi password', 'ssid', 'wpa', 'guest network', 'join network'],
  accepts: ['wifi-uri'],
  load: () => import('./WifiQrCode'),
};
