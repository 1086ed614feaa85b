// @vitest-environment node
// The reference is graphql-js itself, run on the server side of the exchange: the test GraphQL
// server's schema, introspected and executed as a real server would, and its validator.
import { graphql, lexicographicSortSchema, parse, printSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { librarySchema, libraryRoot } from '../../../../server/test/target-server/library-schema';
import { commonQueries, sampleQuery } from './common-queries';
import { checkQuery, formatQuery, operationNames, parseVariables, queryTitle } from './query';
import { addToHistory, exportFile, HISTORY_LIMIT, parseHeadersJson, parseImportFile, type GraphqlHistoryItem } from './saved';
import { INTROSPECTION_QUERY, schemaFromIntrospection, searchTypes, typeList } from './schema';

async function introspected() {
  const result = await graphql({ schema: librarySchema, source: INTROSPECTION_QUERY });
  return schemaFromIntrospection({ result: JSON.parse(JSON.stringify(result)) });
}

describe('introspection', () => {
  it('rebuilds the server schema from its introspection answer', async () => {
    const schema = await introspected();
    expect(printSchema(lexicographicSortSchema(schema))).toBe(printSchema(lexicographicSortSchema(librarySchema)));
  });

  it('says why there is no schema', () => {
    expect(() => schemaFromIntrospection({ result: { errors: [{ message: 'GraphQL introspection is not allowed' }] } })).toThrow(
      'Introspection failed: GraphQL introspection is not allowed',
    );
    expect(() => schemaFromIntrospection({ result: { data: null } })).toThrow(
      'The endpoint returned no schema (is introspection switched off?).',
    );
    expect(() => schemaFromIntrospection({ result: 'html' })).toThrow('The endpoint did not answer with JSON.');
  });

  it('lists the types, roots first, with fields and arguments; search reaches every type', async () => {
    const types = typeList({ schema: await introspected() });
    expect(types.slice(0, 2).map((t) => [t.name, t.root])).toEqual([
      ['Query', 'query'],
      ['Mutation', 'mutation'],
    ]);
    expect(types.map((t) => t.name)).not.toContain('__Schema');
    const books = types[0]!.fields.find((f) => f.name === 'books')!;
    expect(books).toMatchObject({
      type: '[Book!]!',
      args: [
        { name: 'first', type: 'Int', defaultValue: '10' },
        { name: 'genre', type: 'Genre' },
      ],
      description: 'Books, newest first.',
    });
    expect(types.find((t) => t.name === 'Book')!.fields.find((f) => f.name === 'isbn')).toMatchObject({
      deprecated: 'Use identifiers.isbn13',
    });
    expect(types.find((t) => t.name === 'Genre')!.fields.map((f) => f.name)).toEqual(['FICTION', 'SCIENCE', 'HISTORY']);
    expect(searchTypes({ types, search: 'author' }).map((t) => t.name)).toEqual(['Query', 'Author', 'Book', 'NewBook']);
    expect(searchTypes({ types, search: '' })).toHaveLength(types.length);
  });
});

describe('checking the query before it is sent', () => {
  const schema = librarySchema;
  it.each([
    '{ books { nope } }',
    'query Q($n: String) { books(first: $n) { id } }',
    'query { book { title } }',
    'mutation { addBook(input: { title: "x" }) { id } }',
    '{ books(genre: POETRY) { id } }',
    'query Q { authors { name } }\nquery Q { authors { id } }',
  ])('reports what graphql-js reports, at its line and column: %s', (query) => {
    const expected = validate(schema, parse(query)).flatMap((e) =>
      e.locations!.map((l) => ({ message: e.message, line: l.line, column: l.column })),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(checkQuery({ query, schema }).map(({ message, line, column }) => ({ message, line, column }))).toEqual(expected);
  });

  it('reports syntax errors without a schema, and nothing for a valid query', () => {
    expect(checkQuery({ query: '{\n  books {\n    id\n' })).toEqual([
      { message: 'Syntax Error: Expected Name, found <EOF>.', line: 4, column: 1, endLine: 4, endColumn: 2 },
    ]);
    expect(checkQuery({ query: '{ books(first: 2) { id title author { name } } }', schema })).toEqual([]);
    expect(checkQuery({ query: '   ', schema })).toEqual([]);
  });

  it('formats as graphql-js prints, and refuses what does not parse', () => {
    const messy = 'query   Books($n:Int=3){books(first:$n){id,title author{name}}}';
    expect(formatQuery({ query: messy })).toBe(
      'query Books($n: Int = 3) {\n  books(first: $n) {\n    id\n    title\n    author {\n      name\n    }\n  }\n}',
    );
    expect(formatQuery({ query: formatQuery({ query: messy }) })).toBe(formatQuery({ query: messy }));
    expect(() => formatQuery({ query: '{ books {' })).toThrow(/^Cannot format: Syntax Error/);
  });

  it('reads variables as a JSON object or says "Invalid variables JSON"', () => {
    expect(parseVariables({ text: '' })).toBeUndefined();
    expect(parseVariables({ text: '{"first": 2}' })).toEqual({ first: 2 });
    for (const text of ['{first: 2}', '[1]', 'null', '"x"', '{"a":'])
      expect(() => parseVariables({ text })).toThrow('Invalid variables JSON');
  });

  it('names operations for the history and the operation picker', () => {
    expect(operationNames({ query: 'query A { a } mutation B { b } { c }' })).toEqual(['A', 'B', '']);
    expect(queryTitle({ query: 'query Books { books { id } }' })).toBe('Books');
    expect(queryTitle({ query: '{ authors { name } }' })).toBe('query authors');
    expect(queryTitle({ query: 'mutation { addBook(input: {}) { id } }' })).toBe('mutation addBook');
  });
});

describe('common queries', () => {
  it('are valid against any schema (they only ask introspection questions), and run', async () => {
    for (const item of commonQueries) {
      expect(validate(librarySchema, parse(item.query)), item.title).toEqual([]);
      const result = await graphql({
        schema: librarySchema,
        source: item.query,
        variableValues: item.variables ? JSON.parse(item.variables) : undefined,
      });
      expect(result.errors, item.title).toBeUndefined();
    }
  });

  it('writes a sample query from the schema that validates and runs', async () => {
    const sample = sampleQuery({ schema: await introspected() })!;
    expect(sample.query).toBe('query Books {\n  books {\n    id\n    title\n    year\n    genre\n  }\n}\n');
    expect(validate(librarySchema, parse(sample.query))).toEqual([]);
    const result = await graphql({ schema: librarySchema, source: sample.query, rootValue: libraryRoot });
    expect(result.errors).toBeUndefined();
  });
});

describe('history, export and import', () => {
  it('keeps the last 20, newest first, without repeats', () => {
    let history: GraphqlHistoryItem[] = [];
    for (let i = 0; i < 25; i++)
      history = addToHistory({
        history,
        query: `query Q${i} { books { id } }`,
        variables: '',
        endpoint: 'https://x.test/graphql',
      });
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.name).toBe('Q24');
    history = addToHistory({ history, query: 'query Q10 { books { id } }', variables: '', endpoint: 'https://x.test/graphql' });
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history.filter((h) => h.name === 'Q10')).toHaveLength(1);
    expect(history[0]!.name).toBe('Q10');
  });

  it('exports endpoint, query, variables, headers and timestamp, and imports them back', () => {
    const text = exportFile({
      endpoint: 'https://x.test/graphql',
      query: '{ books { id } }',
      variables: '{"a":1}',
      headers: '{"X-Key":"k"}',
      now: new Date('2025-01-02T03:04:05Z'),
    });
    expect(JSON.parse(text)).toEqual({
      endpoint: 'https://x.test/graphql',
      query: '{ books { id } }',
      variables: '{"a":1}',
      headers: '{"X-Key":"k"}',
      timestamp: '2025-01-02T03:04:05.000Z',
    });
    expect(parseImportFile({ text })).toEqual({
      endpoint: 'https://x.test/graphql',
      query: '{ books { id } }',
      variables: '{"a":1}',
      headers: '{"X-Key":"k"}',
    });
    expect(parseHeadersJson({ text: '{"X-Key":"k","X-N":3}' })).toEqual([
      ['X-Key', 'k'],
      ['X-N', '3'],
    ]);
  });

  it.each(['not json', '[]', '{"query": "{ a }"}', '{"endpoint": 3, "query": "x"}'])(
    'refuses %s with "Invalid import file format"',
    (text) => {
      expect(() => parseImportFile({ text })).toThrow('Invalid import file format');
    },
  );
});
