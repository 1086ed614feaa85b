import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from './Button';

/**
 * The state of an inline confirmation of a destructive action (delete a key, revoke a token).
 * Keyboard focus follows it: onto the confirm button when it opens, back to the button that opened
 * it when it is cancelled — a keyboard user never lands on <body>.
 */
export function useInlineConfirm() {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) triggerRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  return { confirming, open: () => setConfirming(true), cancel: () => setConfirming(false), confirmRef, triggerRef };
}

type InlineConfirmProps = {
  /** Names the group for assistive technology ("Confirm revoking ci-deploy"). */
  label: string;
  /** What happens, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The confirm button only (offline, another action running); Cancel stays usable unless busy. */
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmRef: RefObject<HTMLButtonElement | null>;
};

/** The confirmation row itself: the consequence, a danger button and Cancel. */
export function InlineConfirm({
  label,
  children,
  confirmLabel,
  busyLabel,
  busy,
  disabled,
  onConfirm,
  onCancel,
  confirmRef,
}: InlineConfirmProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-3 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm sm:flex-row sm:items-center"
    >
      <p className="min-w-0 flex-1 text-fg">{children}</p>
      <div className="flex shrink-0 gap-2">
        <Button ref={confirmRef} variant="danger" size="sm" onClick={onConfirm} disabled={busy || disabled}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
