import { WandSparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/Feedback';

/** Title and tagline (spec platform.md §2), with the screen's header actions beside them. */
export function BuilderHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <WandSparkles className="h-4 w-4" aria-hidden />
          Forge Builder
          <Badge tone="new">New</Badge>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl">AI Website Builder</h1>
        <p className="mt-2 max-w-2xl text-base text-muted">
          Describe the website you want. AI writes the HTML, CSS and JavaScript; you preview it, refine it and download it.
        </p>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
