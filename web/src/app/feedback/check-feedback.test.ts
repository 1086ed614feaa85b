import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGE_MAX, checkFeedback, toFeedbackPayload } from './check-feedback';

describe('checkFeedback', () => {
  it('accepts a message without an email', () => {
    expect(checkFeedback({ message: 'Love the JSON formatter', email: '' })).toEqual({});
  });

  it('accepts a message with a plausible email', () => {
    expect(checkFeedback({ message: 'Hi', email: ' dev@example.com ' })).toEqual({});
  });

  it('refuses a blank or whitespace-only message', () => {
    expect(checkFeedback({ message: '', email: '' })).toEqual({ message: 'Please enter a message' });
    expect(checkFeedback({ message: '  \n\t ', email: '' })).toEqual({ message: 'Please enter a message' });
    expect(checkFeedback()).toEqual({ message: 'Please enter a message' });
  });

  it('refuses a message over the server limit', () => {
    expect(checkFeedback({ message: 'x'.repeat(FEEDBACK_MESSAGE_MAX) })).toEqual({});
    expect(checkFeedback({ message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) }).message).toBe(
      'Message must be at most 5000 characters',
    );
  });

  it.each(['not-an-email', 'dev@', '@example.com', 'dev@example', 'dev @example.com', 'a@b@c.com'])(
    'refuses the email %j',
    (email) => {
      expect(checkFeedback({ message: 'Hi', email })).toEqual({ email: 'Please enter a valid email address' });
    },
  );

  it('reports both problems at once', () => {
    expect(checkFeedback({ message: ' ', email: 'nope' })).toEqual({
      message: 'Please enter a message',
      email: 'Please enter a valid email address',
    });
  });
});

describe('toFeedbackPayload', () => {
  it('trims the message and the email', () => {
    expect(toFeedbackPayload({ message: '  Great tools \n', email: ' dev@example.com ' })).toEqual({
      message: 'Great tools',
      email: 'dev@example.com',
    });
  });

  it('sends a blank email as null', () => {
    expect(toFeedbackPayload({ message: 'Hi', email: '   ' })).toEqual({ message: 'Hi', email: null });
  });
});
