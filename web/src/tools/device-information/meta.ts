import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'device-information',
  name: 'Device Information',
  description:
    'What your browser reports: screen and viewport size, pixel ratio, colour depth, touch, languages, time zone, CPU and memory hints, user agent.',
  category: 'web',
  tags: ['device', 'screen', 'browser'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 40,
  keywords: [
    'screen resolution',
    'viewport size',
    'device pixel ratio',
    'dpr',
    'what is my screen size',
    'time zone',
    'browser info',
  ],
  load: () => import('./DeviceInformation'),
};
