import * as Tabs from '@radix-ui/react-tabs';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { cn } from '@/lib/cn';
import type { BuilderHistoryEntry } from './history';
import { linkedIndexHtml, SITE_FILES } from './site-zip';
import { formatReceived } from './stage-labels';

export type CodeTab = 'html' | 'css' | 'js';

const codeTabs: { value: CodeTab; label: string; mime: string }[] = [
  { value: 'html', label: 'HTML', mime: 'text/html;charset=utf-8' },
  { value: 'css', label: 'CSS', mime: 'text/css;charset=utf-8' },
  { value: 'js', label: 'JavaScript', mime: 'text/javascript;charset=utf-8' },
];

export const tabTriggerClasses = cn(
  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-fg',
  'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
);

function lineCount(text: string): number {
  return text === '' ? 0 : text.split('\n').length;
}

/** Code: HTML, CSS and JavaScript sub-tabs, each with Copy and Download (spec platform.md §2). */
export function CodePane({ entry, tab, onTabChange }: { entry: BuilderHistoryEntry; tab: CodeTab; onTabChange: (tab: CodeTab) => void }) {
  return (
    <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as CodeTab)} className="flex flex-col gap-3">
      <Tabs.List aria-label="Code files" className="inline-flex w-fit max-w-full rounded-lg border border-border bg-surface-2 p-1">
        {codeTabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className={tabTriggerClasses}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {codeTabs.map((t) => {
        const code = entry[t.value];
        const fileName = SITE_FILES[t.value];
        const content = t.value === 'html' ? () => linkedIndexHtml(code) : code;
        return (
          <Tabs.Content key={t.value} value={t.value} className="outline-none">
            <div className="overflow-hidden rounded-xl border border-border">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface-2 px-3 py-2">
                <p className="text-sm">
                  <span className="font-mono font-medium text-fg">{fileName}</span>
                  <span className="ml-2 text-xs text-muted tabular-nums">
                    {lineCount(code).toLocaleString('en-US')} lines · {formatReceived(new TextEncoder().encode(code).length)}
                  </span>
                </p>
                <div className="flex gap-2">
                  <CopyButton value={code} copiedLabel="Copied!" />
                  <DownloadButton fileName={fileName} content={content} mimeType={t.mime} />
                </div>
              </div>
              <pre
                tabIndex={0}
                aria-label={`${fileName} source`}
                className="max-h-96 overflow-auto bg-surface p-4 font-mono text-[13px] leading-relaxed text-fg"
              >
                <code>{code || `/* ${fileName} is empty */`}</code>
              </pre>
            </div>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
