import type { BuilderStage } from '@common/builder';

// What the progress line says while the site is written ('Writing CSS… 12.4 KB').

const stageLabels: Record<BuilderStage, string> = {
  waiting: 'Waiting for the AI…',
  html: 'Writing HTML…',
  css: 'Writing CSS…',
  js: 'Writing JavaScript…',
  details: 'Adding name and features…',
  retrying: 'The reply was not valid JSON. Trying once more…',
};

export function stageLabel(stage: BuilderStage): string {
  return stageLabels[stage] ?? stageLabels.waiting;
}

/** The steps shown as a row of milestones; 'waiting' and 'retrying' are not steps of their own. */
export const stageSteps = [
  { stage: 'html', label: 'HTML', short: 'HTML' },
  { stage: 'css', label: 'CSS', short: 'CSS' },
  { stage: 'js', label: 'JavaScript', short: 'JS' },
  { stage: 'details', label: 'Details', short: 'Details' },
] as const satisfies readonly { stage: BuilderStage; label: string; short: string }[];

/** Index of the step in progress: -1 before the first, 0–3 while writing. */
export function stageStepIndex(stage: BuilderStage): number {
  return stageSteps.findIndex((s) => s.stage === stage);
}

/** A size as the reply's characters so far (about bytes for code): '850 B', '12.4 KB', '1.2 MB'. */
export function formatReceived(chars: number): string {
  if (!Number.isFinite(chars) || chars < 0) return '0 B';
  if (chars < 1024) return `${Math.round(chars)} B`;
  if (chars < 1024 * 1024) return `${(chars / 1024).toFixed(1)} KB`;
  return `${(chars / 1024 / 1024).toFixed(1)} MB`;
}

/** The full progress line: the stage in words, then the size when anything has arrived. */
export function progressLine({ stage, received }: { stage: BuilderStage; received: number }): string {
  const label = stageLabel(stage);
  return received > 0 ? `${label} ${formatReceived(received)}` : label;
}
