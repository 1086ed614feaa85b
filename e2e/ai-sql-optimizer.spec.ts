import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { lastPrompt, openAiTool, replyText } from './ai-tool-helpers';
import { expect, test } from './ai-server';

// The AI SQL optimizer (issue 15) against the fake provider: the streamed answer, the formatted
// query, the diff, the explanation, the indexes, the EXPLAIN check in PGlite, Cancel, and the
// empty states.

const query =
  "SELECT * FROM orders WHERE EXTRACT(YEAR FROM created_at) = 2024 AND customer_id IN (SELECT id FROM customers WHERE country = 'NL')";
const schema = `CREATE TABLE customers (id integer PRIMARY KEY, country text NOT NULL);
CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers (id), total numeric NOT NULL, created_at timestamptz NOT NULL);`;

function answer(optimized: string) {
  return `## Optimized query
\`\`\`sql
${optimized}
\`\`\`

## Changes
- Replaced \`EXTRACT(YEAR ...)\` with a **range** on \`created_at\`, so an index can be used.
- Turned the \`IN\` subquery into a join.

## Suggested indexes
\`\`\`sql
CREATE INDEX idx_orders_created_at ON orders (created_at);
\`\`\`
It serves the date range.`;
}

test.beforeEach(async ({ aiServer, email }) => {
  void email;
  aiServer.fake.reset();
});

test.describe.configure({ mode: 'serial' });

test('optimizes a query: formatted result, diff, explanation, indexes, and the EXPLAIN check flags a missing column', async ({
  page,
  aiServer,
}) => {
  // PostgreSQL starts in the page (PGlite): seconds on a quiet machine, a minute on a busy one.
  test.setTimeout(180_000);
  // The rewrite names a column the schema does not have.
  replyText(
    aiServer.fake,
    answer(
      "SELECT o.id, o.amount FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.country = 'NL' AND o.created_at >= '2024-01-01' AND o.created_at < '2025-01-01'",
    ),
  );
  await openAiTool(page, 'ai-sql-optimizer', 'AI SQL Optimizer');
  await page.getByRole('textbox', { name: 'SQL query' }).fill(query);
  await page.getByRole('textbox', { name: 'Schema (optional)' }).fill(schema);
  await page.getByLabel('Table sizes and goals (optional)').fill('orders: 40M rows');
  await page.getByRole('button', { name: 'Optimize SQL' }).click();

  const result = page.getByRole('tabpanel');
  await expect(result.getByRole('textbox', { name: 'Optimized query' })).toContainText(
    'JOIN customers c ON c.id = o.customer_id',
    { timeout: 15_000 },
  );
  await expect(result.getByRole('textbox', { name: 'Optimized query' })).toContainText('SELECT');
  const prompt = lastPrompt(aiServer.fake);
  expect(prompt).toContain('CREATE TABLE customers');
  expect(prompt).toContain('orders: 40M rows');
  expect(prompt).toContain('PostgreSQL');

  const check = page.getByTestId('explain-check');
  await expect(check).toContainText('Original query: plans in PostgreSQL', { timeout: 120_000 });
  await expect(check).toContainText('Optimized query: column o.amount does not exist');
  await expect(check).toContainText(/line \d+, column \d+/);
  await expect(check).toContainText('Suggested indexes: all 1 created');

  await page.getByRole('tab', { name: 'Diff' }).click();
  await expect(page.getByTestId('sql-diff-stats')).toContainText('(both formatted)');
  await page.getByRole('tab', { name: 'Explanation' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Turned the IN subquery into a join.');
  await expect(page.getByRole('tabpanel').locator('strong')).toHaveText('range');
  await page.getByRole('tab', { name: 'Indexes (1)' }).click();
  await expect(page.getByRole('list', { name: 'Suggested indexes' })).toHaveText(
    'CREATE INDEX idx_orders_created_at ON orders (created_at);',
  );
  await expect(page.getByRole('tabpanel')).toContainText('It serves the date range.');
  await expectNoSeriousA11yViolationsInBothThemes(page);

  // A correct rewrite passes the check (the database is already started).
  replyText(
    aiServer.fake,
    answer("SELECT o.id, o.total FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.country = 'NL'"),
  );
  await page.getByRole('button', { name: 'Optimize SQL' }).click();
  await expect(check).toContainText('Optimized query: plans in PostgreSQL', { timeout: 30_000 });
});

test('streams the answer as it is written; Cancel stops the provider call', async ({ page, aiServer }) => {
  // Slow enough to cancel halfway: about 100 pieces, 150 ms apart.
  replyText(aiServer.fake, answer('SELECT 1'), { chunkSize: 4, chunkDelayMs: 150 });
  await openAiTool(page, 'ai-sql-optimizer', 'AI SQL Optimizer');
  await page.getByRole('textbox', { name: 'SQL query' }).fill('SELECT 1');
  await page.getByRole('button', { name: 'Optimize SQL' }).click();
  await expect(page.getByRole('button', { name: 'Optimizing…' })).toBeDisabled();
  await expect(page.getByLabel('The answer so far')).toContainText('## Optimized query');
  await expect(page.getByTestId('ai-elapsed')).toHaveText(/^\d+\.\d s$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/^Cancelled after \d+\.\d s\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Optimize SQL' })).toBeEnabled();
  // The server hung up on the provider too.
  await expect.poll(() => aiServer.fake.abandoned, { timeout: 10_000 }).toBe(1);
});

test('an empty query is refused; an empty answer says there are no suggestions', async ({ page, aiServer }) => {
  await openAiTool(page, 'ai-sql-optimizer', 'AI SQL Optimizer');
  await page.getByRole('button', { name: 'Optimize SQL' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter a SQL query to optimize');
  replyText(aiServer.fake, '');
  await page.getByRole('textbox', { name: 'SQL query' }).fill('SELECT 1');
  await page.getByRole('button', { name: 'Optimize SQL' }).click();
  await expect(page.getByText('No optimization suggestions available')).toBeVisible();
});
