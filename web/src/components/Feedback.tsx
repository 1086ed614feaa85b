import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export { Badge, Spinner } from './Status';

// The text stays in the body colour (tinted text on a tinted box fails WCAG contrast);
// the border, background and icon carry the tone.
const tones = {
  error: { box: 'border-danger/40 bg-danger/10 text-fg', icon: 'text-danger', Icon: AlertCircle },
  success: { box: 'border-success/40 bg-success/10 text-fg', icon: 'text-success', Icon: CheckCircle2 },
  info: { box: 'border-primary/30 bg-primary/10 text-fg', icon: 'text-primary', Icon: Info },
  warning: { box: 'border-warning/40 bg-warning/10 text-fg', icon: 'text-warning', Icon: AlertCircle },
};

/** A coloured message box: errors, confirmations, notes. */
export function Alert({ tone = 'info', title, children, className }: { tone?: keyof typeof tones; title?: ReactNode; children?: ReactNode; className?: string }) {
  const { box, icon, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}>
      <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', icon)} aria-hidden />
      <div className="min-w-0 break-words">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('rounded-xl border border-border bg-surface shadow-sm', className)}>{children}</div>;
}
