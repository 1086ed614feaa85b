import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE, checkPassword, emailSchema, passwordProblem, signUpInputSchema } from './auth';

describe('the password rule', () => {
  it.each([
    ['Str0ngPass', { length: true, upper: true, lower: true, digit: true, special: false }],
    ['short1A', { length: false, upper: true, lower: true, digit: true, special: false }],
    ['ÉCOLE école 1!', { length: true, upper: true, lower: true, digit: true, special: true }],
  ])('checks %j', (password, checks) => {
    expect(checkPassword({ password })).toEqual(checks);
  });

  it('requires 8+ characters, an uppercase and a lowercase letter and a digit, but no special character', () => {
    expect(passwordProblem({ password: 'Abcdefg1' })).toBeNull();
    for (const weak of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', '']) expect(passwordProblem({ password: weak })).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('caps the length at 128', () => {
    expect(passwordProblem({ password: `Aa1${'x'.repeat(125)}` })).toBeNull();
    expect(passwordProblem({ password: `Aa1${'x'.repeat(126)}` })).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });
});

describe('the shared request schemas', () => {
  it('trims and lower-cases emails, and refuses bad ones with a message', () => {
    expect(emailSchema.parse('  Dev@Example.COM ')).toBe('dev@example.com');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@x.io`).error?.issues[0]?.message).toBe('Email address is too long');
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Email is required');
  });

  it('applies the password rule to sign-up', () => {
    expect(signUpInputSchema.safeParse({ email: 'a@b.co', password: 'weakpass' }).error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
    expect(signUpInputSchema.parse({ email: 'A@B.co', password: 'Str0ngPass' })).toEqual({ email: 'a@b.co', password: 'Str0ngPass' });
  });
});
