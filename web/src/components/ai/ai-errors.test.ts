import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { describeAiError, NO_KEY_MESSAGE, noKeyError } from './ai-errors';

describe('describeAiError', () => {
  it("offers key entry on any message that mentions an API key (spec tools.md §8)", () => {
    const refused = describeAiError(new ApiError(403, 'api_key_required', 'OpenAI API key required. Please add your own OpenAI API key in Account Settings to use this feature.'));
    expect(refused).toMatchObject({ title: 'API key required', offersKeyEntry: true, limitReached: false });
    expect(describeAiError(new ApiError(502, 'ai_key_rejected', 'OpenAI rejected the API key.'))).toMatchObject({ offersKeyEntry: true });
    expect(describeAiError(new ApiError(502, 'ai_bad_response', 'Failed to generate regex'))).toMatchObject({ offersKeyEntry: false, title: 'The AI reply could not be used' });
  });

  it('links the daily-limit refusal to Account Settings and the upgrade panel', () => {
    const limit = describeAiError(new ApiError(429, 'daily_limit_reached', 'You have used your 3 free AI requests for today. Add your own OpenAI API key in Account Settings…'));
    expect(limit).toMatchObject({ title: 'Daily limit reached', limitReached: true, offersKeyEntry: true });
  });

  it('uses the tool wording when the error has no message, and names a signed-out session', () => {
    expect(describeAiError(new Error(''), { fallback: 'Failed to optimize SQL' }).message).toBe('Failed to optimize SQL');
    expect(describeAiError(null).message).toBe('Something went wrong. Please try again.');
    expect(describeAiError(new ApiError(401, 'unauthorized', 'Please sign in to continue.'))).toMatchObject({ title: 'Signed out', signedOut: true });
    expect(describeAiError({ status: 429, message: 'slow down' }).title).toBe('Daily limit reached');
  });

  it('words the missing-key refusal as spec tools.md §5 does', () => {
    expect(NO_KEY_MESSAGE).toBe('Please configure your AI API key first');
    expect(noKeyError()).toMatchObject({ message: NO_KEY_MESSAGE, offersKeyEntry: true, code: 'api_key_required' });
  });
});
