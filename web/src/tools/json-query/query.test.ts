// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pythonJson } from '@/test-support/oracles';
import { queryJmesPath, queryJsonPath } from './query';

// Oracles: JMESPath against Python's jmespath (Debian python3-jmespath, which passes JMESPath's
// compliance suite) on expressions in the style of that suite; JSONPath against the results
// Goessner published with his bookstore example (the cases the JSONPath comparison project
// reports consensus on).

const people = {
  people: [
    { name: 'Ada', age: 36, langs: ['en', 'fr'], address: { city: 'London' } },
    { name: 'Alan', age: 41, langs: ['en'], address: { city: 'Wilmslow' } },
    { name: 'Grace', age: 29, langs: [], address: null },
  ],
  meta: {
    count: 3,
    tags: ['a', 'b', 'c', 'd'],
    nested: [
      [1, 2],
      [3, [4, 5]],
    ],
  },
  'dash-key': true,
};

const jmesExpressions = [
  'people[0].name',
  'people[*].name',
  'people[?age > `30`].name',
  "people[?address.city == 'London'].name",
  'people[].langs[]',
  'meta.tags[1:3]',
  'meta.tags[::-1]',
  'meta.nested[]',
  'meta.nested[][]',
  'people[*].{n: name, c: address.city}',
  'people[*].[name, age]',
  'length(people)',
  'sort_by(people, &age)[*].name',
  'max_by(people, &age).name',
  "join(', ', people[*].name)",
  'keys(meta)',
  "people[?contains(langs, 'fr')].name",
  "people[?starts_with(name, 'A')] | length(@)",
  'people[*].address.city',
  'not_null(people[2].address, `"none"`)',
  '"dash-key"',
  'sum(people[*].age)',
  'to_string(meta.count)',
  'missing.path',
  '@',
];

describe('JMESPath agrees with Python jmespath', () => {
  it('on every expression', async () => {
    const expected = pythonJson<unknown[]>(
      'import sys, json, jmespath\nd = json.load(sys.stdin)\nprint(json.dumps([jmespath.search(e, d["doc"]) for e in d["exprs"]]))',
      JSON.stringify({ doc: people, exprs: jmesExpressions }),
    );
    const ours = await Promise.all(jmesExpressions.map(async (e) => (await queryJmesPath(people, e)).result));
    jmesExpressions.forEach((e, i) => expect([e, ours[i]]).toEqual([e, expected[i]]));
  });

  it('finds the document’s own objects among the results, for highlighting', async () => {
    const { matches } = await queryJmesPath(people, 'people[?age > `30`]');
    expect(matches.map((m) => m.pointer)).toEqual(['/people/0', '/people/1']);
    expect((await queryJmesPath(people, 'people[*].name')).matches.map((m) => m.pointer)).toEqual([null, null, null]);
  });

  it('names a syntax error, as Python’s parser refuses it', async () => {
    expect(() => pythonJson('import jmespath; jmespath.search("people[?", {})')).toThrow();
    await expect(queryJmesPath(people, 'people[?')).rejects.toThrow(/^Not a valid JMESPath expression/);
  });
});

// Goessner, "JSONPath - XPath for JSON" (2007): the bookstore and his table of examples.
const store = {
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
      { category: 'fiction', author: 'J. R. R. Tolkien', title: 'The Lord of the Rings', isbn: '0-395-19395-8', price: 22.99 },
    ],
    bicycle: { color: 'red', price: 19.95 },
  },
};
const authors = ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien'];

describe('JSONPath gives Goessner’s published results', () => {
  it.each([
    ['$.store.book[*].author', authors],
    ['$..author', authors],
    ['$.store..price', [8.95, 12.99, 8.99, 22.99, 19.95]],
    ['$..book[2].title', ['Moby Dick']],
    ['$..book[-1:].title', ['The Lord of the Rings']],
    ['$..book[0,1].title', ['Sayings of the Century', 'Sword of Honour']],
    ['$..book[:2].title', ['Sayings of the Century', 'Sword of Honour']],
    ['$..book[?(@.isbn)].title', ['Moby Dick', 'The Lord of the Rings']],
    ['$..book[?(@.price<10)].title', ['Sayings of the Century', 'Moby Dick']],
    ["$.store.book[?(@.category=='fiction')].author", authors.slice(1)],
    ['$.store.*.color', ['red']],
  ] as const)('%s', async (expression, expected) => {
    expect((await queryJsonPath(store, expression)).map((m) => m.value)).toEqual(expected);
  });

  it('knows each match’s JSON Pointer', async () => {
    expect((await queryJsonPath(store, '$..book[?(@.price<10)].title')).map((m) => m.pointer)).toEqual([
      '/store/book/0/title',
      '/store/book/2/title',
    ]);
  });

  it('finds nothing for a path that is not there', async () => {
    expect(await queryJsonPath(store, '$.nothing.here')).toEqual([]);
  });
});
