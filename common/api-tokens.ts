import { z } from 'zod';

// Personal API tokens (issue 30): created in account settings, shown once, sent as
// `Authorization: Bearer dfk_…` to the operations API. The server keeps only a hash.

/** Every token starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = 'dfk_';
/** How many characters of a token the list shows (the prefix included): enough to tell tokens apart. */
export const API_TOKEN_SHOWN_CHARS = API_TOKEN_PREFIX.length + 8;
export const API_TOKEN_NAME_MAX = 100;
export const API_TOKENS_PER_USER_MAX = 50;
/** The longest lifetime a token may be given (ten years); no expiry is also allowed. */
export const API_TOKEN_MAX_DAYS = 3650;
/** The lifetimes the account page offers (days; null: no expiry). */
export const apiTokenLifetimes: readonly { days: number | null; label: string }[] = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: 7, label: '7 days' },
  { days: null, label: 'No expiry' },
];

export const apiTokenNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(API_TOKEN_NAME_MAX, `Name must be at most ${API_TOKEN_NAME_MAX} characters`)
  // The C0 and C1 controls (Unicode's Cc), spelled as ranges: a pattern every JSON Schema validator reads (\p{…} is not portable).
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, 'Name may not contain control characters');

export const createApiTokenInputSchema = z
  .object({
    name: apiTokenNameSchema.meta({ description: 'What the token is for, e.g. "CI pipeline".' }),
    expiresInDays: z
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'expiresInDays must be at least 1')
      .max(API_TOKEN_MAX_DAYS, `expiresInDays must be at most ${API_TOKEN_MAX_DAYS}`)
      .nullable()
      .default(null)
      .meta({ description: 'Days until the token stops working; null or absent: it never expires.' }),
  })
  .meta({ id: 'CreateApiTokenInput' });
export type CreateApiTokenInput = z.input<typeof createApiTokenInputSchema>;

export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: `The token's first ${API_TOKEN_SHOWN_CHARS} characters.` }),
    createdAt: z.string().meta({ description: 'ISO 8601, UTC.' }),
    expiresAt: z.string().nullable().meta({ description: 'ISO 8601, UTC; null: never.' }),
    lastUsedAt: z.string().nullable().meta({ description: 'ISO 8601, UTC, to the minute; null: never used.' }),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.output<typeof apiTokenSchema>;

export const apiTokenListResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenListResponse = z.output<typeof apiTokenListResponseSchema>;

export const createdApiTokenResponseSchema = z.object({
  token: apiTokenSchema,
  secret: z.string().meta({ description: 'The token itself (dfk_…). Shown this once: only its hash is stored.' }),
});
export type CreatedApiTokenResponse = z.output<typeof createdApiTokenResponseSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
