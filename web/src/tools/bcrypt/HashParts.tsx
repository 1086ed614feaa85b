import { cn } from '@/lib/cn';
import { variantNotes, type BcryptParts } from './bcrypt';

const segment = 'rounded px-0.5';

/** A bcrypt hash cut into its parts, coloured, with what each part is. */
export function HashParts({ parts, className }: { parts: BcryptParts; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-3', className)}>
      <p className="font-mono text-[13px] break-all text-fg" aria-label="The hash, part by part">
        <span className={cn(segment, 'bg-primary/15')}>${parts.variant}$</span>
        <span className={cn(segment, 'bg-warning/20')}>{String(parts.cost).padStart(2, '0')}</span>$
        <span className={cn(segment, 'bg-success/15')}>{parts.salt}</span>
        <span className={cn(segment, 'bg-danger/10')}>{parts.hash}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-medium text-fg">
          <span className="mr-2 inline-block h-2.5 w-2.5 rounded-sm bg-primary/40" aria-hidden />
          Variant
        </dt>
        <dd className="min-w-0 text-muted">
          <span className="font-mono text-fg">{parts.variant}</span> — {variantNotes[parts.variant]}
        </dd>
        <dt className="font-medium text-fg">
          <span className="mr-2 inline-block h-2.5 w-2.5 rounded-sm bg-warning/50" aria-hidden />
          Cost
        </dt>
        <dd className="text-muted">
          <span className="font-mono text-fg">{parts.cost}</span> — 2<sup>{parts.cost}</sup> ={' '}
          {parts.rounds.toLocaleString('en-US')} rounds
        </dd>
        <dt className="font-medium text-fg">
          <span className="mr-2 inline-block h-2.5 w-2.5 rounded-sm bg-success/40" aria-hidden />
          Salt
        </dt>
        <dd className="min-w-0 text-muted">
          <span className="font-mono break-all text-fg">{parts.salt}</span> — 128 random bits
        </dd>
        <dt className="font-medium text-fg">
          <span className="mr-2 inline-block h-2.5 w-2.5 rounded-sm bg-danger/30" aria-hidden />
          Hash
        </dt>
        <dd className="min-w-0 text-muted">
          <span className="font-mono break-all text-fg">{parts.hash}</span> — 184 bits
        </dd>
      </dl>
    </div>
  );
}
