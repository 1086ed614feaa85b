import { describe, expect, it } from 'vitest';
import { parseSqlAnswer, splitStatements } from './sql-answer';

const wellFormed = `## Optimized query
\`\`\`sql
SELECT o.id, o.total
FROM orders o
WHERE o.customer_id = 42
  AND o.created_at >= DATE '2024-01-01';
\`\`\`

## Changes
- Replaced \`SELECT *\` with the two columns used, so an index-only scan is possible.
- Moved the date filter out of \`EXTRACT(YEAR ...)\` so an index on \`created_at\` can be used.

## Suggested indexes
\`\`\`sql
CREATE INDEX idx_orders_customer_created ON orders (customer_id, created_at);
CREATE UNIQUE INDEX idx_customers_email ON customers (email);
\`\`\`
The first serves the filter; the second speeds up the login lookup.`;

describe('parseSqlAnswer', () => {
  it('reads the three sections of a well-formed answer', () => {
    const answer = parseSqlAnswer({ text: wellFormed });
    expect(answer.optimizedQuery).toBe(
      "SELECT o.id, o.total\nFROM orders o\nWHERE o.customer_id = 42\n  AND o.created_at >= DATE '2024-01-01';",
    );
    expect(answer.explanation).toMatch(/^- Replaced `SELECT \*`/);
    expect(answer.explanation).not.toContain('```');
    expect(answer.indexes).toEqual([
      'CREATE INDEX idx_orders_customer_created ON orders (customer_id, created_at);',
      'CREATE UNIQUE INDEX idx_customers_email ON customers (email);',
    ]);
    expect(answer.indexNotes).toBe('The first serves the filter; the second speeds up the login lookup.');
    expect(answer.truncated).toBe(false);
  });

  it('reads an answer with prose around it and bold lines instead of headings', () => {
    const text = `Sure! Here is a faster version of your query.

**Optimized query:**
\`\`\`
SELECT id FROM users WHERE email = 'a@b.c'
\`\`\`

**Changes:**
1. Selected only the id.

Hope this helps!`;
    const answer = parseSqlAnswer({ text });
    expect(answer.optimizedQuery).toBe("SELECT id FROM users WHERE email = 'a@b.c';");
    expect(answer.explanation).toContain('1. Selected only the id.');
    expect(answer.indexes).toEqual([]);
  });

  it('takes the query from the first non-index block when headings are missing, and indexes from anywhere', () => {
    const text = `Add an index first: \`CREATE INDEX idx_t_a ON t (a)\`

\`\`\`sql
-- the rewrite
SELECT a FROM t WHERE a > 1;
CREATE INDEX idx_t_b ON t (b);
\`\`\``;
    const answer = parseSqlAnswer({ text });
    expect(answer.optimizedQuery).toBe('-- the rewrite\nSELECT a FROM t WHERE a > 1;');
    expect(answer.indexes.sort()).toEqual(['CREATE INDEX idx_t_a ON t (a);', 'CREATE INDEX idx_t_b ON t (b);']);
  });

  it('flags an answer cut off inside the query block, keeping what arrived', () => {
    const text = '## Optimized query\n```sql\nSELECT id, name\nFROM users\nWHERE';
    const answer = parseSqlAnswer({ text });
    expect(answer.truncated).toBe(true);
    expect(answer.optimizedQuery).toBe('SELECT id, name\nFROM users\nWHERE;');
  });

  it('reads a bare query answered without any Markdown', () => {
    expect(parseSqlAnswer({ text: 'SELECT id FROM t WHERE x = 1' }).optimizedQuery).toBe('SELECT id FROM t WHERE x = 1;');
  });

  it('gives nothing for an empty answer or the spec default', () => {
    for (const text of ['', '   ', 'No optimization suggestions available']) {
      expect(parseSqlAnswer({ text })).toEqual({
        optimizedQuery: null,
        explanation: '',
        indexes: [],
        indexNotes: '',
        truncated: false,
      });
    }
  });

  it('keeps prose without any query as the explanation', () => {
    const answer = parseSqlAnswer({ text: 'The query is already optimal: it uses the primary key.' });
    expect(answer.optimizedQuery).toBeNull();
    expect(answer.explanation).toBe('The query is already optimal: it uses the primary key.');
  });
});

describe('splitStatements', () => {
  it('splits at semicolons outside quotes and comments', () => {
    expect(splitStatements('select \';\' as a; -- x; y\nselect "b;c" from t;')).toEqual([
      "select ';' as a",
      '-- x; y\nselect "b;c" from t',
    ]);
  });
});
