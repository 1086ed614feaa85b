import { CheckCircle2, Loader2, Send, WifiOff } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { FieldShell, inputClasses } from '@/components/Field';
import { ApiError, apiFetch } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useBrowserOnline, useOnline } from '@/lib/use-online';
import { FEEDBACK_MESSAGE_MAX, checkFeedback, toFeedbackPayload, type FeedbackProblems } from './check-feedback';

type Status = 'idle' | 'sending' | 'sent';

// The counter appears only near the limit, so it does not clutter the footer.
const COUNTER_FROM = FEEDBACK_MESSAGE_MAX - 500;

/** The footer's Send Feedback form (spec platform.md §4: idle → sending → thank-you). */
export function FeedbackForm({ headingId }: { headingId: string }) {
  const online = useOnline();
  const browserOnline = useBrowserOnline();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<FeedbackProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const focusMessageNext = useRef(false);
  const offlineId = useId();

  // Move focus with the state change, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
    if (status === 'idle' && focusMessageNext.current) {
      focusMessageNext.current = false;
      messageRef.current?.focus();
    }
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setServerError(null);
    if (!online) return;
    const found = checkFeedback({ message, email });
    setProblems(found);
    if (found.message) return messageRef.current?.focus();
    if (found.email) return emailRef.current?.focus();

    setStatus('sending');
    try {
      await apiFetch<{ id: string; createdAt: string }>('/api/feedback', {
        method: 'POST',
        json: toFeedbackPayload({ message, email }),
      });
      setMessage('');
      setEmail('');
      setStatus('sent');
    } catch (error) {
      // The server is authoritative: show its message (400 validation, 429 rate limit, …) as it is.
      setServerError(error instanceof ApiError ? error.message : 'Could not send your feedback. Please try again.');
      setStatus('idle');
    }
  }

  function sendAnother() {
    focusMessageNext.current = true;
    setStatus('idle');
  }

  if (status === 'sent') {
    return (
      <div className="rounded-xl border border-success/30 bg-success/5 p-5" role="status">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
          <div className="min-w-0">
            <p ref={thanksRef} tabIndex={-1} className="font-semibold text-fg focus:outline-none">
              Thank you for your feedback!
            </p>
            <p className="mt-1 text-sm text-muted">We read every message; it helps us decide what to build next.</p>
            <button
              type="button"
              onClick={sendAnother}
              className="mt-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Send another message
            </button>
          </div>
        </div>
      </div>
    );
  }

  const sending = status === 'sending';
  const nearLimit = message.length >= COUNTER_FROM;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={sending} className="flex flex-col gap-3">
      <FieldShell
        label="Message"
        error={problems.message}
        hint={
          nearLimit
            ? `${message.length.toLocaleString('en-US')} / ${FEEDBACK_MESSAGE_MAX.toLocaleString('en-US')} characters`
            : undefined
        }
      >
        {(id, describedBy) => (
          <textarea
            ref={messageRef}
            id={id}
            name="message"
            required
            rows={3}
            maxLength={FEEDBACK_MESSAGE_MAX}
            readOnly={sending}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              if (problems.message) setProblems((p) => ({ ...p, message: undefined }));
            }}
            placeholder="An idea, a bug, a tool you wish we had…"
            aria-describedby={describedBy}
            aria-invalid={problems.message ? true : undefined}
            className={cn(inputClasses, 'min-h-24 resize-y')}
          />
        )}
      </FieldShell>
      <FieldShell
        label={
          <>
            Email <span className="font-normal text-muted">(optional)</span>
          </>
        }
        hint="Only if you would like a reply."
        error={problems.email}
      >
        {(id, describedBy) => (
          <input
            ref={emailRef}
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            readOnly={sending}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (problems.email) setProblems((p) => ({ ...p, email: undefined }));
            }}
            placeholder="you@example.com"
            aria-describedby={describedBy}
            aria-invalid={problems.email ? true : undefined}
            className={inputClasses}
          />
        )}
      </FieldShell>

      {!online && (
        <div
          id={offlineId}
          role="status"
          className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-fg"
        >
          <WifiOff className="mt-0.5 h-4 w-4 shrink-0 text-muted" aria-hidden />
          <span>
            <span className="font-semibold">{browserOnline ? 'DevForge cannot be reached' : 'No internet connection'}</span>
            <span className="text-muted"> — you can send your feedback once you are back online. What you typed is kept.</span>
          </span>
        </div>
      )}
      {serverError && <Alert tone="error">{serverError}</Alert>}

      <Button
        type="submit"
        disabled={sending || !online}
        aria-describedby={!online ? offlineId : undefined}
        className="self-start"
      >
        {sending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Send className="h-4 w-4" aria-hidden />}
        {sending ? 'Sending…' : 'Send Feedback'}
      </Button>
    </form>
  );
}
