import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The centred card every sign-in screen sits in: an icon, a title, a line of context, the form. */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
  footer,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16', className)}>
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <header className="mb-6 flex flex-col items-center text-center">
          {icon && <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</div>}
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
        </header>
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
    </section>
  );
}

/** An inline link styled for the auth screens. */
export const authLinkClasses = 'rounded font-medium text-primary underline-offset-4 hover:underline';
