import { describe, expect, it } from 'vitest';
import { backupCodesFile, groupSecret, secretFromTotpUri } from './totp-setup';

describe('two-factor set-up helpers', () => {
  it('reads the secret from an otpauth URI', () => {
    const uri = 'otpauth://totp/DevForge:dev%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=DevForge&digits=6&period=30';
    expect(secretFromTotpUri({ uri })).toBe('JBSWY3DPEHPK3PXP');
  });

  it('throws a clear message for a URI without a secret', () => {
    expect(() => secretFromTotpUri({ uri: 'otpauth://totp/DevForge:x?issuer=DevForge' })).toThrow('no secret');
    expect(() => secretFromTotpUri({ uri: 'not a uri' })).toThrow('no secret');
  });

  it('groups a secret in fours', () => {
    expect(groupSecret({ secret: 'JBSWY3DPEHPK3PXPAB' })).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('writes the backup codes file', () => {
    const text = backupCodesFile({ codes: ['aaaaa-bbbbb', 'ccccc-ddddd'], email: 'dev@example.com', createdAt: new Date('2026-01-02T03:04:05Z') });
    expect(text).toContain('Account: dev@example.com');
    expect(text).toContain('Created: 2026-01-02');
    expect(text.trim().split('\n').slice(-2)).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
  });
});
