import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizeEmails } from './normalize';

// Published examples, from the providers' own help pages.

describe('provider rules', () => {
  it('Gmail: dots do not matter, +aliases reach the same inbox, googlemail.com is gmail.com', () => {
    // Google, "Dots don't matter in Gmail addresses": johnsmith, jo.hn.sm.ith and j.o.h.n.s.m.i.t.h are one account.
    for (const text of ['johnsmith@gmail.com', 'jo.hn.sm.ith@gmail.com', 'j.o.h.n.s.m.i.t.h@gmail.com', 'JohnSmith@gmail.com'])
      expect(normalizeEmail(text)).toBe('johnsmith@gmail.com');
    // Google, "Create task-specific email addresses": yourusername+bank@gmail.com.
    expect(normalizeEmail('yourusername+bank@gmail.com')).toBe('yourusername@gmail.com');
    expect(normalizeEmail('john.smith@googlemail.com')).toBe('johnsmith@gmail.com');
  });

  it('Outlook: +tags removed, dots kept', () => {
    expect(normalizeEmail('first.last+newsletters@outlook.com')).toBe('first.last@outlook.com');
    expect(normalizeEmail('First.Last@Hotmail.com')).toBe('first.last@hotmail.com');
  });

  it('Yahoo: base-keyword disposable addresses reach base', () => {
    // Yahoo Help, "Create and use disposable email addresses": basename-keyword@yahoo.com.
    expect(normalizeEmail('basename-keyword@yahoo.com')).toBe('basename@yahoo.com');
    expect(normalizeEmail('some.one+x@yahoo.com')).toBe('some.one+x@yahoo.com');
  });

  it('iCloud and Proton: +tags removed', () => {
    expect(normalizeEmail('me+shop@icloud.com')).toBe('me@icloud.com');
    expect(normalizeEmail('me+shop@pm.me')).toBe('me@pm.me');
  });

  it('other domains: only case, unless every +tag is to go', () => {
    expect(normalizeEmail('Dev.Team+ci@Example.COM')).toBe('dev.team+ci@example.com');
    expect(normalizeEmail('Dev.Team+ci@Example.COM', { stripAllPlusTags: true })).toBe('dev.team@example.com');
    expect(normalizeEmail('Dev.Team@Example.COM', { lowercaseLocal: false })).toBe('Dev.Team@example.com');
    expect(normalizeEmail('John.Smith@gmail.com', { providerRules: false })).toBe('john.smith@gmail.com');
  });

  it('reads names, mailto: and lists, and drops duplicates', () => {
    expect(normalizeEmail('"Ann Lee" <Ann.Lee@Example.org>')).toBe('ann.lee@example.org');
    expect(normalizeEmail('mailto:a@b.io')).toBe('a@b.io');
    expect(normalizeEmails('a.b@gmail.com, ab+1@gmail.com; AB@GMAIL.COM\nx@y.org')).toBe('ab@gmail.com\nx@y.org');
    expect(normalizeEmails('a.b@gmail.com\nab@gmail.com', { unique: false })).toBe('ab@gmail.com\nab@gmail.com');
  });

  it('refuses what is not an address, naming the item', () => {
    expect(() => normalizeEmails('ok@example.com\nnot an email')).toThrow('Item 2: "not an email" is not an email address');
    expect(() => normalizeEmail('user@localhost')).toThrow('is not an email address');
    expect(() => normalizeEmail('+tag@gmail.com')).toThrow('nothing before the tag');
  });
});
