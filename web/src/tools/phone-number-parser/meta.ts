import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'phone-number-parser',
  name: 'Phone Number Parser',
  description:
    "Parse and validate any country's phone number: E.164, international, national and tel: formats, country and type.",
  category: 'data',
  tags: ['phone', 'validate', 'format'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 45,
  keywords: ['phone number', 'telephone', 'mobile', 'e164', 'e.164', 'libphonenumber', 'rfc 3966', 'tel', 'msisdn'],
  accepts: ['phone-number'],
  load: () => import('./PhoneNumberParser'),
  screen: 'operations',
};
