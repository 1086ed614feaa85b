import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'otp-generator',
  name: 'OTP Generator',
  description:
    'TOTP and HOTP codes from a Base32 secret with a live countdown, code checking, and the otpauth:// URI as a QR code.',
  category: 'crypto',
  tags: ['otp', '2fa', 'totp'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 60,
  keywords: [
    'totp',
    'hotp',
    'one-time password',
    'two-factor',
    'mfa',
    'authenticator',
    'google authenticator',
    'otpauth',
    'rfc 6238',
    'rfc 4226',
  ],
  accepts: ['otpauth-uri'],
  load: () => import('./OtpGenerator'),
};
