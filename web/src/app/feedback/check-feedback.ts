// Client-side checks of the footer's feedback form. Deliberately plain (no zod): zod would add
// ~15 KB gzip to the first load, and the server validates again with the shared schema anyway.

/** Mirrors FEEDBACK_MESSAGE_MAX in common/api.ts (not imported: that module pulls in zod). */
export const FEEDBACK_MESSAGE_MAX = 5000;

// A sanity check, not RFC 5322: something@something.something, no spaces. The server decides.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FeedbackDraft = { message: string; email: string };
export type FeedbackPayload = { message: string; email: string | null };
export type FeedbackProblems = { message?: string; email?: string };

/** What is wrong with a draft, per field; an empty object means it may be sent. */
export function checkFeedback({ message = '', email = '' }: Partial<FeedbackDraft> = {}): FeedbackProblems {
  const problems: FeedbackProblems = {};
  const text = message.trim();
  if (!text) problems.message = 'Please enter a message';
  else if (text.length > FEEDBACK_MESSAGE_MAX) problems.message = `Message must be at most ${FEEDBACK_MESSAGE_MAX} characters`;
  const address = email.trim();
  if (address && !EMAIL_SHAPE.test(address)) problems.email = 'Please enter a valid email address';
  return problems;
}

/** The request body for POST /api/feedback: trimmed, with a blank email sent as null. */
export function toFeedbackPayload({ message = '', email = '' }: Partial<FeedbackDraft> = {}): FeedbackPayload {
  return { message: message.trim(), email: email.trim() || null };
}
