// BIP39 mnemonics with @scure/bip39: words ↔ entropy (with the checksum), the seed (PBKDF2-HMAC-
// SHA512 over the NFKD-normalised words and "mnemonic" + passphrase), and the BIP32 root key of
// that seed (HMAC-SHA512 keyed "Bitcoin seed", serialised as xprv with Base58Check).
import { entropyToMnemonic, generateMnemonic, mnemonicToEntropy, mnemonicToSeed } from '@scure/bip39';
import { bytesToHex, concatBytes, hexToBytes, utf8Bytes } from '../../engines/crypto/encoding';

export const bip39Languages = [
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
export type Bip39Language = (typeof bip39Languages)[number];

export const bip39LanguageLabels: Record<Bip39Language, string> = {
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

// Each list is about 13 kB gzip: a language loads when first used.
const wordlistLoaders: Record<Bip39Language, () => Promise<{ wordlist: string[] }>> = {
  english: () => import('@scure/bip39/wordlists/english.js'),
  chinese_simplified: () => import('@scure/bip39/wordlists/simplified-chinese.js'),
  chinese_traditional: () => import('@scure/bip39/wordlists/traditional-chinese.js'),
  czech: () => import('@scure/bip39/wordlists/czech.js'),
  french: () => import('@scure/bip39/wordlists/french.js'),
  italian: () => import('@scure/bip39/wordlists/italian.js'),
  japanese: () => import('@scure/bip39/wordlists/japanese.js'),
  korean: () => import('@scure/bip39/wordlists/korean.js'),
  portuguese: () => import('@scure/bip39/wordlists/portuguese.js'),
  spanish: () => import('@scure/bip39/wordlists/spanish.js'),
};

export type Wordlist = { language: Bip39Language; words: string[]; normalised: Set<string> };
const loaded = new Map<Bip39Language, Promise<Wordlist>>();

export function loadWordlist(language: Bip39Language): Promise<Wordlist> {
  let list = loaded.get(language);
  if (!list) {
    list = wordlistLoaders[language]().then(({ wordlist }) => ({
      language,
      words: wordlist,
      normalised: new Set(wordlist.map((w) => w.normalize('NFKD'))),
    }));
    loaded.set(language, list);
  }
  return list;
}

export const wordCounts = [12, 15, 18, 21, 24] as const;
export type WordCount = (typeof wordCounts)[number];

/** 12 words carry 128 bits of entropy and a 4-bit checksum; each 3 more words, 32 + 1 bits more. */
export function entropyBitsOf(words: number): number {
  return (words * 11 * 32) / 33;
}

export function generateWords({ words = 12, list }: { words?: number; list: Wordlist }): string {
  if (!(wordCounts as readonly number[]).includes(words)) throw new Error('A mnemonic has 12, 15, 18, 21 or 24 words');
  return generateMnemonic(list.words, entropyBitsOf(words));
}

export function entropyToWords({ entropy, list }: { entropy: string; list: Wordlist }): string {
  const bytes = hexToBytes(entropy, 'The entropy');
  if (![16, 20, 24, 28, 32].includes(bytes.length)) {
    throw new Error(
      `The entropy is ${bytes.length * 8} bits; BIP39 takes 128, 160, 192, 224 or 256 bits (32 to 64 hex digits, in steps of 8)`,
    );
  }
  return entropyToMnemonic(bytes, list.words);
}

/** The words of a mnemonic, whatever spaces separate them (Japanese uses ideographic spaces). */
export function splitWords(mnemonic: string): string[] {
  return mnemonic
    .normalize('NFKD')
    .trim()
    .split(/[\s\u3000]+/)
    .filter(Boolean);
}

/** The language whose list holds the most of the words (lists share a few words), loading lists as needed; null when none holds any. */
export async function detectLanguage(mnemonic: string, first: Bip39Language = 'english'): Promise<Bip39Language | null> {
  const words = splitWords(mnemonic);
  if (words.length === 0) return null;
  const hits = (list: Wordlist) => words.filter((w) => list.normalised.has(w)).length;
  const preferred = await loadWordlist(first);
  if (hits(preferred) === words.length) return first;
  let best: Bip39Language | null = null;
  let bestHits = 0;
  for (const list of await Promise.all(bip39Languages.map(loadWordlist))) {
    const n = hits(list);
    if (n > bestHits) {
      best = list.language;
      bestHits = n;
    }
  }
  return best;
}

function closestWord(word: string, list: string[]): string | null {
  // BIP39 lists are chosen so the first four letters identify a word.
  const prefix = word.slice(0, 4);
  const candidates = list.filter((w) => w.normalize('NFKD').startsWith(prefix));
  return candidates.length === 1 ? candidates[0]! : null;
}

export type MnemonicCheck = {
  words: number;
  entropyBits: number;
  checksumBits: number;
  entropy: string;
  language: Bip39Language;
};

/** Checks a mnemonic: word count, every word in the list, the checksum. Throws a message naming what is wrong. */
export function checkMnemonic({ mnemonic, list }: { mnemonic: string; list: Wordlist }): MnemonicCheck {
  const words = splitWords(mnemonic);
  if (words.length === 0) throw new Error('Enter the words of a mnemonic, separated by spaces');
  const lang = list.language;
  const unknown = words.findIndex((w) => !list.normalised.has(w));
  if (unknown >= 0) {
    const word = words[unknown]!;
    const guess = closestWord(word, list.words);
    throw new Error(
      `Word ${unknown + 1}, "${word}", is not in the ${bip39LanguageLabels[lang]} list${guess ? ` (did you mean "${guess}"?)` : ''}`,
    );
  }
  if (!(wordCounts as readonly number[]).includes(words.length))
    throw new Error(`${words.length} words: a mnemonic has 12, 15, 18, 21 or 24`);
  let entropy: Uint8Array;
  try {
    entropy = mnemonicToEntropy(joinWords(words, lang), list.words);
  } catch {
    throw new Error('The checksum does not match: a word is wrong or the words are out of order');
  }
  return {
    words: words.length,
    entropyBits: entropy.length * 8,
    checksumBits: words.length / 3,
    entropy: bytesToHex(entropy),
    language: lang,
  };
}

/** The 512-bit seed of a mnemonic and optional passphrase. The words are checked first. */
export async function seedOf({
  mnemonic,
  passphrase = '',
  list,
}: {
  mnemonic: string;
  passphrase?: string;
  list: Wordlist;
}): Promise<Uint8Array> {
  checkMnemonic({ mnemonic, list });
  return mnemonicToSeed(joinWords(splitWords(mnemonic), list.language), passphrase);
}

/** Words joined as BIP39 writes them: Japanese with ideographic spaces. */
export function joinWords(words: string[], language: Bip39Language): string {
  return words.join(language === 'japanese' ? '\u3000' : ' ');
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${bytesToHex(bytes) || '0'}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)]! + out;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/** The BIP32 master private key of a seed, as the xprv string wallets import (mainnet). */
export async function bip32RootKey(seed: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', utf8Bytes('Bitcoin seed'), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  const i = new Uint8Array(await crypto.subtle.sign('HMAC', key, seed as Uint8Array<ArrayBuffer>));
  // version (xprv), depth 0, parent fingerprint 0, child number 0, chain code, 0x00 + private key.
  const payload = concatBytes(hexToBytes('0488ade4'), new Uint8Array(9), i.subarray(32), new Uint8Array(1), i.subarray(0, 32));
  const checksum = (await sha256(await sha256(payload))).subarray(0, 4);
  return base58(concatBytes(payload, checksum));
}
