import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'keycode-info',
  name: 'Keycode Info',
  description:
    'Press a key to see its key, code, keyCode, which, location and modifiers, the event as JSON and a handler to copy.',
  category: 'web',
  tags: ['keyboard', 'javascript', 'events'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 45,
  keywords: ['keycode', 'key code', 'event.key', 'event.code', 'keyboard event', 'which', 'javascript key codes', 'shortcut'],
  load: () => import('./KeycodeInfo'),
};
