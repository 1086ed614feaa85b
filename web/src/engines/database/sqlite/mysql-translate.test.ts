// @vitest-environment node
// MySQL-dialect queries translated and run on the real SQLite (sql.js). The expected values are the
// results the MySQL 8.0 Reference Manual prints for these very examples (string, date and flow
// control function pages, DIV, INSERT … ON DUPLICATE KEY UPDATE): MySQL's documentation is the oracle.
import { beforeAll, describe, expect, it } from 'vitest';
import { EngineQueryError } from '../types';
import { translateMysql, unescapeMysqlString } from './mysql-translate';
import { SqliteBackend } from './sqljs-backend';

const backend = new SqliteBackend({ savedCopyKey: 'mysql-test', translate: translateMysql });
beforeAll(() => backend.start({ persist: false, sample: true }, () => undefined));

async function value(sql: string) {
  const result = await backend.query(sql, { maxRows: 100 });
  return result.rows[0];
}

describe('MySQL manual examples, run on SQLite', () => {
  it.each([
    ["SELECT CONCAT('My', 'S', 'QL')", ['MySQL']],
    ["SELECT CONCAT('My', NULL, 'QL')", [null]],
    ["SELECT CONCAT_WS(',', 'First name', NULL, 'Last Name')", ['First name,Last Name']],
    ['SELECT 5 DIV 2, -5 DIV 2, 5 DIV -2, -5 DIV -2', [2, -2, -2, 2]],
    ['SELECT 3/5', [0.6]],
    ["SELECT DATEDIFF('2007-12-31 23:59:59', '2007-12-30')", [1]],
    ["SELECT DATEDIFF('2010-11-30 23:59:59', '2010-12-31')", [-31]],
    ["SELECT DATE_ADD('2018-05-01', INTERVAL 1 DAY)", ['2018-05-02']],
    ["SELECT DATE_SUB('2018-05-01', INTERVAL 1 YEAR)", ['2017-05-01']],
    ["SELECT DATE_ADD('2020-12-31 23:59:59', INTERVAL 1 SECOND)", ['2021-01-01 00:00:00']],
    ["SELECT '2018-12-31 23:59:59' + INTERVAL 1 SECOND", ['2019-01-01 00:00:00']],
    ["SELECT DATE_FORMAT('2007-10-04 22:23:00', '%H:%i:%s')", ['22:23:00']],
    ["SELECT YEAR('1987-01-01'), MONTH('2008-02-03'), DAYOFMONTH('2007-02-03')", [1987, 2, 3]],
    ["SELECT IF(1>2, 2, 3), IF(1<2, 'yes', 'no')", [3, 'yes']],
    ['SELECT IFNULL(1, 0), IFNULL(NULL, 10)', [1, 10]],
    ["SELECT LEFT('foobarbar', 5), RIGHT('foobarbar', 4)", ['fooba', 'rbar']],
    ["SELECT LENGTH('text'), LCASE('QUADRATICALLY'), UCASE('Hej')", [4, 'quadratically', 'HEJ']],
    ["SELECT SUBSTRING('Quadratically', 5, 6), SUBSTRING('Sakila', -3)", ['ratica', 'ila']],
    ['SELECT GREATEST(2, 0), LEAST(34.0, 3.0, 5.0, 767.0)', [2, 3]],
    ["SELECT JSON_EXTRACT('[10, 20, [30, 40]]', '$[1]')", ['20']],
    ["SELECT CAST('12' AS SIGNED), CAST(7 AS CHAR)", [12, '7']],
    ['SELECT TRUE, FALSE', [1, 0]],
  ])('%s', async (sql, expected) => {
    expect(await value(sql)).toEqual(expected);
  });

  it('reads strings the MySQL way: double quotes, backslash escapes, doubled quotes', async () => {
    expect(await value(`SELECT 'It''s', "He said \\"hi\\"", 'a\\nb', 'back\\\\slash', "plain"`)).toEqual([
      "It's",
      'He said "hi"',
      'a\nb',
      'back\\slash',
      'plain',
    ]);
  });

  it('reads LIMIT offset, count', async () => {
    const result = await backend.query('SELECT id FROM users ORDER BY id LIMIT 2, 3', { maxRows: 10 });
    expect(result.rows).toEqual([[3], [4], [5]]);
  });

  it('groups with GROUP_CONCAT … SEPARATOR', async () => {
    expect(
      await value(
        "SELECT GROUP_CONCAT(name SEPARATOR '; ') FROM (SELECT name FROM users WHERE country = 'FI' OR country = 'NL' ORDER BY id)",
      ),
    ).toEqual(['Linus Torvalds; Guido van Rossum']);
  });

  it('creates tables with AUTO_INCREMENT, ENUM, UNSIGNED, KEY and table options, enforcing what MySQL enforces', async () => {
    const result = await backend.query(
      `CREATE TABLE \`tickets\` (
        \`id\` INT UNSIGNED NOT NULL AUTO_INCREMENT,
        \`state\` ENUM('open', 'closed') NOT NULL DEFAULT 'open',
        \`points\` TINYINT UNSIGNED,
        \`created\` DATETIME DEFAULT CURRENT_TIMESTAMP,
        PRIMARY KEY (\`id\`),
        KEY \`state_idx\` (\`state\`)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
      INSERT INTO tickets (points) VALUES (3), (5);
      SELECT id, state, points FROM tickets ORDER BY id`,
      { maxRows: 10 },
    );
    expect(result.rows).toEqual([
      [1, 'open', 3],
      [2, 'open', 5],
    ]);
    expect(result.notes.join('\n')).toMatch(/ENGINE is dropped/);
    // MySQL's strict mode rejects a value outside the ENUM and a negative UNSIGNED.
    await expect(backend.query("INSERT INTO tickets (state) VALUES ('lost')", { maxRows: 1 })).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await expect(backend.query('INSERT INTO tickets (points) VALUES (-1)', { maxRows: 1 })).rejects.toThrow(
      /CHECK constraint failed/,
    );
    const catalogue = await backend.catalogue();
    expect(catalogue.tables.find((t) => t.name === 'tickets')?.indexes).toEqual([
      { name: 'state_idx', columns: ['state'], unique: false },
    ]);
  });

  it('translates INSERT IGNORE and ON DUPLICATE KEY UPDATE with VALUES()', async () => {
    // The manual's example: with a=1 present, the row's c becomes c + 1.
    await backend.query('CREATE TABLE t1 (a INT PRIMARY KEY, b INT, c INT); INSERT INTO t1 (a, b, c) VALUES (1, 2, 3)', {
      maxRows: 1,
    });
    await backend.query('INSERT INTO t1 (a, b, c) VALUES (1, 2, 3) ON DUPLICATE KEY UPDATE c = c + 1', { maxRows: 1 });
    expect(await value('SELECT c FROM t1 WHERE a = 1')).toEqual([4]);
    await backend.query('INSERT INTO t1 (a, b, c) VALUES (1, 9, 9), (2, 5, 6) ON DUPLICATE KEY UPDATE b = VALUES(b)', {
      maxRows: 1,
    });
    expect((await backend.query('SELECT a, b, c FROM t1 ORDER BY a', { maxRows: 5 })).rows).toEqual([
      [1, 9, 4],
      [2, 5, 6],
    ]);
    await backend.query('INSERT IGNORE INTO t1 (a, b, c) VALUES (2, 0, 0)', { maxRows: 1 });
    expect(await value('SELECT b FROM t1 WHERE a = 2')).toEqual([5]);
  });

  it('answers SHOW TABLES and DESCRIBE from the SQLite catalogue', async () => {
    const tables = await backend.query('SHOW TABLES', { maxRows: 50 });
    expect(tables.columns?.map((c) => c.name)).toEqual(['Tables_in_main']);
    expect(tables.rows.flat()).toEqual(expect.arrayContaining(['orders', 'products', 'users']));
    const describe = await backend.query('DESCRIBE `orders`', { maxRows: 50 });
    expect(describe.columns?.map((c) => c.name)).toEqual(['Field', 'Type', 'Null', 'Key', 'Default']);
    expect(describe.rows[0]).toEqual(['id', 'INTEGER', 'NO', 'PRI', null]);
  });

  it.each([
    ['SELECT @x := 1', /user variables/],
    ["SELECT 'abc' REGEXP 'b'", /REGEXP/],
    ['UPDATE users SET name = name LIMIT 1', /UPDATE … LIMIT/],
    ['ALTER TABLE users MODIFY COLUMN name VARCHAR(10)', /cannot change a column's definition/],
    ["SELECT DATE_FORMAT('2020-01-01', '%W')", /%W/],
    ['SELECT UUID()', /UUID\(\)/],
    ['CREATE TABLE x (a INT, d TIMESTAMP DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP)', /ON UPDATE CURRENT_TIMESTAMP/],
    ['USE shop', /USE/],
  ])('refuses %s and runs nothing', async (sql, reason) => {
    const before = (await backend.query('SELECT count(*) FROM users', { maxRows: 1 })).rows;
    const error = (await backend
      .query(`DELETE FROM users WHERE id > 100;\n${sql}`, { maxRows: 1 })
      .catch((e: unknown) => e)) as EngineQueryError;
    expect(error).toBeInstanceOf(EngineQueryError);
    expect(error.message).toMatch(/^Cannot run statement 2 on SQLite: /);
    expect(error.message).toMatch(reason);
    expect(error.position).toMatchObject({ line: 2, column: 1 });
    expect((await backend.query('SELECT count(*) FROM users', { maxRows: 1 })).rows).toEqual(before);
  });

  it('reports a MySQL syntax error with its position', async () => {
    const error = (await backend
      .query('SELECT 1;\nSELEC name FROM users', { maxRows: 1 })
      .catch((e: unknown) => e)) as EngineQueryError;
    expect(error.message).toMatch(/^MySQL syntax error in statement 2: /);
    expect(error.position).toMatchObject({ line: 2, column: 7 });
    const inside = (await backend
      .query('SELECT name FROM users WHERE id = = 1', { maxRows: 1 })
      .catch((e: unknown) => e)) as EngineQueryError;
    expect(inside.position?.column).toBeGreaterThan(30);
  });

  it('points SQLite errors at the failing statement', async () => {
    const error = (await backend
      .query('SELECT 1;\nSELECT nope FROM users', { maxRows: 1 })
      .catch((e: unknown) => e)) as EngineQueryError;
    expect(error.message).toMatch(/no such column: nope/);
    expect(error.position?.line).toBe(2);
  });
});

describe('unescapeMysqlString', () => {
  it('resolves MySQL escapes and keeps \\% and \\_ for LIKE', () => {
    expect(unescapeMysqlString("a\\tb\\0c\\Zd\\%e\\_f''g")).toBe("a\tb\0c\x1ad\\%e\\_f'g");
    expect(unescapeMysqlString('x\\qy')).toBe('xqy');
  });
});
