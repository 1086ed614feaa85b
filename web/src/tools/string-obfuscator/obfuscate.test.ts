import { describe, expect, it } from 'vitest';
import { runOperation } from '@/operations/run';
import { tag } from '@/operations/kinds';
import { obfuscate } from './obfuscate';
import { obfuscateString } from './operations';

describe('obfuscate', () => {
  it('keeps the first four characters by default and masks the rest', () => {
    expect(obfuscate({ text: 'password123' })).toBe('pass*******');
  });

  it('keeps the last characters and spaces when asked', () => {
    expect(obfuscate({ text: 'card 4242 4242 4242 4242', keepFirst: 0, keepLast: 4 })).toBe('**** **** **** **** 4242');
    expect(obfuscate({ text: 'a b c', keepFirst: 0, keepSpaces: false })).toBe('*****');
  });

  it('counts an emoji or a combining sequence as one character', () => {
    // U+1F469 U+200D U+1F4BB (woman technologist) and e + U+0301 are one grapheme each.
    expect(obfuscate({ text: '👩‍💻e\u0301xyz', keepFirst: 1, keepLast: 1 })).toBe('👩‍💻***z');
  });

  it('keeps the whole text when the kept parts cover it', () => {
    expect(obfuscate({ text: 'abc', keepFirst: 2, keepLast: 2 })).toBe('abc');
    expect(obfuscate({ text: '', keepFirst: 2 })).toBe('');
  });

  it('refuses a mask of more than one character and negative counts', () => {
    expect(() => obfuscate({ text: 'x', maskWith: '**' })).toThrow('The mask must be exactly one character');
    expect(() => obfuscate({ text: 'x', maskWith: '' })).toThrow('exactly one character');
    expect(() => obfuscate({ text: 'x', keepFirst: -1 })).toThrow('0 or more');
  });

  it('runs as an operation with its options', async () => {
    const out = await runOperation(obfuscateString, tag('text', 'hello world'), {
      options: { keepFirst: 1, keepLast: 1, maskWith: '#' },
    });
    expect(out.value).toBe('h#### ####d');
  });
});
