// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { sqlDialects } from './format';
import { dialectChoices, sqlFormat } from './operations';

// The outside oracle: Python's sqlite3 (the system's SQLite) runs each script as written and as
// formatted, with every keyword case and indent, and must give the same rows; for every dialect,
// the formatted text must hold the same tokens as the original (only whitespace and keyword case move).

const SETUP = `create table users (id integer primary key, name text, email text, country text);
insert into users values (1,'Ada','ada@example.com','UK'),(2,'Grace','grace@example.com','US'),(3,'Alan','alan@example.org','UK');
create table orders (id integer primary key, user_id int, quantity int, status text, ordered_at text);
insert into orders values (1,1,2,'shipped','2024-03-01'),(2,1,1,'pending','2024-03-05'),(3,2,5,'cancelled','2024-02-11'),(4,3,3,'shipped','2024-01-20');`;

const scripts = [
  `select u.name, count(o.id) as n, sum(o.quantity) total from users u left join orders o on o.user_id=u.id and o.status<>'cancelled' group by u.name having count(o.id)>=0 order by total desc, u.name`,
  `with recursive n(i) as (select 1 union all select i+1 from n where i<10) select i, i*i as sq, case when i%3=0 then 'fizz' else '' end f from n where i%2=0`,
  `select 'select -- not a comment' as a, "name" from users /* block */ where email like '%@example.com' -- trailing
   order by 1 limit 3`,
  `select country, group_concat(name, ', ') names, row_number() over (order by country) rn from users group by country order by country`,
  `update orders set status=upper(status) where id in (select id from orders where quantity>1); select id, status from orders order by id`,
];

const RUN = `
import json, sqlite3, sys
setup, scripts = json.load(sys.stdin)
def rows(script):
    db = sqlite3.connect(':memory:')
    db.executescript(setup)
    statements = [s for s in script.split(';\\n') if s.strip()]
    for s in statements[:-1]:
        db.execute(s)
    return db.execute(statements[-1]).fetchall()
print(json.dumps([rows(s) for s in scripts]))
`;
const sqliteRows = (list: string[]) =>
  JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', RUN], { input: JSON.stringify([SETUP, list]), encoding: 'utf8' }),
  ) as unknown[];

const format = async (sql: string, options: Record<string, unknown>) =>
  (await runOperation(sqlFormat, tag('text', sql), { options })).value as string;

describe('SQL formatting against SQLite (Python sqlite3)', () => {
  it('lists the formatter’s dialects', () => {
    expect(Object.entries(dialectChoices)).toEqual(sqlDialects.map((d) => [d.value, d.label]));
  });

  it.each([
    { dialect: 'sqlite', keywordCase: 'upper', indent: '2' },
    { dialect: 'sqlite', keywordCase: 'lower', indent: 'tab' },
    { dialect: 'sqlite', keywordCase: 'preserve', indent: '4', linesBetweenQueries: 0 },
  ])('formatted scripts give the same rows as the originals (%o)', async (options) => {
    // The oracle splits statements at ";\\n": one statement per line in the originals too.
    const originals = scripts.map((s) => s.replace(/;\s*/g, ';\n'));
    const formatted = await Promise.all(originals.map((s) => format(s, options)));
    expect(formatted.some((f, i) => f !== originals[i])).toBe(true);
    expect(sqliteRows(formatted)).toEqual(sqliteRows(originals));
  });

  it.each(Object.keys(dialectChoices))('%s: only whitespace and keyword case change', async (dialect) => {
    const query =
      "select a.id, b.total from accounts a join balances b on b.account_id = a.id where b.total > 100 and a.name <> 'x' order by b.total desc";
    const out = await format(query, { dialect, keywordCase: 'upper' });
    expect(out).not.toBe(query);
    const tokens = (text: string) =>
      text
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/\s*([(),.=<>])\s*/g, '$1')
        .trim();
    expect(tokens(out)).toBe(tokens(query));
    expect(out).toMatch(/^SELECT\n/);
  });

  it('bad SQL says where; an empty input asks for SQL', async () => {
    await expect(format("select 'unterminated from t", { dialect: 'postgresql' })).rejects.toThrow(
      /^Could not format this PostgreSQL SQL: .*line 1 column/s,
    );
    await expect(format('  ', {})).rejects.toThrow('Paste or type SQL to format.');
  });
});
