import { describe, expect, it } from 'vitest';
import { factsAsJson, formatOffset, readDevice } from './device';

// getTimezoneOffset() counts minutes west of UTC (ECMA-262 §21.4.4.11): -330 is India's UTC+05:30.

describe('device facts', () => {
  it('writes offsets the way time zones are written', () => {
    expect(formatOffset(-330)).toBe('UTC+05:30');
    expect(formatOffset(300)).toBe('UTC−05:00');
    expect(formatOffset(0)).toBe('UTC+00:00');
    expect(formatOffset(-765)).toBe('UTC+12:45');
  });

  it('reads what the window reports, and says when something is not reported', () => {
    const facts = factsAsJson(readDevice());
    expect(facts['Viewport']).toBe(`${window.innerWidth} × ${window.innerHeight} CSS px`);
    expect(facts['Time zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(facts['User agent']).toBe(navigator.userAgent);
    expect(facts['Memory (approximate)']).toBe('not reported');
  });
});
