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

export type DatabaseSchema = {
  feedback: FeedbackTable;
  rate_limits: RateLimitTable;
};
