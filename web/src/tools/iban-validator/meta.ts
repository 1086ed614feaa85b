import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'iban-validator',
  name: 'IBAN Validator',
  description: 'Validate an IBAN and see its country, bank, branch and account parts, print format and BBAN structure.',
  category: 'data',
  tags: ['iban', 'bank', 'validate'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 42,
  keywords: ['iban', 'bban', 'bank account', 'sepa', 'swift', 'check digits', 'mod 97', 'iso 13616'],
  accepts: ['iban'],
  load: () => import('./IbanValidator'),
  screen: 'operations',
};
