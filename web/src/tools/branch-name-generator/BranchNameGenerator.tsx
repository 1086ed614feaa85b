import { GitBranch, History, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, Select, TextInput } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { useStoredState } from '@/lib/use-stored-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  branchPresets,
  branchSeparators,
  branchTypes,
  caseStyles,
  clampMaxLength,
  DEFAULT_MAX_LENGTH,
  defaultBranchSettings,
  generateBranchName,
  INITIALS_MAX,
  MAX_LENGTH_MAX,
  MAX_LENGTH_MIN,
  type BranchPreset,
  type BranchSeparator,
  type BranchType,
  type CaseStyle,
} from './branch-name';

/** Spec tools.md §9: the 10 most recent names are kept. */
const RECENT_MAX = 10;

const separatorLabels: Record<BranchSeparator, string> = { '/': '/  slash', '-': '-  hyphen', _: '_  underscore' };
const caseLabels: Record<CaseStyle, string> = { kebab: 'kebab-case', camel: 'camelCase', snake: 'snake_case' };

/** A stored option that must be one of a list falls back to the default when storage holds something else. */
function oneOf<T>(list: readonly T[], value: T, fallback: T): T {
  return list.includes(value) ? value : fallback;
}

const BranchNameGenerator: ToolScreen = ({ initialInput }) => {
  // The settings survive a reload (branch-name-generator:<name>); with the ticket and description they
  // go in Share links. The recent names are this browser's own history, never shared.
  const [storedType, setType] = useToolState<BranchType>('type', defaultBranchSettings.type, { persist: true });
  const [storedSeparator, setSeparator] = useToolState<BranchSeparator>('separator', defaultBranchSettings.separator, {
    persist: true,
  });
  const [storedCase, setCaseStyle] = useToolState<CaseStyle>('caseStyle', defaultBranchSettings.caseStyle, { persist: true });
  const [prefix, setPrefix] = useToolState('prefix', '', { persist: true });
  const [ticket, setTicket] = useToolState('ticket', '');
  const [storedMax, setMaxLength] = useToolState('maxLength', DEFAULT_MAX_LENGTH, { persist: true });
  const [includeDate, setIncludeDate] = useToolState('includeDate', false, { persist: true });
  const [includeAuthor, setIncludeAuthor] = useToolState('includeAuthor', false, { persist: true });
  const [authorInitials, setAuthorInitials] = useToolState('authorInitials', '', { persist: true });
  const [recent, setRecent] = useStoredState<string[]>('branch-name-generator:recent', []);
  const [description, setDescription] = useToolState('description', '', { start: initialInput });
  const [maxText, setMaxText] = useState<string | null>(null);
  const [maxMessage, setMaxMessage] = useState<string | null>(null);
  // Generate shows the name; after that it follows the settings as they change. A link's or a handed-over
  // description shows its name at once.
  const [shown, setShown] = useState(() => description.trim() !== '');

  const type = oneOf(branchTypes, storedType, defaultBranchSettings.type);
  const separator = oneOf(branchSeparators, storedSeparator, defaultBranchSettings.separator);
  const caseStyle = oneOf(caseStyles, storedCase, defaultBranchSettings.caseStyle);
  const maxLength = clampMaxLength(storedMax).value;
  const recentNames = Array.isArray(recent) ? recent.filter((n) => typeof n === 'string') : [];

  const settings = { type, separator, caseStyle, prefix, ticket, maxLength, includeDate, includeAuthor, authorInitials };
  const outcome = useMemo(() => {
    if (!shown) return null;
    try {
      return { result: generateBranchName({ ...settings, description }), error: null };
    } catch (err) {
      return { result: null, error: err instanceof Error ? err.message : String(err) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, type, separator, caseStyle, prefix, ticket, maxLength, includeDate, includeAuthor, authorInitials, description]);

  const activePreset = (Object.keys(branchPresets) as BranchPreset[]).find((key) => {
    const preset = branchPresets[key];
    return (
      preset.maxLength === maxLength &&
      preset.separator === separator &&
      preset.caseStyle === caseStyle &&
      preset.includeAuthor === includeAuthor
    );
  });

  function applyPreset(key: BranchPreset) {
    const preset = branchPresets[key];
    setMaxLength(preset.maxLength);
    setMaxText(null);
    setMaxMessage(null);
    setSeparator(preset.separator);
    setCaseStyle(preset.caseStyle);
    setIncludeAuthor(preset.includeAuthor);
  }

  function commitMaxLength() {
    if (maxText === null) return;
    const { value, message } = clampMaxLength(maxText);
    setMaxLength(value);
    setMaxText(null);
    setMaxMessage(message);
  }

  function generate() {
    commitMaxLength();
    // Spec tools.md §5: ignored when the description is empty.
    if (!description.trim()) return;
    setShown(true);
    let name: string | null = null;
    try {
      name =
        generateBranchName({ ...settings, maxLength: maxText === null ? maxLength : clampMaxLength(maxText).value, description })
          ?.name ?? null;
    } catch {
      // The message is shown from the live outcome.
    }
    if (name) {
      const added = name;
      setRecent((list) => [added, ...(Array.isArray(list) ? list : []).filter((n) => n !== added)].slice(0, RECENT_MAX));
    }
  }

  const result = outcome?.result ?? null;

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Presets">
          <span className="mr-1 text-sm font-medium text-fg">Presets</span>
          {(Object.keys(branchPresets) as BranchPreset[]).map((key) => (
            <Button
              key={key}
              variant={activePreset === key ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={activePreset === key}
              onClick={() => applyPreset(key)}
            >
              {branchPresets[key].label}
            </Button>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select label="Type" value={type} onChange={(e) => setType(e.target.value as BranchType)}>
            {branchTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
          <Select label="Separator" value={separator} onChange={(e) => setSeparator(e.target.value as BranchSeparator)}>
            {branchSeparators.map((s) => (
              <option key={s} value={s}>
                {separatorLabels[s]}
              </option>
            ))}
          </Select>
          <Select label="Case style" value={caseStyle} onChange={(e) => setCaseStyle(e.target.value as CaseStyle)}>
            {caseStyles.map((c) => (
              <option key={c} value={c}>
                {caseLabels[c]}
              </option>
            ))}
          </Select>
          <TextInput
            label="Prefix"
            value={prefix}
            onChange={(e) => setPrefix(e.target.value)}
            placeholder="e.g. team-a"
            spellCheck={false}
          />
          <TextInput
            label="Ticket number"
            value={ticket}
            onChange={(e) => setTicket(e.target.value)}
            placeholder="e.g. PROJ-123 or 42"
            spellCheck={false}
          />
          <TextInput
            label="Max length"
            type="number"
            inputMode="numeric"
            min={MAX_LENGTH_MIN}
            max={MAX_LENGTH_MAX}
            value={maxText ?? String(maxLength)}
            onChange={(e) => {
              setMaxText(e.target.value);
              setMaxMessage(null);
            }}
            onBlur={commitMaxLength}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitMaxLength();
            }}
            hint={maxMessage ? undefined : `${MAX_LENGTH_MIN} to ${MAX_LENGTH_MAX} characters`}
            error={maxMessage}
          />
        </div>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <Checkbox
            label="Include date (ISO)"
            checked={includeDate}
            onChange={(e) => setIncludeDate(e.target.checked)}
            className="pb-2.5"
          />
          <Checkbox
            label="Include author"
            checked={includeAuthor}
            onChange={(e) => setIncludeAuthor(e.target.checked)}
            className="pb-2.5"
          />
          <TextInput
            label="Author initials"
            value={authorInitials}
            onChange={(e) => setAuthorInitials(e.target.value)}
            maxLength={INITIALS_MAX}
            disabled={!includeAuthor}
            placeholder="e.g. AL"
            wrapperClassName="w-36"
            spellCheck={false}
          />
        </div>
      </Card>

      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <TextInput
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="e.g. Add OAuth login for GitHub users"
          wrapperClassName="flex-1"
        />
        <Button type="submit" className="sm:w-auto">
          <Sparkles className="h-4 w-4" aria-hidden />
          Generate
        </Button>
      </form>

      {outcome?.error && <Alert tone="error">{outcome.error}</Alert>}

      {result ? (
        <section
          aria-labelledby="branch-output-title"
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm"
        >
          <div className="flex flex-col gap-2">
            <h2 id="branch-output-title" className="text-sm font-medium text-fg">
              Branch name
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <code
                data-testid="branch-name"
                className="min-w-0 flex-1 break-all rounded-lg bg-surface-2 px-3 py-2.5 font-mono text-base font-semibold text-fg"
              >
                {result.name}
              </code>
              <SendToButton value={tag('text', result.name)} fromToolId="branch-name-generator" />
              <CopyButton value={result.name} />
            </div>
            <p className="text-xs text-muted">
              {result.name.length} of {maxLength} characters
              {result.trimmed && ' · words of the description were left out to fit the max length'}
            </p>
          </div>
          {result.alternatives.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 id="branch-alternatives-title" className="text-sm font-medium text-fg">
                Alternatives
              </h3>
              <ul aria-labelledby="branch-alternatives-title" className="flex flex-col gap-1.5">
                {result.alternatives.map((name) => (
                  <li key={name} className="flex items-center gap-2">
                    <code className="min-w-0 flex-1 break-all rounded-md border border-border px-3 py-1.5 font-mono text-sm text-fg">
                      {name}
                    </code>
                    <CopyButton value={name} iconOnly label={`Copy ${name}`} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      ) : (
        !outcome?.error && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
            <GitBranch className="h-8 w-8 text-muted" aria-hidden />
            <p className="max-w-md text-sm text-muted">
              Describe the change and press Generate: the name and four alternatives appear here, each one a valid git branch
              name.
            </p>
          </div>
        )
      )}

      <section aria-labelledby="branch-recent-title" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="branch-recent-title" className="flex items-center gap-2 text-sm font-medium text-fg">
            <History className="h-4 w-4 text-muted" aria-hidden />
            Recent
          </h2>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setRecent([])} disabled={recentNames.length === 0}>
              Clear
            </Button>
            <DownloadButton
              fileName="branch-names.txt"
              content={() => `${recentNames.join('\n')}\n`}
              label="Export"
              disabled={recentNames.length === 0}
            />
          </div>
        </div>
        {recentNames.length === 0 ? (
          <p className="text-sm text-muted">Names you generate are kept here (the last {RECENT_MAX}).</p>
        ) : (
          <ul
            aria-labelledby="branch-recent-title"
            className={cn('flex flex-col divide-y divide-border rounded-lg border border-border bg-surface')}
          >
            {recentNames.map((name) => (
              <li key={name} className="flex items-center gap-2 px-3 py-1.5">
                <code className="min-w-0 flex-1 break-all font-mono text-sm text-fg">{name}</code>
                <CopyButton value={name} iconOnly label={`Copy ${name}`} variant="ghost" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};

export default BranchNameGenerator;
