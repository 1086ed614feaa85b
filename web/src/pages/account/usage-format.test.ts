import { describe, expect, it } from 'vitest';
import { dayLabels, formatTimeUntil, usageBanner, usagePercent } from './usage-format';

describe('formatTimeUntil', () => {
  const now = Date.parse('2030-01-15T18:47:30Z');
  it('counts hours and minutes up to the reset, rounding up', () => {
    expect(formatTimeUntil({ resetTime: '2030-01-16T00:00:00Z', now })).toBe('5 h 13 min');
    expect(formatTimeUntil({ resetTime: '2030-01-15T20:47:30Z', now })).toBe('2 h');
    expect(formatTimeUntil({ resetTime: '2030-01-15T19:00:00Z', now })).toBe('13 min');
    expect(formatTimeUntil({ resetTime: '2030-01-15T18:48:00Z', now })).toBe('less than a minute');
    expect(formatTimeUntil({ resetTime: '2030-01-15T18:00:00Z', now })).toBe('now');
  });
  it('throws on a bad time', () => {
    expect(() => formatTimeUntil({ resetTime: 'soon', now })).toThrow('Invalid reset time');
  });
});

describe('usagePercent', () => {
  it('is the share of the limit, capped at 100', () => {
    expect(usagePercent({ count: 1, limit: 3 })).toBe(33);
    expect(usagePercent({ count: 3, limit: 3 })).toBe(100);
    expect(usagePercent({ count: 9, limit: 3 })).toBe(100);
    expect(usagePercent({ count: 5, limit: null })).toBe(0);
    expect(usagePercent({ count: 0, limit: 0 })).toBe(100);
  });
});

describe('usageBanner', () => {
  it('appears for free users from 80 % of the limit, and says when the limit is reached', () => {
    expect(usageBanner({ count: 3, limit: 5, timeUntilReset: '2 h' })).toBeNull();
    expect(usageBanner({ count: 4, limit: 5, timeUntilReset: '2 h' })).toEqual({
      tone: 'warning',
      title: "You've used 4 of 5 free AI requests today",
      message: '1 request is left until the reset in 2 h. Add your own API key below, or upgrade to Pro for unlimited AI.',
    });
    expect(usageBanner({ count: 8, limit: 10, timeUntilReset: '2 h' })?.message).toMatch(/^2 requests are left/);
    expect(usageBanner({ count: 3, limit: 3, timeUntilReset: '40 min' })).toMatchObject({ tone: 'error', title: 'Daily AI limit reached' });
  });
  it('never appears for Pro', () => {
    expect(usageBanner({ count: 400, limit: null, timeUntilReset: '2 h' })).toBeNull();
  });
});

describe('dayLabels', () => {
  it('names UTC days whatever the local zone', () => {
    expect(dayLabels({ date: '2030-01-15' })).toEqual({ short: 'Tue', long: 'Tuesday, January 15' });
    expect(() => dayLabels({ date: 'x' })).toThrow('Invalid date: x');
  });
});
