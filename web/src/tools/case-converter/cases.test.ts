import { describe, expect, it } from 'vitest';
import { allCases, convertCase, type CaseId } from './cases';

// Oracle: published examples: change-case's README table ("two words" in every case), its usage
// example (TEST_VALUE → testValue), and the examples of the naming conventions as commonly published.
const readme: [CaseId, string][] = [
  ['camel', 'twoWords'],
  ['title', 'Two Words'],
  ['constant', 'TWO_WORDS'],
  ['dot', 'two.words'],
  ['kebab', 'two-words'],
  ['words', 'two words'],
  ['pascal', 'TwoWords'],
  ['pascal-snake', 'Two_Words'],
  ['path', 'two/words'],
  ['sentence', 'Two words'],
  ['snake', 'two_words'],
  ['header', 'Two-Words'],
];

describe('case conversion', () => {
  it.each(readme)('"two words" in %s is %j (change-case README)', (to, expected) => {
    expect(convertCase('two words', to)).toBe(expected);
  });

  it('TEST_VALUE → testValue (README usage)', () => {
    expect(convertCase('TEST_VALUE', 'camel')).toBe('testValue');
  });

  it.each([
    ['XMLHttpRequest', 'snake', 'xml_http_request'],
    ['userID', 'kebab', 'user-id'],
    ['user-account_id', 'camel', 'userAccountId'],
    ['version 1.2.3', 'constant', 'VERSION_1_2_3'],
    ['__typename', 'camel', 'typename'],
    ['iPhone 15 Pro', 'snake', 'i_phone_15_pro'],
    ['straße', 'upper', 'STRASSE'],
  ] as const)('%j → %s is %j', (input, to, expected) => {
    expect(convertCase(input, to)).toBe(expected);
  });

  it('ignores the locale (no Turkish dotted İ)', () => {
    expect(convertCase('title id', 'constant')).toBe('TITLE_ID');
  });

  it('writes every case on its own line', () => {
    const lines = allCases('hello world').split('\n');
    expect(lines).toHaveLength(14);
    expect(lines).toContain('snake_case: hello_world');
  });
});
