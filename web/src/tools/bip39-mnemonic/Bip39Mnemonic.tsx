import { Eraser, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { OutputField } from '@/tools/crypto-fields/OutputField';
import { SecretField } from '@/tools/crypto-fields/SecretField';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextArea, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { useToolState } from '@/lib/tool-state/tool-state';
import { bytesToHex } from '../../engines/crypto/encoding';
import type { ToolScreenProps } from '../types';
import {
  bip32RootKey,
  bip39LanguageLabels,
  bip39Languages,
  checkMnemonic,
  detectLanguage,
  entropyToWords,
  generateWords,
  loadWordlist,
  seedOf,
  splitWords,
  wordCounts,
  type Bip39Language,
  type MnemonicCheck,
  type Wordlist,
} from './bip39';

const TOOL_ID = 'bip39-mnemonic';
const isLanguage = (v: unknown): v is Bip39Language => bip39Languages.includes(v as Bip39Language);

function wordsOfEntropy(text: string, list: Wordlist): { mnemonic?: string; draft: { text: string; error: string } | null } {
  try {
    return { mnemonic: entropyToWords({ entropy: text, list }), draft: null };
  } catch (err) {
    return { draft: { text, error: (err as Error).message } };
  }
}

type Derived = { mnemonic: string; passphrase: string; seed: string; rootKey: string };

export default function Bip39Mnemonic(_props: ToolScreenProps) {
  const [language, setLanguage] = useToolState<Bip39Language>('language', 'english', { persist: true, accept: isLanguage });
  const [wordCount, setWordCount] = useToolState('words', '12', { persist: true });
  const [mnemonic, setMnemonic] = useToolState('mnemonic', '', { sensitive: true, label: 'Mnemonic' });
  const [passphrase, setPassphrase] = useToolState('passphrase', '', { sensitive: true, label: 'Passphrase' });
  const [list, setList] = useState<Wordlist | null>(null);
  // Entropy being typed that has no words yet: an error to show, or `pending` until the word list loads.
  const [entropyDraft, setEntropyDraft] = useState<{ text: string; error?: string; pending?: boolean } | null>(null);
  const [derived, setDerived] = useState<Derived | null>(null);
  const pendingEntropy = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    void loadWordlist(language).then((loaded) => {
      if (!current) return;
      setList(loaded);
      const text = pendingEntropy.current;
      pendingEntropy.current = null;
      if (text === null) return;
      const result = wordsOfEntropy(text, loaded);
      setEntropyDraft(result.draft);
      if (result.mnemonic !== undefined) setMnemonic(result.mnemonic);
    });
    return () => {
      current = false;
    };
  }, [language, setMnemonic]);

  const check = useMemo((): { ok: MnemonicCheck } | { error: string } | null => {
    if (!list || list.language !== language || mnemonic.trim() === '') return null;
    try {
      return { ok: checkMnemonic({ mnemonic, list }) };
    } catch (err) {
      return { error: (err as Error).message };
    }
  }, [list, language, mnemonic]);

  // Words of another language: switch to it rather than call every word unknown.
  useEffect(() => {
    if (!check || !('error' in check) || !check.error.startsWith('Word ')) return;
    let current = true;
    void detectLanguage(mnemonic, language).then((found) => {
      if (current && found && found !== language) setLanguage(found);
    });
    return () => {
      current = false;
    };
  }, [check, mnemonic, language, setLanguage]);

  const valid = check && 'ok' in check ? check.ok : null;
  useEffect(() => {
    if (!valid || !list) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void seedOf({ mnemonic, passphrase, list }).then(async (seed) => {
        const rootKey = await bip32RootKey(seed);
        if (current) setDerived({ mnemonic, passphrase, seed: bytesToHex(seed), rootKey });
      });
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [valid, list, mnemonic, passphrase]);
  const shown = derived && valid && derived.mnemonic === mnemonic && derived.passphrase === passphrase ? derived : null;

  function generate() {
    if (!list) return;
    setEntropyDraft(null);
    setMnemonic(generateWords({ words: Number(wordCount), list }));
  }

  function editEntropy(text: string) {
    if (!list || list.language !== language) {
      // Typed before the word list arrived (first visit, slow network): kept, and turned into words when it does.
      pendingEntropy.current = text;
      setEntropyDraft({ text, pending: true });
      return;
    }
    const result = wordsOfEntropy(text, list);
    setEntropyDraft(result.draft);
    if (result.mnemonic !== undefined) setMnemonic(result.mnemonic);
  }

  const words = valid ? splitWords(mnemonic) : [];

  return (
    <div className="flex flex-col gap-5">
      <Alert tone="warning">
        Everything here runs in this page and nothing is sent anywhere, but a web page is no place for the words of a wallet that
        holds real money: use this to learn, test and check, and a hardware wallet for the real thing.
      </Alert>

      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <Select
            label="Language"
            value={language}
            onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
            wrapperClassName="w-52"
          >
            {bip39Languages.map((l) => (
              <option key={l} value={l}>
                {bip39LanguageLabels[l]}
              </option>
            ))}
          </Select>
          <SegmentedControl
            label="Words"
            value={wordCount}
            onChange={setWordCount}
            options={wordCounts.map((n) => ({ value: String(n), label: String(n) }))}
          />
          <Button onClick={generate} disabled={!list}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            Generate
          </Button>
        </div>

        <TextArea
          label="Mnemonic"
          value={mnemonic}
          onChange={(e) => {
            setEntropyDraft(null);
            setMnemonic(e.target.value);
          }}
          placeholder="Generate one, or type or paste 12 to 24 words"
          className="min-h-24 font-mono"
          error={check && 'error' in check ? check.error : undefined}
          hint={
            valid
              ? `Valid: ${valid.words} words, ${valid.entropyBits} bits of entropy and a checksum of ${valid.checksumBits} bits.`
              : 'Checked as you type: every word in the list, and the checksum.'
          }
        />

        {words.length > 0 && (
          <ol aria-label="Words, numbered" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            {words.map((word, i) => (
              <li
                key={i}
                className="flex items-baseline gap-2 rounded-md border border-border bg-surface-2 px-2 py-1.5 font-mono text-sm"
              >
                <span className="w-5 shrink-0 text-right text-xs text-muted">{i + 1}</span>
                <span className="min-w-0 truncate text-fg">{word}</span>
              </li>
            ))}
          </ol>
        )}

        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setMnemonic('');
              setEntropyDraft(null);
            }}
            disabled={mnemonic === ''}
          >
            <Eraser className="h-4 w-4" aria-hidden />
            Clear
          </Button>
        </div>
      </Card>

      <Card className="grid gap-4 p-4 sm:p-5 lg:grid-cols-2">
        <TextInput
          label="Entropy (hex)"
          value={entropyDraft?.text ?? valid?.entropy ?? ''}
          onChange={(e) => editEntropy(e.target.value)}
          placeholder="32 to 64 hex digits"
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-[13px]"
          error={entropyDraft?.error}
          hint="Type entropy to get its words; the last word carries the checksum."
          wrapperClassName="lg:col-span-2"
        />
        <SecretField
          label="Passphrase (optional)"
          value={passphrase}
          onChange={setPassphrase}
          hint='The "25th word": another passphrase gives another seed and another wallet.'
          wrapperClassName="lg:col-span-2"
        />
        <OutputField
          label="Seed (hex)"
          value={shown?.seed ?? ''}
          fromToolId={TOOL_ID}
          rows={3}
          placeholder="The seed of a valid mnemonic appears here."
          hint="512 bits: PBKDF2-HMAC-SHA512, 2048 rounds, salt “mnemonic” + passphrase."
        />
        <OutputField
          label="BIP32 root key"
          value={shown?.rootKey ?? ''}
          fromToolId={TOOL_ID}
          rows={3}
          placeholder="xprv…"
          hint="The master private key (Bitcoin mainnet xprv) that wallets derive every account from."
        />
      </Card>
    </div>
  );
}
