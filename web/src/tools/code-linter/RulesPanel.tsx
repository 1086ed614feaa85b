import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/Button';
import { sourceLanguageLabels } from '@/engines/code/languages';
import { cn } from '@/lib/cn';
import {
  appliesTo,
  definitionOf,
  engineRuleLabel,
  severities,
  type LintLanguage,
  type LintRule,
  type RuleOverrides,
  type Severity,
} from './rules';

type RulesPanelProps = {
  rules: readonly LintRule[];
  language: LintLanguage;
  overrides: RuleOverrides;
  onChange: (overrides: RuleOverrides) => void;
};

/** Each rule: on or off, its severity, and what checks it in the chosen language (kept in localStorage). */
export function RulesPanel({ rules, language, overrides, onChange }: RulesPanelProps) {
  const set = (id: string, change: { enabled?: boolean; severity?: Severity }) =>
    onChange({ ...overrides, [id]: { ...overrides[id], ...change } });
  const engine = language === 'python' ? 'Ruff' : language === 'java' ? 'our tree-sitter checks' : 'ESLint';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {sourceLanguageLabels[language]} is checked by {engine}. Rules without a {sourceLanguageLabels[language]} equivalent are
          skipped.
        </p>
        <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={Object.keys(overrides).length === 0}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          Reset rules
        </Button>
      </div>
      <ul
        aria-label="Rules"
        className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
      >
        {rules.map((rule) => {
          const definition = definitionOf(rule.id)!;
          const applies = appliesTo(definition, language);
          return (
            <li
              key={rule.id}
              className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5', !applies && 'bg-surface-2/60')}
            >
              <label className="flex min-w-0 flex-1 basis-64 cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0 rounded border-border accent-primary"
                  checked={rule.enabled}
                  onChange={(e) => set(rule.id, { enabled: e.target.checked })}
                  aria-describedby={`rule-${rule.id}-detail`}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-fg">
                    {rule.name} <span className="font-mono text-xs font-normal text-muted">{rule.id}</span>
                  </span>
                  <span id={`rule-${rule.id}-detail`} className="block text-xs text-muted">
                    {rule.description} <span className="italic">{rule.category}.</span> {engineRuleLabel(definition, language)}.
                  </span>
                </span>
              </label>
              <label className="flex items-center gap-2 text-xs text-muted">
                <span className="sr-only">Severity of {rule.name}</span>
                <select
                  className="h-8 rounded-md border border-border bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring"
                  value={rule.severity}
                  onChange={(e) => set(rule.id, { severity: e.target.value as Severity })}
                  disabled={!rule.enabled}
                >
                  {severities.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
