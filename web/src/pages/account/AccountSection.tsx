import type { ReactNode } from 'react';
import { Card } from '@/components/Feedback';

/** One titled block of the account page. */
export function AccountSection({
  id,
  title,
  description,
  icon,
  aside,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <header className="mb-5 flex min-w-0 items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">{icon}</span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h2 id={headingId} className="text-lg font-semibold">
                {title}
              </h2>
              {aside}
            </div>
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
        </header>
        {children}
      </Card>
    </section>
  );
}
