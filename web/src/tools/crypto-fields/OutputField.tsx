import { useId, type ReactNode } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';
import { tag } from '@/operations/kinds';
import { SendToButton } from '@/tools/send-to/SendToButton';

type OutputFieldProps = {
  label: ReactNode;
  value: string;
  /** The tool it comes from (Send to does not offer it back). */
  fromToolId: string;
  /** Rows of the read-only text area; 1 draws a single line. */
  rows?: number;
  /** Offer a download under this file name. */
  fileName?: string;
  mimeType?: string;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
};

/** A read-only result with Copy and Send to (and Download when it is a file's worth). */
export function OutputField({
  label,
  value,
  fromToolId,
  rows = 1,
  fileName,
  mimeType,
  hint,
  placeholder,
  className,
}: OutputFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const field = cn(inputClasses, 'bg-surface-2 font-mono text-[13px]');
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <SendToButton value={value ? tag('text', value) : null} fromToolId={fromToolId} />
          {fileName && (
            <DownloadButton
              fileName={fileName}
              mimeType={mimeType ?? 'text/plain;charset=utf-8'}
              content={() => value}
              disabled={!value}
            />
          )}
          <CopyButton value={value} disabled={!value} />
        </div>
      </div>
      {rows === 1 ? (
        <input
          id={id}
          readOnly
          value={value}
          placeholder={placeholder}
          spellCheck={false}
          aria-describedby={hint ? hintId : undefined}
          className={field}
        />
      ) : (
        <textarea
          id={id}
          readOnly
          value={value}
          rows={rows}
          placeholder={placeholder}
          spellCheck={false}
          aria-describedby={hint ? hintId : undefined}
          className={cn(field, 'resize-y leading-relaxed')}
        />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
