import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// BIP39 mnemonics. @scure/bip39 and its word lists load with the first run.

const languages = [
  'english',
  'chinese_simplified',
  'chinese_traditional',
  'czech',
  'french',
  'italian',
  'japanese',
  'korean',
  'portuguese',
  'spanish',
] as const;
const languageChoices = {
  english: 'English',
  chinese_simplified: 'Chinese (simplified)',
  chinese_traditional: 'Chinese (traditional)',
  czech: 'Czech',
  french: 'French',
  italian: 'Italian',
  japanese: 'Japanese',
  korean: 'Korean',
  portuguese: 'Portuguese',
  spanish: 'Spanish',
};
const language = z.enum(languages).default('english').meta({ label: 'Language', choices: languageChoices });
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The list of the chosen language, or of the language the words are in. */
async function listFor(mnemonic: string, chosen: (typeof languages)[number]) {
  const { detectLanguage, loadWordlist } = await import('./bip39');
  return loadWordlist((await detectLanguage(mnemonic, chosen)) ?? chosen);
}

export const bip39Generate = defineOperation({
  id: 'bip39-generate',
  name: 'Generate mnemonic',
  description: 'Generate a new BIP39 mnemonic of 12 to 24 words from the browser’s secure random numbers.',
  keywords: ['bip39', 'mnemonic', 'seed phrase', 'recovery phrase', 'wallet', 'generate'],
  input: 'none',
  output: 'text',
  options: z.object({
    words: z.enum(['12', '15', '18', '21', '24']).default('12').meta({ label: 'Words' }),
    language,
  }),
  outputLabel: 'Mnemonic',
  run: async (_input, options) => {
    const { generateWords, loadWordlist } = await import('./bip39');
    return generateWords({ words: Number(options.words), list: await loadWordlist(options.language) });
  },
  examples: [{ title: '12 English words', pattern: '^[a-z]+(?: [a-z]+){11}$' }],
});

export const bip39FromEntropy = defineOperation({
  id: 'bip39-from-entropy',
  name: 'Entropy to words',
  description: 'Turn 128 to 256 bits of entropy (hex) into its BIP39 mnemonic, checksum word included.',
  keywords: ['bip39', 'entropy', 'mnemonic', 'hex'],
  input: 'text',
  output: 'text',
  options: z.object({ language }),
  inputLabel: 'Entropy (hex)',
  outputLabel: 'Mnemonic',
  sensitiveInput: true,
  run: async (entropy, options) => {
    const { entropyToWords, loadWordlist } = await import('./bip39');
    return entropyToWords({ entropy, list: await loadWordlist(options.language) });
  },
  examples: [
    {
      title: 'Trezor vector 1',
      input: '00000000000000000000000000000000',
      output: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    },
  ],
});

export const bip39ToEntropy = defineOperation({
  id: 'bip39-to-entropy',
  name: 'Words to entropy',
  description: 'Check a BIP39 mnemonic (every word, the checksum) and give the entropy it encodes, in hex.',
  keywords: ['bip39', 'mnemonic', 'validate', 'checksum', 'entropy'],
  input: 'text',
  output: 'text',
  options: z.object({ language }),
  inputLabel: 'Mnemonic',
  outputLabel: 'Entropy (hex)',
  sensitiveInput: true,
  run: async (mnemonic, options) => {
    const { checkMnemonic } = await import('./bip39');
    return checkMnemonic({ mnemonic, list: await listFor(mnemonic, options.language) }).entropy;
  },
  examples: [
    {
      title: 'Trezor vector 2',
      input: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
      output: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
    },
  ],
});

export const bip39Seed = defineOperation({
  id: 'bip39-seed',
  name: 'Seed',
  description: 'The 512-bit BIP39 seed of a mnemonic and an optional passphrase (PBKDF2-HMAC-SHA512, 2048 rounds), in hex.',
  keywords: ['bip39', 'seed', 'passphrase', 'pbkdf2', 'wallet'],
  input: 'text',
  output: 'text',
  options: z.object({ passphrase: z.string().default('').meta({ label: 'Passphrase', sensitive: true }), language }),
  inputLabel: 'Mnemonic',
  outputLabel: 'Seed (hex)',
  sensitiveInput: true,
  run: async (mnemonic, options) => {
    const { seedOf } = await import('./bip39');
    return hex(await seedOf({ mnemonic, passphrase: options.passphrase, list: await listFor(mnemonic, options.language) }));
  },
  examples: [
    {
      title: 'Trezor vector 1 (passphrase "TREZOR")',
      input: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      options: { passphrase: 'TREZOR' },
      output:
        'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    },
  ],
});

export const bip39RootKey = defineOperation({
  id: 'bip39-root-key',
  name: 'BIP32 root key',
  description: 'The BIP32 root private key (xprv) of a mnemonic and an optional passphrase.',
  keywords: ['bip32', 'xprv', 'root key', 'master key', 'hd wallet'],
  input: 'text',
  output: 'text',
  options: z.object({ passphrase: z.string().default('').meta({ label: 'Passphrase', sensitive: true }), language }),
  inputLabel: 'Mnemonic',
  outputLabel: 'BIP32 root key',
  sensitiveInput: true,
  run: async (mnemonic, options) => {
    const { bip32RootKey, seedOf } = await import('./bip39');
    return bip32RootKey(
      await seedOf({ mnemonic, passphrase: options.passphrase, list: await listFor(mnemonic, options.language) }),
    );
  },
  examples: [
    {
      title: 'Trezor vector 1 (passphrase "TREZOR")',
      input: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      options: { passphrase: 'TREZOR' },
      output: 'xprv9s21ZrQH143K3h3fDYiay8mocZ3afhfULfb5GX8kCBdno77K4HiA15Tg23wpbeF1pLfs1c5SPmYHrEpTuuRhxMwvKDwqdKiGJS9XFKzUsAF',
    },
  ],
});

export const operations = [bip39Generate, bip39FromEntropy, bip39ToEntropy, bip39Seed, bip39RootKey];
