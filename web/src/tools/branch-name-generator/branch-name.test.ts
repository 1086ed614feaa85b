// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gitAcceptsBranchNames } from '@/test-git';
import {
  branchPresets,
  branchDescriptionWords,
  branchSeparators,
  branchTypes,
  caseStyles,
  clampMaxLength,
  descriptionWords,
  generateBranchName,
  isValidBranchName,
  type BranchNameOptions,
} from './branch-name';

const today = new Date(2025, 2, 14);

/** mulberry32: the same cases on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}

// Descriptions meant to break naive slugging: git's forbidden sequences and characters, control
// characters, leading dots and dashes, ".lock", unicode in several scripts, emoji, very long words.
const nasty = [
  'Fix login..redirect',
  'handle @{upstream} refs',
  '.hidden config file',
  '-leading dash option',
  'remove cache.lock',
  'support ~tilde ^caret :colon ?question *star [bracket \\backslash',
  'tab\there and\nnewline\u0007bell\u007fdel',
  'Crème brûlée recipe',
  'Straße über Öl',
  'Добавить вход через OAuth',
  'Ελληνικά γράμματα',
  '修复登录问题 login',
  'emoji 🚀 launch 🎉',
  'HEAD',
  '   spaced    out   ',
  "don't break O'Reilly's parser",
  'OAuth2/OIDC login + SSO (SAML)',
  'a'.repeat(140),
  'supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopic',
  'x',
  '1.2.3 release notes',
  'foo/bar//baz/',
  'ends with dot.',
  'ça marche déjà',
  'Ærøskøbing ferry',
];
const tickets = ['', 'PROJ-123', '#42', 'abc 7', 'JIRA_99', '-x-', 'ÉTÉ-1', '..', 'A'];
const prefixes = ['', 'users/ada', 'team.lock', '-x', 'a//b', 'Équipe', '.dot/..'];

describe('every generated name is a branch name git accepts (git check-ref-format --branch)', () => {
  it('holds over 300 generated cases, main name and alternatives, within the max length', () => {
    const rand = random(12);
    const produced: { name: string; options: BranchNameOptions }[] = [];
    for (let i = 0; i < 300; i++) {
      const options: BranchNameOptions = {
        description: rand.pick(nasty),
        type: rand.pick(branchTypes),
        separator: rand.pick(branchSeparators),
        caseStyle: rand.pick(caseStyles),
        prefix: rand.pick(prefixes),
        ticket: rand.pick(tickets),
        maxLength: 20 + Math.floor(rand.next() * 81),
        includeDate: rand.next() < 0.4,
        includeAuthor: rand.next() < 0.4,
        authorInitials: rand.pick(['ab', 'XYZ', 'é', 'jd']),
        today,
      };
      let result;
      try {
        result = generateBranchName(options);
      } catch (error) {
        // Only the refusals a user can act on are allowed, never a bad name.
        expect((error as Error).message, JSON.stringify(options)).toMatch(
          /^(The prefix, type and ticket leave no room|Ticket may only use|The description needs)/,
        );
        continue;
      }
      expect(result, JSON.stringify(options)).not.toBeNull();
      const names = [result!.name, ...result!.alternatives];
      expect(new Set(names).size, 'alternatives differ from the name and each other').toBe(names.length);
      for (const name of names) {
        expect(name.length, name).toBeLessThanOrEqual(options.maxLength!);
        expect(name).toMatch(/^[A-Za-z0-9/_-]+$/);
        produced.push({ name, options });
      }
    }
    expect(produced.length).toBeGreaterThan(1000);
    const distinct = [...new Set(produced.map((p) => p.name))];
    const accepted = gitAcceptsBranchNames(distinct);
    const refused = distinct.filter((_, i) => !accepted[i]);
    expect(refused, 'names git refuses').toEqual([]);
  }, 60_000);

  it('agrees with git on which names are valid, including the tricky ones', () => {
    const rand = random(7);
    const alphabet = [
      'a',
      'b',
      'Z',
      '0',
      '/',
      '.',
      '-',
      '_',
      '@',
      '{',
      '}',
      '~',
      '^',
      ':',
      '?',
      '*',
      '[',
      '\\',
      ' ',
      '\t',
      '\u0001',
      'é',
      'lock',
      'HEAD',
      '@{',
    ];
    const cases = [
      'HEAD',
      '-x',
      'x.lock',
      'a..b',
      'a/.b',
      'a/',
      '/a',
      'a//b',
      '@',
      'a@{b',
      'a.',
      'x/y.lock/z',
      'feature/ok',
      'ok',
      'é',
      'a b',
      'a.b',
      '@a',
      'a@b',
    ];
    for (let i = 0; i < 300; i++) {
      let name = '';
      const length = 1 + Math.floor(rand.next() * 8);
      for (let j = 0; j < length; j++) name += rand.pick(alphabet);
      cases.push(name);
    }
    const git = gitAcceptsBranchNames(cases);
    expect(cases.filter((name, i) => isValidBranchName(name) !== git[i])).toEqual([]);
    // Both answers occur, so the comparison means something.
    expect(git.filter(Boolean).length).toBeGreaterThan(20);
    expect(git.filter((ok) => !ok).length).toBeGreaterThan(20);
  }, 60_000);
});

describe('assembly', () => {
  const base = { description: 'Add user login page', today };

  it('joins prefix, author, type, ticket, description and date', () => {
    expect(generateBranchName({ ...base, ticket: 'PROJ-123' })!.name).toBe('feature-PROJ-123-add-user-login-page');
    expect(generateBranchName({ ...base, separator: '/', ticket: '#42', type: 'bugfix' })!.name).toBe(
      'bugfix/42/add/user/login/page',
    );
    expect(
      generateBranchName({
        ...base,
        prefix: 'Users/Ada',
        separator: '/',
        includeAuthor: true,
        authorInitials: 'AL',
        includeDate: true,
        maxLength: 100,
      })!.name,
    ).toBe('users/ada/al/feature/add/user/login/page/2025-03-14');
  });

  it('makes whitespace in the description the separator, and drops other characters (spec §5)', () => {
    expect(generateBranchName({ ...base, description: 'Add user login', separator: '_' })!.name).toBe('feature_add_user_login');
    expect(generateBranchName({ ...base, description: 'Fix OAuth2/OIDC sign-in', separator: '-' })!.name).toBe(
      'feature-fix-oauth2oidc-sign-in',
    );
    expect(branchDescriptionWords("Don't break O'Reilly's OAuth2/OIDC log-in -- now!")).toEqual([
      'dont',
      'break',
      'oreillys',
      'oauth2oidc',
      'log-in',
      'now',
    ]);
  });

  it('applies the case style to the description only', () => {
    expect(generateBranchName({ ...base, ticket: 'PROJ-1', caseStyle: 'camel' })!.name).toBe('feature-PROJ-1-addUserLoginPage');
    expect(generateBranchName({ ...base, ticket: 'PROJ-1', caseStyle: 'snake', separator: '/' })!.name).toBe(
      'feature/PROJ-1_add_user_login_page',
    );
  });

  it('lower-cases, drops punctuation and transliterates the description (accents dropped, Greek and Cyrillic spelt out, other scripts left out)', () => {
    expect(descriptionWords("Don't break O'Reilly's OAuth2/OIDC login!")).toEqual([
      'dont',
      'break',
      'oreillys',
      'oauth2',
      'oidc',
      'login',
    ]);
    expect(descriptionWords('Crème brûlée — Straße')).toEqual(['creme', 'brulee', 'strasse']);
    expect(descriptionWords('Добавить вход')).toEqual(['dobavit', 'vkhod']);
    expect(descriptionWords('修复登录 login 🚀')).toEqual(['login']);
    expect(() => generateBranchName({ description: '修复登录 🚀' })).toThrow('The description needs letters or digits');
  });

  it('fits the max length by dropping whole words of the description, never the type or ticket', () => {
    const long = {
      description: 'Refactor the session cache so tokens refresh before they expire',
      ticket: 'PROJ-4521',
      maxLength: 40,
      today,
    };
    const { name, trimmed } = generateBranchName(long)!;
    expect(trimmed).toBe(true);
    expect(name).toBe('feature-PROJ-4521-refactor-the-session');
    expect(name.length).toBeLessThanOrEqual(40);
    // The date and the author go before the last word does.
    expect(generateBranchName({ ...long, description: 'Refactor everything', includeDate: true, maxLength: 30 })!.name).toBe(
      'feature-PROJ-4521-refactor',
    );
    // A name does not end on a little word that reads as cut off ("…-for-github-users-and").
    expect(
      generateBranchName({
        description: 'Add OAuth login for GitHub users and refresh expired tokens',
        ticket: 'PROJ-4521',
        maxLength: 55,
      })!.name,
    ).toBe('feature-PROJ-4521-add-oauth-login-for-github-users');
    expect(() => generateBranchName({ ...long, prefix: 'very-long-team-prefix', maxLength: 20 })).toThrow(
      'The prefix, type and ticket leave no room for the description within 20 characters',
    );
  });

  it('offers 4 alternatives that really differ', () => {
    const { name, alternatives } = generateBranchName({
      ...base,
      description: 'Add the user login page',
      ticket: 'PROJ-7',
      separator: '/',
    })!;
    expect(name).toBe('feature/PROJ-7/add/the/user/login/page');
    expect(alternatives).toEqual([
      'PROJ-7/add/the/user/login/page',
      'PROJ-7/feature/add/the/user/login/page',
      'feature/PROJ-7/add/user/login/page',
      'feature/PROJ-7/add/the/user/login/page/2025-03-14',
    ]);
  });

  it('ignores an empty description and checks the author initials', () => {
    expect(generateBranchName({ description: '   ' })).toBeNull();
    expect(() => generateBranchName({ ...base, includeAuthor: true, authorInitials: '' })).toThrow("Enter the author's initials");
    expect(() => generateBranchName({ ...base, includeAuthor: true, authorInitials: 'ABCDE' })).toThrow(
      'Author initials may be at most 4 characters',
    );
  });

  it('clamps the max length to 20–100 with a message', () => {
    expect(clampMaxLength('10')).toEqual({ value: 20, message: 'Max length must be from 20 to 100: set to 20.' });
    expect(clampMaxLength(250)).toEqual({ value: 100, message: 'Max length must be from 20 to 100: set to 100.' });
    expect(clampMaxLength('abc')).toEqual({ value: 50, message: 'Max length must be a number from 20 to 100: set to 50.' });
    expect(clampMaxLength('64')).toEqual({ value: 64, message: null });
  });

  it('has the spec’s presets', () => {
    expect(branchPresets.gitflow).toMatchObject({ maxLength: 50, separator: '/', caseStyle: 'kebab' });
    expect(branchPresets.github).toMatchObject({ maxLength: 40, separator: '-', caseStyle: 'kebab' });
    expect(branchPresets.jira).toMatchObject({ maxLength: 60, separator: '-', caseStyle: 'kebab', includeAuthor: true });
  });
});
