import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from '@common/auth';
import { formMessages, loginProblem, newPasswordProblem, resetRequestProblem, signUpProblem } from './validation';

const valid = { email: 'dev@example.com', password: 'Str0ngPass', confirmPassword: 'Str0ngPass', acceptedTerms: true, online: true };

describe('signUpProblem', () => {
  it('accepts a complete, valid form', () => {
    expect(signUpProblem(valid)).toBeNull();
  });

  it.each([
    ['offline first, even with everything else wrong', { ...valid, online: false, email: '', acceptedTerms: false }, formMessages.offline],
    ['an empty email', { ...valid, email: '   ' }, formMessages.allRequired],
    ['an empty confirmation', { ...valid, confirmPassword: '' }, formMessages.allRequired],
    ['empty fields before unticked terms', { ...valid, password: '', acceptedTerms: false }, formMessages.allRequired],
    ['unticked terms before a mismatch', { ...valid, acceptedTerms: false, confirmPassword: 'Other1Pass' }, formMessages.terms],
    ['a mismatch before a weak password', { ...valid, password: 'weak', confirmPassword: 'weaker' }, formMessages.mismatch],
    ['a weak password last', { ...valid, password: 'weakpass1', confirmPassword: 'weakpass1' }, PASSWORD_RULE_MESSAGE],
  ])('reports %s', (_label, form, message) => {
    expect(signUpProblem(form)).toBe(message);
  });
});

describe('loginProblem, resetRequestProblem, newPasswordProblem', () => {
  it('checks offline, then empty fields', () => {
    expect(loginProblem({ email: '', password: '', online: false })).toBe(formMessages.offline);
    expect(loginProblem({ email: 'a@b.co', password: '', online: true })).toBe(formMessages.loginRequired);
    expect(loginProblem({ email: 'a@b.co', password: 'x', online: true })).toBeNull();
    expect(resetRequestProblem({ email: ' ', online: true })).toBe(formMessages.emailRequired);
    expect(resetRequestProblem({ email: 'a@b.co', online: false })).toBe(formMessages.offline);
  });

  it('refuses passwords over 128 characters', () => {
    const long = `Aa1${'x'.repeat(126)}`;
    expect(newPasswordProblem({ password: long, confirmPassword: long, online: true })).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });

  it('checks empty fields, then the match, then the rule', () => {
    expect(newPasswordProblem({ password: '', confirmPassword: 'x', online: true })).toBe(formMessages.allRequired);
    expect(newPasswordProblem({ password: 'weak', confirmPassword: 'Weak', online: true })).toBe(formMessages.mismatch);
    expect(newPasswordProblem({ password: 'weakpass', confirmPassword: 'weakpass', online: true })).toBe(PASSWORD_RULE_MESSAGE);
    expect(newPasswordProblem({ password: 'G00dPassword', confirmPassword: 'G00dPassword', online: true })).toBeNull();
  });
});
