import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'chronometer-timer',
  name: 'Chronometer and Timer',
  description:
    'A stopwatch with laps (fastest and slowest marked) and a countdown timer with a sound and a notification; exact in background tabs.',
  category: 'math',
  tags: ['time', 'stopwatch', 'countdown'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 40,
  keywords: ['chronometer', 'stopwatch', 'timer', 'countdown', 'lap', 'split', 'pomodoro', 'alarm', 'kitchen timer'],
  load: () => import('./ChronometerTimer'),
};
