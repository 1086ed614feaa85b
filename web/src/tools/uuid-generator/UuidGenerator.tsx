import { RefreshCw, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { v4, validate } from 'uuid';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, Select, TextInput } from '@/components/Field';
import { readStored } from '@/lib/storage';
import { useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  DEFAULT_NAME,
  MAX_COUNT,
  MIN_COUNT,
  clampCount,
  downloadFileName,
  formatLabels,
  generateUuids,
  isNameBased,
  namespacePresets,
  uuidFormats,
  uuidVersions,
  versionLabels,
  type GenerateOptions,
  type UuidFormat,
  type UuidVersion,
} from './uuid';

type Result = { uuids: string[]; error: string | null };

function tryGenerate(options: GenerateOptions): Result {
  try {
    return { uuids: generateUuids(options), error: null };
  } catch (err) {
    // 'Invalid UUID' for a bad namespace; the uuid package's own messages (no crypto, v1 overflow) otherwise.
    return { uuids: [], error: err instanceof Error ? err.message : String(err) };
  }
}

const isVersion = (value: unknown): value is UuidVersion => uuidVersions.includes(value as UuidVersion);
const isFormat = (value: unknown): value is UuidFormat => uuidFormats.includes(value as UuidFormat);

const UuidGenerator: ToolScreen = ({ initialInput }) => {
  const pasted = initialInput?.trim();
  const pastedNamespace = pasted && validate(pasted) ? pasted : undefined;

  // The choices survive a reload (uuid-generator:<name>) and go in Share links; the UUIDs do not (a
  // random one is made anew), except that name-based ones are the same for the same namespace and name.
  // A pasted UUID is most useful as the namespace of a name-based UUID.
  const [storedVersion, setVersion] = useToolState<UuidVersion>('version', 'v4', {
    persist: true,
    accept: isVersion,
    start: pastedNamespace ? 'v5' : undefined,
  });
  const [storedFormat, setFormat] = useToolState<UuidFormat>('format', 'standard', { persist: true, accept: isFormat });
  const [count, setCount] = useToolState('count', 1, { persist: true });
  const [uppercase, setUppercase] = useToolState('uppercase', false, { persist: true });
  const [name, setName] = useToolState('name', DEFAULT_NAME, { persist: true });
  // The first namespace is a random v4 (spec tools.md §5), kept so name-based results survive a reload.
  // It is where the field starts, not its default: a link must carry whichever namespace it was.
  const [firstNamespace] = useState(() => pastedNamespace ?? readStored('uuid-generator:namespace', v4()));
  const [namespace, setNamespace] = useToolState('namespace', '', { persist: true, start: firstNamespace });
  const version = isVersion(storedVersion) ? storedVersion : 'v4';
  const format = isFormat(storedFormat) ? storedFormat : 'standard';
  useShareNote(isNameBased(version) ? null : 'The UUIDs are not in the link: it opens with these settings and makes new ones.');
  const [countText, setCountText] = useState(String(clampCount(count)));

  const current: GenerateOptions = { version, format, uppercase, count: countText, namespace, name };
  const [result, setResult] = useState<Result>(() => tryGenerate(current));

  // Version, format and case regenerate at once (spec tools.md §2); so do namespace and name, whose
  // results are deterministic and best seen while typing.
  function regenerate(changes: GenerateOptions = {}) {
    const options = { ...current, ...changes };
    const clamped = clampCount(options.count ?? MIN_COUNT);
    setCountText(String(clamped));
    setCount(clamped);
    setResult(tryGenerate({ ...options, count: clamped }));
  }

  function changeVersion(next: UuidVersion) {
    setVersion(next);
    regenerate({ version: next });
  }

  function changeNamespace(next: string) {
    setNamespace(next);
    regenerate({ namespace: next });
  }

  const nameBased = isNameBased(version);
  const all = result.uuids.join('\n');

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Select label="Version" value={version} onChange={(e) => isVersion(e.target.value) && changeVersion(e.target.value)}>
            {uuidVersions.map((v) => (
              <option key={v} value={v}>
                {versionLabels[v]}
              </option>
            ))}
          </Select>
          <Select
            label="Format"
            value={format}
            onChange={(e) => {
              const next = e.target.value as UuidFormat;
              setFormat(next);
              regenerate({ format: next });
            }}
          >
            {uuidFormats.map((f) => (
              <option key={f} value={f}>
                {formatLabels[f]}
              </option>
            ))}
          </Select>
          <TextInput
            label="Count"
            type="number"
            inputMode="numeric"
            min={MIN_COUNT}
            max={MAX_COUNT}
            value={countText}
            hint={
              nameBased
                ? `${MIN_COUNT} to ${MAX_COUNT}. The same namespace and name always give the same UUID.`
                : `${MIN_COUNT} to ${MAX_COUNT}`
            }
            onChange={(e) => setCountText(e.target.value)}
            onBlur={() => {
              const clamped = clampCount(countText);
              setCountText(String(clamped));
              setCount(clamped);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') regenerate();
            }}
          />
          {/* Level with the inputs: their label (20 px) and gap (6 px) sit above a 40 px control. */}
          <div className="flex items-center sm:mt-[26px] sm:h-10">
            <Checkbox
              label="Uppercase"
              checked={uppercase}
              onChange={(e) => {
                setUppercase(e.target.checked);
                regenerate({ uppercase: e.target.checked });
              }}
            />
          </div>
        </div>

        {nameBased && (
          <div className="grid gap-4 border-t border-border pt-4 lg:grid-cols-2">
            <div className="flex flex-col gap-2">
              <TextInput
                label="Namespace UUID"
                value={namespace}
                spellCheck={false}
                className="font-mono"
                aria-invalid={validate(namespace.trim()) ? undefined : true}
                onChange={(e) => changeNamespace(e.target.value)}
              />
              <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Namespace presets">
                {(Object.keys(namespacePresets) as (keyof typeof namespacePresets)[]).map((preset) => (
                  <Button
                    key={preset}
                    variant={namespace.trim().toLowerCase() === namespacePresets[preset] ? 'secondary' : 'outline'}
                    size="sm"
                    aria-pressed={namespace.trim().toLowerCase() === namespacePresets[preset]}
                    onClick={() => changeNamespace(namespacePresets[preset])}
                  >
                    {preset}
                  </Button>
                ))}
                <Button variant="ghost" size="sm" onClick={() => changeNamespace(v4())}>
                  <Shuffle className="h-4 w-4" aria-hidden />
                  Random
                </Button>
              </div>
            </div>
            <TextInput
              label="Name"
              value={name}
              spellCheck={false}
              hint={version === 'v3' ? 'Hashed with MD5 inside the namespace.' : 'Hashed with SHA-1 inside the namespace.'}
              onChange={(e) => {
                setName(e.target.value);
                regenerate({ name: e.target.value });
              }}
            />
          </div>
        )}

        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
          <Button onClick={() => regenerate()}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            Generate
          </Button>
          <CopyButton value={all} label="Copy All" size="md" disabled={all === ''} />
          <SendToButton value={all === '' ? null : tag('text', all)} fromToolId="uuid-generator" size="md" />
          <DownloadButton
            fileName={downloadFileName({ version, format })}
            content={() => `${all}\n`}
            size="md"
            disabled={all === ''}
          />
        </div>
      </Card>

      {result.error && <Alert tone="error">{result.error}</Alert>}

      {result.uuids.length > 0 && (
        <Card className="overflow-hidden">
          <div className="flex items-center justify-between border-b border-border px-4 py-2 text-sm text-muted">
            <span>
              {result.uuids.length} {result.uuids.length === 1 ? 'UUID' : 'UUIDs'} · {versionLabels[version]}
            </span>
          </div>
          <ol aria-label="Generated UUIDs" className="max-h-[28rem] divide-y divide-border overflow-y-auto">
            {result.uuids.map((id, i) => (
              <li key={`${i}-${id}`} className="flex items-center gap-2 px-3 py-1.5 hover:bg-surface-2 sm:gap-3 sm:px-4">
                <span className="hidden w-7 shrink-0 text-right text-xs tabular-nums text-muted sm:block" aria-hidden>
                  {i + 1}
                </span>
                <code className="min-w-0 flex-1 break-all font-mono text-xs text-fg sm:text-sm">{id}</code>
                <CopyButton
                  value={id}
                  iconOnly
                  variant="ghost"
                  label={`Copy UUID ${i + 1}`}
                  copiedLabel={`Copied UUID ${i + 1}`}
                />
              </li>
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
};

export default UuidGenerator;
