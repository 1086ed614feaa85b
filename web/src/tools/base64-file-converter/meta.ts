import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'base64-file-converter',
  name: 'Base64 File Converter',
  description: 'Turn files and images into Base64 or data URLs and back, with an image preview and a download of the right type.',
  category: 'converters',
  tags: ['base64', 'file', 'data url'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 61,
  keywords: ['data uri', 'image to base64', 'base64 to image', 'base64 to pdf', 'embed image', 'file encoder'],
  accepts: ['base64'],
  load: () => import('./Base64FileConverter'),
  screen: 'operations',
};
