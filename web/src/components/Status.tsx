import type { ReactNode } from 'react';
import { LoaderIcon } from '@/services/frame-icons';
import { cn } from '@/lib/cn';

// The two status marks the app's frame uses (header badges, the session spinner). They live apart
// from Feedback.tsx's message boxes so the first load of every page carries only these.

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return <LoaderIcon className={cn('h-5 w-5 animate-spin', className)} aria-label={label} role="status" />;
}

export function Badge({ children, tone = 'neutral', className }: { children: ReactNode; tone?: 'neutral' | 'ai' | 'pro' | 'soon' | 'new'; className?: string }) {
  const t = {
    neutral: 'bg-surface-2 text-muted',
    ai: 'bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200',
    pro: 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
    soon: 'bg-slate-200 text-slate-700 dark:bg-slate-500/25 dark:text-slate-200',
    new: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
  }[tone];
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide', t, className)}>{children}</span>;
}
