import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'user-agent-parser',
  name: 'User-Agent Parser',
  description: 'Read the browser, engine, OS, device and CPU from a user-agent string or from Client Hints headers.',
  category: 'web',
  tags: ['user-agent', 'browser', 'http'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 57,
  keywords: ['ua parser', 'browser detection', 'sec-ch-ua', 'client hints', 'what is my browser', 'device detection'],
  accepts: ['user-agent'],
  load: () => import('./UserAgentParser'),
  screen: 'operations',
};
