// Row types of the app's own tables (the auth library's tables are typed by the library).
// Times are ISO 8601 strings in UTC on both SQLite and PostgreSQL, so the code never
// has to care which engine it runs on.

export type FeedbackTable = {
  id: string;
  message: string;
  email: string | null;
  user_id: string | null;
  created_at: string;
};

export type RateLimitTable = {
  key: string;
  count: number;
  reset_at: number;
};

/** A user's own provider key; api_key is AES-256-GCM ciphertext (keys/cipher.ts). is_active is 0 or 1. */
export type UserApiKeyTable = {
  id: string;
  user_id: string;
  provider: string;
  api_key: string;
  is_active: number;
  created_at: string;
  updated_at: string;
};

/** Counted AI calls per user and UTC day (YYYY-MM-DD). */
export type AiUsageDailyTable = {
  user_id: string;
  day: string;
  count: number;
};

/** Counted AI calls per user, UTC day and feature (the task id). */
export type AiUsageFeatureTable = {
  user_id: string;
  day: string;
  feature: string;
  count: number;
};

/** A saved snippet (spec tools.md §3); tags is a JSON array of lower-case strings. */
export type SnippetTable = {
  id: string;
  user_id: string;
  title: string;
  code: string;
  language: string;
  tags: string;
  created_at: string;
  updated_at: string;
};

/** A personal API token (issue 30): only the SHA-256 of its secret is kept. */
export type ApiTokenTable = {
  id: string;
  user_id: string;
  name: string;
  /** The secret's first characters (`dfk_` and 8 more), shown to tell tokens apart. */
  prefix: string;
  /** SHA-256 of the whole secret, hex. */
  token_hash: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
};

/** Operation calls (POST /api/ops/…) per user and UTC day (YYYY-MM-DD). */
export type OpsUsageDailyTable = {
  user_id: string;
  day: string;
  count: number;
};

/** A user's favorite tools in their order: tool_ids is a JSON array of tool ids. */
export type FavoriteToolsTable = {
  user_id: string;
  tool_ids: string;
  updated_at: string;
};

/** A saved recipe (issue 29); steps is its steps as JSON (common/recipes.ts). */
export type RecipeTable = {
  id: string;
  user_id: string;
  name: string;
  description: string;
  steps: string;
  created_at: string;
  updated_at: string;
};

export type DatabaseSchema = {
  feedback: FeedbackTable;
  rate_limits: RateLimitTable;
  user_api_keys: UserApiKeyTable;
  ai_usage_daily: AiUsageDailyTable;
  ai_usage_features: AiUsageFeatureTable;
  snippets: SnippetTable;
  api_tokens: ApiTokenTable;
  ops_usage_daily: OpsUsageDailyTable;
  favorite_tools: FavoriteToolsTable;
  recipes: RecipeTable;
};
