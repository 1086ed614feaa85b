import type { LucideIcon } from 'lucide-react';
import { FileText } from 'lucide-react';
import { useId, type ClipboardEvent } from 'react';

/**
 * Above this many characters an input is not put in a text area: Chromium lays out a text area's
 * whole value in one task (a 20 MB YAML document froze the page for 7–24 s), and nobody edits a
 * document that size by hand. The text is kept and used whole; the page shows a card instead.
 */
export const LARGE_TEXT_CHARS = 1_000_000;

export const isLargeText = (text: string) => text.length > LARGE_TEXT_CHARS;

/** A pasted text's size without encoding it (UTF-8 bytes would cost a copy of 20 MB). */
export const characterCount = (text: string) => `${text.length.toLocaleString('en')} characters`;

/**
 * A text area's onPaste for inputs that may become large: a paste that makes the value large is
 * applied here (`onLarge`) instead of by the browser, whose own paste lays the whole text out first
 * (5 MB froze the page for 2 s). Smaller pastes are left to the browser (undo keeps working).
 */
export function pasteLargeText(event: ClipboardEvent<HTMLTextAreaElement>, current: string, onLarge: (next: string) => void) {
  const pasted = event.clipboardData.getData('text/plain');
  const { selectionStart, selectionEnd } = event.currentTarget;
  const next = current.slice(0, selectionStart) + pasted + current.slice(selectionEnd);
  if (!isLargeText(next)) return;
  event.preventDefault();
  onLarge(next);
}

/** Stands in for an input's text area while its value is too large to edit in one. */
export function LargeTextInput({
  label,
  head,
  size,
  name,
  note = 'Large input: too big to edit here, so it is used as it is. Clear starts over.',
  icon: Icon = FileText,
}: {
  label: string;
  /** The start of the text, shown as a preview (only its first 400 characters are used). */
  head: string;
  /** Its size as shown, e.g. a file's size in bytes, or `characterCount(text)`. */
  size: string;
  /** The file it came from, when it came from one. */
  name?: string | null;
  note?: string;
  icon?: LucideIcon;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex min-h-56 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-surface-2 p-6 text-center"
      >
        <Icon className="h-8 w-8 text-muted" aria-hidden />
        <p className="break-all font-medium text-fg">
          {name ?? 'Pasted text'} · {size}
        </p>
        <p className="max-w-sm text-sm text-muted">{note}</p>
        <pre className="mt-2 max-h-24 w-full max-w-md overflow-hidden text-left font-mono text-xs text-muted">
          {head.slice(0, 400)}
        </pre>
      </div>
    </div>
  );
}
