import { Check, FileArchive, History } from 'lucide-react';
import { Button } from '@/components/Button';
import { Badge } from '@/components/Feedback';
import { downloadFile } from '@/lib/download';
import type { BuilderHistoryEntry } from './history';
import { siteZipDownload } from './site-zip';

/** Name, description, technology and feature tags, and Download ZIP (spec platform.md §2, §3). */
export function SiteSummary({ entry }: { entry: BuilderHistoryEntry }) {
  function downloadZip() {
    const { fileName, blob } = siteZipDownload(entry);
    downloadFile(fileName, blob);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-bold tracking-tight text-fg sm:text-2xl" data-testid="site-name">
              {entry.name}
            </h2>
            {entry.version > 1 && <Badge tone="ai">Version {entry.version}</Badge>}
          </div>
          <p className="mt-1 max-w-3xl text-muted" data-testid="site-description">
            {entry.description}
          </p>
          {entry.instruction && (
            <p className="mt-1.5 flex items-start gap-1.5 text-xs text-muted">
              <History className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
              <span>
                Revised: <span className="text-fg">“{entry.instruction}”</span>
              </span>
            </p>
          )}
        </div>
        <Button onClick={downloadZip} className="w-full shrink-0 sm:w-auto">
          <FileArchive className="h-4 w-4" aria-hidden />
          Download ZIP
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-baseline sm:gap-x-4">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted" id={`tech-${entry.id}`}>
          Technologies
        </h3>
        <ul aria-labelledby={`tech-${entry.id}`} className="flex flex-wrap gap-1.5">
          {entry.technologies.map((t) => (
            <li key={t} className="rounded-md border border-primary/30 bg-primary/10 px-2 py-0.5 font-mono text-xs font-medium text-fg">
              {t}
            </li>
          ))}
        </ul>
        {entry.features.length > 0 && (
          <>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted" id={`features-${entry.id}`}>
              Features
            </h3>
            <ul aria-labelledby={`features-${entry.id}`} className="flex flex-wrap gap-1.5">
              {entry.features.map((f) => (
                <li key={f} className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 px-2.5 py-0.5 text-xs font-medium text-fg">
                  <Check className="h-3 w-3 text-success" aria-hidden />
                  {f}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
