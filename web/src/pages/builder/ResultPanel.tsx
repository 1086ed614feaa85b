import * as Tabs from '@radix-ui/react-tabs';
import { Code2, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/Feedback';
import { CodePane, tabTriggerClasses, type CodeTab } from './CodePane';
import type { BuilderHistoryEntry } from './history';
import { PreviewPane, type Device } from './PreviewPane';
import type { RuntimeError } from './runtime-errors';
import { SiteSummary } from './SiteSummary';

export type ViewMode = 'preview' | 'code';

/**
 * The current result (spec platform.md §2, §4 view mode): summary, then Preview and Code tabs.
 * The preview stays mounted while Code is shown, so the page keeps its state and its errors.
 */
export function ResultPanel({
  entry,
  view,
  onViewChange,
  device,
  onDeviceChange,
  codeTab,
  onCodeTabChange,
  onRuntimeError,
  children,
}: {
  entry: BuilderHistoryEntry;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  device: Device;
  onDeviceChange: (device: Device) => void;
  codeTab: CodeTab;
  onCodeTabChange: (tab: CodeTab) => void;
  onRuntimeError: (error: RuntimeError) => void;
  /** Runtime errors and the refine box, under the tabs. */
  children?: ReactNode;
}) {
  return (
    <section aria-label="Generated website">
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <SiteSummary entry={entry} />
        <Tabs.Root value={view} onValueChange={(v) => onViewChange(v as ViewMode)} className="flex flex-col gap-4">
          <Tabs.List aria-label="View" className="inline-flex w-fit rounded-lg border border-border bg-surface-2 p-1">
            <Tabs.Trigger value="preview" className={tabTriggerClasses}>
              <Eye className="h-4 w-4" aria-hidden />
              Preview
            </Tabs.Trigger>
            <Tabs.Trigger value="code" className={tabTriggerClasses}>
              <Code2 className="h-4 w-4" aria-hidden />
              Code
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="preview" forceMount className="outline-none data-[state=inactive]:hidden">
            <PreviewPane entry={entry} device={device} onDeviceChange={onDeviceChange} onRuntimeError={onRuntimeError} />
          </Tabs.Content>
          <Tabs.Content value="code" className="outline-none">
            <CodePane entry={entry} tab={codeTab} onTabChange={onCodeTabChange} />
          </Tabs.Content>
        </Tabs.Root>
        {children}
      </Card>
    </section>
  );
}
