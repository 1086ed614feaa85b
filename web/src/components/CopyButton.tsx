import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { Button, type ButtonProps } from './Button';

export const COPIED_MS = 2000;

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'value'> & {
  /** The text to copy, or a function producing it at click time (a promise for text kept elsewhere, e.g. in a worker). */
  value: string | (() => string | Promise<string>);
  label?: string;
  copiedLabel?: string;
  /** Icon only (the label still names it for screen readers). */
  iconOnly?: boolean;
};

/** Copies text and says 'Copied' for 2 s (spec: tools.md §2). */
export function CopyButton({ value, label = 'Copy', copiedLabel = 'Copied', iconOnly, variant = 'outline', size = 'sm', ...rest }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onClick() {
    let text: string;
    try {
      text = typeof value === 'function' ? await value() : value;
    } catch (err) {
      console.warn('Nothing to copy', err);
      return;
    }
    if (await copyText(text)) {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    }
  }

  const Icon = copied ? Check : Copy;
  const text = copied ? copiedLabel : label;
  return (
    <Button variant={variant} size={iconOnly ? 'icon' : size} onClick={onClick} aria-label={iconOnly ? text : undefined} {...rest}>
      <Icon className="h-4 w-4" aria-hidden />
      {!iconOnly && <span aria-live="polite">{text}</span>}
    </Button>
  );
}
