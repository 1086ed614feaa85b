// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import {
  bip32RootKey,
  bip39Languages,
  checkMnemonic,
  detectLanguage,
  entropyToWords,
  generateWords,
  loadWordlist,
  seedOf,
  splitWords,
  type Bip39Language,
} from './bip39';
import { bip39Generate, bip39Seed, bip39ToEntropy } from './operations';

// Oracles: Trezor's BIP39 test vectors (test-vectors/README.md), every language we offer, and
// Debian's python3-mnemonic (Trezor's reference implementation) on mnemonics we generate.

type Vector = [entropy: string, mnemonic: string, seed: string, xprv: string];
const vectors = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'test-vectors/trezor-vectors.json'), 'utf8')) as Record<
  string,
  Vector[]
>;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe.each(bip39Languages.map((l) => [l] as const))('Trezor vectors, %s', (language: Bip39Language) => {
  const cases = vectors[language]!;
  it('has the language’s vectors', () => expect(cases.length).toBe(24));

  it.each(cases.map((v, i) => [i + 1, v] as const))(
    'vector %i: entropy ↔ words, seed and root key',
    async (_n, [entropy, mnemonic, seed, xprv]) => {
      const list = await loadWordlist(language);
      expect(entropyToWords({ entropy, list }).normalize('NFKD')).toBe(mnemonic.normalize('NFKD'));
      expect(checkMnemonic({ mnemonic, list }).entropy).toBe(entropy);
      // Simplified and traditional Chinese share characters: the chosen language wins when its list holds every word.
      expect(await detectLanguage(mnemonic, language)).toBe(language);
      expect(checkMnemonic({ mnemonic, list: await loadWordlist((await detectLanguage(mnemonic))!) }).entropy).toBe(entropy);
      const bytes = await seedOf({ mnemonic, passphrase: 'TREZOR', list });
      expect(hex(bytes)).toBe(seed);
      expect(await bip32RootKey(bytes)).toBe(xprv);
    },
  );
});

const PY = `
import json, sys
from mnemonic import Mnemonic
r = json.load(sys.stdin)
m = Mnemonic(r["language"])
print(json.dumps([{"valid": m.check(w), "entropy": bytes(m.to_entropy(w)).hex(), "seed": Mnemonic.to_seed(w, r["passphrase"]).hex()} for w in r["mnemonics"]]))
`;

describe('against python3-mnemonic', () => {
  it.each([
    ['english', 12],
    ['english', 24],
    ['spanish', 18],
    ['japanese', 15],
    ['french', 21],
  ] as const)('generated %s mnemonics of %i words: Python agrees on validity, entropy and seed', async (language, words) => {
    const list = await loadWordlist(language);
    // python3-mnemonic's to_entropy picks binary search (right only for the sorted English list)
    // when its detect_language, which looks at the first word alone, says English: a French
    // mnemonic opening with a word both lists share ("question", "machine"…) then fails there.
    // That is the oracle's bug, not ours, so such mnemonics are not given to it.
    const english = language === 'english' ? new Set<string>() : (await loadWordlist('english')).normalised;
    const generate = (): string => {
      const mnemonic = generateWords({ words, list });
      return english.has(splitWords(mnemonic)[0]!) ? generate() : mnemonic;
    };
    const mnemonics = Array.from({ length: 5 }, generate);
    const passphrase = 'pässphrase ✓';
    const python = JSON.parse(
      execFileSync('/usr/bin/python3', ['-c', PY], {
        input: JSON.stringify({ language, passphrase, mnemonics: mnemonics.map((m) => m.normalize('NFKD')) }),
      }).toString(),
    ) as { valid: boolean; entropy: string; seed: string }[];
    for (const [i, mnemonic] of mnemonics.entries()) {
      expect(splitWords(mnemonic)).toHaveLength(words);
      expect(python[i]!.valid).toBe(true);
      expect(checkMnemonic({ mnemonic, list }).entropy).toBe(python[i]!.entropy);
      expect(hex(await seedOf({ mnemonic, passphrase, list }))).toBe(python[i]!.seed);
    }
  });
});

describe('messages', () => {
  it('names the unknown word, suggests the one meant, and catches a bad checksum', async () => {
    const list = await loadWordlist('english');
    expect(() => checkMnemonic({ mnemonic: '', list })).toThrow('Enter the words');
    expect(() => checkMnemonic({ mnemonic: 'abandon abandon abandonn abandon', list })).toThrow(
      'Word 3, "abandonn", is not in the English list (did you mean "abandon"?)',
    );
    expect(() => checkMnemonic({ mnemonic: 'abandon abandon abandon', list })).toThrow(
      '3 words: a mnemonic has 12, 15, 18, 21 or 24',
    );
    expect(() =>
      checkMnemonic({
        mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon',
        list,
      }),
    ).toThrow('The checksum does not match');
    expect(() => entropyToWords({ entropy: '00ff', list })).toThrow('The entropy is 16 bits');
    expect(() => entropyToWords({ entropy: 'xyz', list })).toThrow('not hex digits');
  });

  it('the operations: words ↔ entropy, seed with a passphrase, generation', async () => {
    const [entropy, mnemonic, seed] = vectors.english![5]!;
    expect((await runOperation(bip39ToEntropy, tag('text', `  ${mnemonic.replace(/ /g, '\n')}  `))).value).toBe(entropy);
    expect((await runOperation(bip39Seed, tag('text', mnemonic), { options: { passphrase: 'TREZOR' } })).value).toBe(seed);
    const generated = (await runOperation(bip39Generate, tag('none', undefined), { options: { words: '24', language: 'czech' } }))
      .value as string;
    expect(await detectLanguage(generated)).toBe('czech');
    expect(splitWords(generated)).toHaveLength(24);
  });
});
