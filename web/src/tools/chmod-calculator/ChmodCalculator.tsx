import { useMemo, useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { Checkbox, FieldShell, inputClasses, TextInput } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  applyMode,
  chmodCommand,
  MODE_BITS,
  parseLs,
  parseModeText,
  parseUmask,
  permBit,
  S_ISGID,
  S_ISUID,
  S_ISVTX,
  toLs,
  toOctal,
  toShortOctal,
  toSymbolic,
  umaskDefaults,
  type Perm,
  type Who,
} from './mode';

const TOOL_ID = 'chmod-calculator';

const whoRows: { who: Who; label: string }[] = [
  { who: 'u', label: 'Owner' },
  { who: 'g', label: 'Group' },
  { who: 'o', label: 'Others' },
];
const permColumns: { perm: Perm; label: string; value: number }[] = [
  { perm: 'r', label: 'Read', value: 4 },
  { perm: 'w', label: 'Write', value: 2 },
  { perm: 'x', label: 'Execute', value: 1 },
];
const specials = [
  { bit: S_ISUID, label: 'Set user ID (setuid)', hint: 'runs as the file’s owner' },
  { bit: S_ISGID, label: 'Set group ID (setgid)', hint: 'runs as its group; new files in a directory inherit it' },
  { bit: S_ISVTX, label: 'Sticky', hint: 'in a directory, only owners may delete their files' },
];

const isMode = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MODE_BITS;

function startMode(input: string | undefined): number | undefined {
  if (!input) return undefined;
  try {
    return parseModeText(input);
  } catch {
    return undefined;
  }
}

const ChmodCalculator: ToolScreen = ({ initialInput }) => {
  const [mode, setMode] = useToolState('mode', 0o755, { accept: isMode, start: startMode(initialInput) });
  const [path, setPath] = useToolState('path', 'file');
  const [recursive, setRecursive] = useToolState('recursive', false);
  const [change, setChange] = useToolState('change', 'g+w,o-rwx');
  const [umaskText, setUmaskText] = useToolState('umask', '022', { persist: true });

  const toggle = (bit: number, on: boolean) => setMode((m) => (on ? m | bit : m & ~bit));
  const octal = toShortOctal(mode);
  const symbolic = toSymbolic(mode);
  const commands = [chmodCommand(octal, path, recursive), chmodCommand(symbolic, path, recursive)];

  return (
    <div className="flex flex-col gap-5">
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 text-sm font-medium text-fg">Permissions</h2>
          <table className="w-full text-sm">
            <caption className="sr-only">Read, write and execute for owner, group and others</caption>
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="pb-2 text-left font-medium">
                  <span className="sr-only">Who</span>
                </th>
                {permColumns.map((c) => (
                  <th key={c.perm} scope="col" className="pb-2 text-center font-medium">
                    {c.label} <span className="font-mono">({c.value})</span>
                  </th>
                ))}
                <th scope="col" className="pb-2 text-right font-medium">
                  Octal
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {whoRows.map(({ who, label }) => (
                <tr key={who}>
                  <th scope="row" className="py-2 text-left font-medium text-fg">
                    {label}
                  </th>
                  {permColumns.map(({ perm, label: permLabel }) => (
                    <td key={perm} className="py-2 text-center">
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-primary"
                        aria-label={`${label} ${permLabel.toLowerCase()}`}
                        checked={(mode & permBit[who][perm]) !== 0}
                        onChange={(e) => toggle(permBit[who][perm], e.target.checked)}
                      />
                    </td>
                  ))}
                  <td className="py-2 text-right font-mono text-fg">{(mode >> (who === 'u' ? 6 : who === 'g' ? 3 : 0)) & 7}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <fieldset className="mt-4 flex flex-col gap-2 border-t border-border pt-3">
            <legend className="sr-only">Special bits</legend>
            {specials.map(({ bit, label, hint }) => (
              <Checkbox
                key={bit}
                checked={(mode & bit) !== 0}
                onChange={(e) => toggle(bit, e.target.checked)}
                label={
                  <span>
                    {label} <span className="text-xs text-muted">— {hint}</span>
                  </span>
                }
              />
            ))}
          </fieldset>
        </Card>

        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <h2 className="text-sm font-medium text-fg">Notation</h2>
          <NotationField
            label="Octal"
            value={toOctal(mode)}
            hint="3 or 4 digits: 755, 2775"
            parse={(text) => {
              if (!/^[0-7]{1,4}$/.test(text.trim())) throw new Error('Octal modes are 1 to 4 digits from 0 to 7');
              return parseInt(text.trim(), 8);
            }}
            onMode={setMode}
          />
          <NotationField
            label="Symbolic"
            value={symbolic}
            hint="u=rwx,g=rx,o=rx (s and t for the special bits)"
            parse={(text) => applyMode(0, text, { umask: 0 })}
            onMode={setMode}
          />
          <NotationField
            label="ls -l"
            value={toLs(mode, '-')}
            hint="As ls -l prints it: -rwxr-xr-x, drwxrws--T"
            parse={(text) => {
              const parsed = parseLs(text);
              if (parsed === null)
                throw new Error('Write nine characters of r, w, x, s, t or - (a file type letter first is fine)');
              return parsed;
            }}
            onMode={setMode}
          />
        </Card>
      </div>

      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 className="text-sm font-medium text-fg">Command</h2>
        <div className="flex flex-wrap items-end gap-4">
          <TextInput
            label="File or directory"
            value={path}
            onChange={(e) => setPath(e.target.value)}
            wrapperClassName="min-w-48 flex-1"
            className="font-mono"
            spellCheck={false}
          />
          <Checkbox
            label="Recursive (-R)"
            checked={recursive}
            onChange={(e) => setRecursive(e.target.checked)}
            className="pb-2"
          />
        </div>
        <ul className="flex flex-col gap-2">
          {commands.map((command, i) => (
            <li key={command} className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 py-1.5">
              <code className="min-w-0 flex-1 font-mono text-[13px] break-all text-fg">{command}</code>
              <CopyButton
                iconOnly
                variant="ghost"
                label={i === 0 ? 'Copy the octal command' : 'Copy the symbolic command'}
                value={command}
              />
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <SendToButton value={tag('text', commands.join('\n'))} fromToolId={TOOL_ID} />
        </div>
      </Card>

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <ChangeCard mode={mode} change={change} onChange={setChange} umaskText={umaskText} onUse={setMode} />
        <UmaskCard mode={mode} umaskText={umaskText} onUmask={setUmaskText} />
      </div>
    </div>
  );
};

/** A text field for one notation: shows the current mode, takes edits, keeps a bad edit with its message. */
function NotationField({
  label,
  value,
  hint,
  parse,
  onMode,
}: {
  label: string;
  value: string;
  hint: string;
  parse: (text: string) => number;
  onMode: (mode: number) => void;
}) {
  const [draft, setDraft] = useState<{ text: string; error: string | null } | null>(null);
  const shown = draft?.text ?? value;
  return (
    <FieldShell label={label} hint={draft?.error ? undefined : hint} error={draft?.error ?? undefined}>
      {(id, describedBy) => (
        <div className="flex gap-2">
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={draft?.error ? true : undefined}
            className={cn(inputClasses, 'font-mono')}
            value={shown}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => {
              const text = e.target.value;
              try {
                onMode(parse(text));
                setDraft({ text, error: null });
              } catch (err) {
                setDraft({ text, error: (err as Error).message });
              }
            }}
            onBlur={() => {
              if (!draft?.error) setDraft(null);
            }}
          />
          <CopyButton iconOnly label={`Copy ${label}`} value={value} />
        </div>
      )}
    </FieldShell>
  );
}

function ChangeCard({
  mode,
  change,
  onChange,
  umaskText,
  onUse,
}: {
  mode: number;
  change: string;
  onChange: (change: string) => void;
  umaskText: string;
  onUse: (mode: number) => void;
}) {
  const [directory, setDirectory] = useState(false);
  const result = useMemo(() => {
    try {
      const umask = /^[0-7]{1,4}$/.test(umaskText.trim()) ? parseUmask(umaskText) : 0o022;
      return { mode: applyMode(mode, change, { umask, directory }), error: null };
    } catch (err) {
      return { mode: null, error: (err as Error).message };
    }
  }, [mode, change, umaskText, directory]);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-sm font-medium text-fg">Apply a change</h2>
      <p className="text-xs text-muted">
        What <code className="font-mono text-fg">chmod {change || '…'}</code> does to {toShortOctal(mode)}, by GNU chmod’s rules
        (the umask applies to clauses without u, g, o or a).
      </p>
      <TextInput
        label="Change"
        value={change}
        onChange={(e) => onChange(e.target.value)}
        placeholder="u+x,go-w"
        className="font-mono"
        spellCheck={false}
        error={result.error ?? undefined}
      />
      <Checkbox label="It is a directory" checked={directory} onChange={(e) => setDirectory(e.target.checked)} />
      {result.mode !== null && (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2"
          aria-live="polite"
        >
          <p className="font-mono text-sm text-fg">
            <span className="sr-only">Result: </span>
            {toShortOctal(result.mode)} <span className="text-muted">{toLs(result.mode, directory ? 'd' : '-')}</span>
          </p>
          <button type="button" className="text-sm font-medium text-primary hover:underline" onClick={() => onUse(result.mode!)}>
            Use this mode
          </button>
        </div>
      )}
    </Card>
  );
}

function UmaskCard({ mode, umaskText, onUmask }: { mode: number; umaskText: string; onUmask: (text: string) => void }) {
  let parsed: { umask: number; error: null } | { umask: null; error: string };
  try {
    parsed = { umask: parseUmask(umaskText), error: null };
  } catch (err) {
    parsed = { umask: null, error: (err as Error).message };
  }
  const defaults = parsed.umask === null ? null : umaskDefaults(parsed.umask);
  const umaskForMode = (~mode & 0o777).toString(8).padStart(4, '0');
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-sm font-medium text-fg">umask</h2>
      <TextInput
        label="umask"
        value={umaskText}
        onChange={(e) => onUmask(e.target.value)}
        className="font-mono"
        inputMode="numeric"
        error={parsed.error ?? undefined}
      />
      {defaults && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">New files</dt>
          <dd className="font-mono text-fg">
            {toShortOctal(defaults.file)} {toLs(defaults.file, '-')}
          </dd>
          <dt className="text-muted">New directories</dt>
          <dd className="font-mono text-fg">
            {toShortOctal(defaults.directory)} {toLs(defaults.directory, 'd')}
          </dd>
        </dl>
      )}
      <p className="text-xs text-muted">
        The umask that gives new directories {toShortOctal(mode & 0o777)} is{' '}
        <span className="font-mono text-fg">{umaskForMode}</span>.
      </p>
    </Card>
  );
}

export default ChmodCalculator;
