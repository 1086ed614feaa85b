import { CheckCircle2, FileText, Fingerprint, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Checkbox, Select, TextArea, TextInput } from '@/components/Field';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import {
  findMatchingDigest,
  formatDigest,
  hashAlgorithms,
  parseHmacKey,
  type DigestEncoding,
  type Digests,
  type HashAlgorithm,
  type KeyEncoding,
} from './hash';
import { createHashRunner, type HashJob, type HashOutcome, type HashRunner } from './hash-runner';

type SourceKind = 'text' | 'file';
type Result = { job: HashJob; outcome: HashOutcome };

const allAlgorithms = hashAlgorithms.map((a) => a.id);
/** Typing pauses this long before text is hashed again. */
const TEXT_DEBOUNCE_MS = 120;

const isSourceKind = (value: unknown): value is SourceKind => value === 'text' || value === 'file';
const isAlgorithmList = (value: unknown): value is HashAlgorithm[] =>
  Array.isArray(value) && value.every((a) => allAlgorithms.includes(a as HashAlgorithm));
const isDigestEncoding = (value: unknown): value is DigestEncoding => value === 'hex' || value === 'base64';
const isKeyEncoding = (value: unknown): value is KeyEncoding => value === 'utf8' || value === 'hex' || value === 'base64';

export default function HashGenerator({ initialInput }: { initialInput?: string }) {
  // Share links carry the text, the choices and the hash to compare with; the HMAC key only when asked. A file stays here.
  const [kind, setKind] = useToolState<SourceKind>('source', 'text', { accept: isSourceKind });
  const [text, setText] = useToolState('text', '', { start: initialInput });
  const [file, setFile] = useState<File | null>(null);
  const [algorithms, setAlgorithms] = useToolState<HashAlgorithm[]>('algorithms', allAlgorithms, {
    persist: true,
    accept: isAlgorithmList,
  });
  const [uppercase, setUppercase] = useToolState('uppercase', false, { persist: true });
  const [encoding, setEncoding] = useToolState<DigestEncoding>('encoding', 'hex', { persist: true, accept: isDigestEncoding });
  const [hmacOn, setHmacOn] = useToolState('hmac', false);
  const [hmacKey, setHmacKey] = useToolState('hmacKey', '', { sensitive: true, label: 'HMAC key' });
  const [keyEncoding, setKeyEncoding] = useToolState<KeyEncoding>('keyEncoding', 'utf8', { accept: isKeyEncoding });
  const [expected, setExpected] = useToolState('expected', '');
  useShareNote(kind === 'file' && file ? 'The file is not in the link: whoever opens it chooses the file again.' : null);
  const [result, setResult] = useState<Result | null>(null);
  const [progress, setProgress] = useState<{ job: HashJob; bytes: number; total: number } | null>(null);
  const runnerRef = useRef<HashRunner | null>(null);

  useEffect(() => {
    const runner = createHashRunner();
    runnerRef.current = runner;
    return () => runner.dispose();
  }, []);

  const keyState = useMemo(() => {
    if (!hmacOn) return { bytes: null, error: null };
    try {
      return { bytes: parseHmacKey({ key: hmacKey, encoding: keyEncoding }), error: null };
    } catch (err) {
      return { bytes: null, error: (err as Error).message };
    }
  }, [hmacOn, hmacKey, keyEncoding]);

  const selected = useMemo(() => allAlgorithms.filter((a) => algorithms.includes(a)), [algorithms]);
  // One object per distinct input: results and progress carry it, so a stale one is never shown as current.
  const job = useMemo<HashJob | null>(() => {
    const source =
      kind === 'text'
        ? text === ''
          ? null
          : ({ kind: 'text', text } as const)
        : file
          ? ({ kind: 'file', file } as const)
          : null;
    if (!source || selected.length === 0 || keyState.error) return null;
    return { source, algorithms: selected, hmacKey: keyState.bytes };
  }, [kind, text, file, selected, keyState]);

  useEffect(() => {
    if (!job) return;
    const run = () =>
      runnerRef.current
        ?.run(job, (bytes, total) => setProgress({ job, bytes, total }))
        .then((outcome) => outcome.status !== 'cancelled' && setResult({ job, outcome }));
    // Text is re-hashed as it is typed (after a short pause); a file starts at once.
    const timer = window.setTimeout(run, job.source.kind === 'text' ? TEXT_DEBOUNCE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [job]);

  const noInput = kind === 'text' ? text === '' : !file;
  const current = job && result?.job === job ? result.outcome : null;
  const hashing = job !== null && !current;
  const digests: Digests = current?.status === 'done' ? current.digests : {};
  const match = findMatchingDigest({ expected, digests });
  const fileProgress = kind === 'file' && hashing && progress?.job === job ? progress : null;

  function toggleAlgorithm(id: HashAlgorithm, on: boolean) {
    setAlgorithms((list) => (on ? [...list, id] : list.filter((a) => a !== id)));
  }

  function cancelFile() {
    runnerRef.current?.cancel();
    setFile(null);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
          <SegmentedControl
            label="Input"
            value={kind}
            onChange={setKind}
            options={[
              { value: 'text', label: 'Text' },
              { value: 'file', label: 'File' },
            ]}
          />
          {kind === 'text' ? (
            <TextArea
              label="Text to hash"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Type or paste text. It is hashed as UTF-8."
              className="min-h-48"
            />
          ) : (
            <FileDrop onFile={setFile} hint="Drop the file to hash it">
              <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-border bg-surface-2/50 p-6 text-center">
                {file ? (
                  <>
                    <FileText className="h-8 w-8 text-primary" aria-hidden />
                    <div className="max-w-full">
                      <p className="font-medium break-all text-fg">{file.name}</p>
                      <p className="text-sm text-muted">{formatBytes(file.size)}</p>
                    </div>
                    {fileProgress && <ProgressBar bytes={fileProgress.bytes} total={fileProgress.total} />}
                    {hashing && !fileProgress && <Spinner className="h-5 w-5 text-primary" label="Hashing" />}
                    <div className="flex flex-wrap justify-center gap-2">
                      {hashing ? (
                        <Button variant="outline" size="sm" onClick={cancelFile}>
                          <X className="h-4 w-4" aria-hidden />
                          Cancel
                        </Button>
                      ) : (
                        <FilePicker label="Choose another file" onFile={setFile} />
                      )}
                    </div>
                  </>
                ) : (
                  <>
                    <FileText className="h-8 w-8 text-muted" aria-hidden />
                    <p className="text-sm text-muted">
                      Drop a file here, any size. It is read in chunks and never leaves your browser.
                    </p>
                    <FilePicker label="Choose a file" onFile={setFile} variant="primary" size="md" />
                  </>
                )}
              </div>
            </FileDrop>
          )}
        </Card>

        <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg">Algorithms</legend>
            <div className="grid grid-cols-2 gap-2">
              {hashAlgorithms.map(({ id, label }) => (
                <Checkbox
                  key={id}
                  label={label}
                  checked={algorithms.includes(id)}
                  onChange={(e) => toggleAlgorithm(id, e.target.checked)}
                />
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <SegmentedControl
              label="Output"
              value={encoding}
              onChange={setEncoding}
              options={[
                { value: 'hex', label: 'Hex' },
                { value: 'base64', label: 'Base64' },
              ]}
            />
            <Checkbox
              label="Uppercase"
              checked={uppercase}
              disabled={encoding !== 'hex'}
              onChange={(e) => setUppercase(e.target.checked)}
              className="mb-2"
            />
          </div>
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            <Checkbox label="HMAC (keyed hash)" checked={hmacOn} onChange={(e) => setHmacOn(e.target.checked)} />
            {hmacOn && (
              <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
                <TextInput
                  label="HMAC key"
                  value={hmacKey}
                  onChange={(e) => setHmacKey(e.target.value)}
                  className="font-mono"
                  autoComplete="off"
                  spellCheck={false}
                  error={keyState.error ?? undefined}
                />
                <Select
                  label="Key format"
                  value={keyEncoding}
                  onChange={(e) => isKeyEncoding(e.target.value) && setKeyEncoding(e.target.value)}
                >
                  <option value="utf8">Text (UTF-8)</option>
                  <option value="hex">Hex</option>
                  <option value="base64">Base64</option>
                </Select>
              </div>
            )}
          </div>
        </Card>
      </div>

      <Card className="p-4 sm:p-5">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Fingerprint className="h-4 w-4 text-primary" aria-hidden />
            {hmacOn ? 'HMACs' : 'Hashes'}
          </h2>
          <span role="status" className="ml-auto text-xs text-muted">
            {hashing ? (
              <span className="inline-flex items-center gap-1.5">
                <Spinner className="h-3.5 w-3.5" label="Hashing" /> Hashing…
              </span>
            ) : current?.status === 'done' ? (
              `${formatBytes(current.bytes)} in ${current.elapsedMs < 1 ? '<1' : Math.round(current.elapsedMs)} ms`
            ) : null}
          </span>
        </div>
        {current?.status === 'error' && <Alert tone="error">{current.message}</Alert>}
        {selected.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">Choose at least one algorithm.</p>
        ) : noInput ? (
          <p className="py-6 text-center text-sm text-muted">
            {kind === 'text' ? 'Type some text to see its hashes.' : 'Choose a file to see its hashes.'}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {hashAlgorithms
              .filter(({ id }) => selected.includes(id))
              .map(({ id, label, weak }) => {
                const bytes = digests[id];
                const value = bytes ? formatDigest({ bytes, encoding, uppercase }) : '';
                const name = hmacOn ? `HMAC-${label}` : label;
                return (
                  <li key={id} className={cn('flex items-start gap-3 py-3', match === id && 'rounded-lg bg-success/10 px-2')}>
                    <div className="min-w-0 flex-1">
                      <p className="mb-1 flex flex-wrap items-center gap-2 text-xs font-semibold text-fg">
                        {name}
                        {weak && !hmacOn && (
                          <span
                            className="rounded-full border border-warning/50 px-2 py-0.5 text-[11px] font-medium text-fg"
                            title="Fine for checksums, unsafe for signatures or passwords"
                          >
                            not collision-resistant
                          </span>
                        )}
                        {match === id && (
                          <span className="inline-flex items-center gap-1 text-fg">
                            <CheckCircle2 className="h-3.5 w-3.5 text-success" aria-hidden /> Matches
                          </span>
                        )}
                      </p>
                      <p
                        className={cn('font-mono text-[13px] break-all', value ? 'text-fg' : 'text-muted')}
                        aria-label={`${name} digest`}
                      >
                        {value || (hashing ? '…' : '—')}
                      </p>
                    </div>
                    <SendToButton
                      iconOnly
                      variant="ghost"
                      label={`Send ${name} to…`}
                      value={value ? tag('text', value) : null}
                      fromToolId="hash-generator"
                    />
                    <CopyButton iconOnly variant="ghost" label={`Copy ${name}`} value={value} disabled={!value} />
                  </li>
                );
              })}
          </ul>
        )}
        <div className="mt-4 border-t border-border pt-4">
          <TextInput
            label="Compare with a hash"
            placeholder="Paste an expected hash (hex or base64) to check it"
            value={expected}
            onChange={(e) => setExpected(e.target.value)}
            className="font-mono"
            spellCheck={false}
            hint={
              expected.trim() === '' || !current || current.status !== 'done' ? undefined : match ? (
                <span className="font-medium text-success">Matches {hashAlgorithms.find((a) => a.id === match)?.label}.</span>
              ) : (
                <span className="font-medium text-danger">Does not match any hash above.</span>
              )
            }
          />
        </div>
      </Card>
    </div>
  );
}

function ProgressBar({ bytes, total }: { bytes: number; total: number }) {
  const percent = total === 0 ? 100 : Math.floor((bytes / total) * 100);
  return (
    <div className="w-full max-w-sm">
      <div className="mb-1 flex justify-between text-xs text-muted">
        <span>Hashing…</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Hashing progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
