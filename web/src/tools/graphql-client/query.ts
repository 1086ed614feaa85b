// The query checked, formatted and sent with graphql-js: parse errors and validation against the
// introspected schema are placed at their line and column, print() formats.
import { GraphQLError, parse, print, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

export type QueryProblem = { message: string; line: number; column: number; endLine: number; endColumn: number };

function problemsOf(error: GraphQLError): QueryProblem[] {
  const locations = error.locations?.length ? error.locations : [{ line: 1, column: 1 }];
  return locations.map(({ line, column }) => ({ message: error.message, line, column, endLine: line, endColumn: column + 1 }));
}

/**
 * Problems with `query`: its syntax, and when a schema is known, every validation rule of the
 * GraphQL specification (unknown fields, wrong argument types, missing variables…). Blank: none.
 */
export function checkQuery({ query, schema }: { query: string; schema?: GraphQLSchema | null }): QueryProblem[] {
  if (query.trim() === '') return [];
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    if (error instanceof GraphQLError) return problemsOf(error);
    throw error;
  }
  if (!schema) return [];
  return validate(schema, document).flatMap(problemsOf);
}

/** The query as graphql-js prints it; throws the parser's message when it does not parse. */
export function formatQuery({ query }: { query: string }): string {
  try {
    return print(parse(query));
  } catch (error) {
    throw new Error(`Cannot format: ${(error as Error).message}`, { cause: error });
  }
}

/** The variables object; blank is none. Spec §5: anything else than a JSON object is "Invalid variables JSON". */
export function parseVariables({ text }: { text: string }): Record<string, unknown> | undefined {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('Invalid variables JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('Invalid variables JSON');
  return value as Record<string, unknown>;
}

/** The operations a document defines, by name (anonymous ones as ''). */
export function operationNames({ query }: { query: string }): string[] {
  try {
    return parse(query)
      .definitions.filter((d) => d.kind === 'OperationDefinition')
      .map((d) => ('name' in d && d.name ? d.name.value : ''));
  } catch {
    return [];
  }
}

/** A name for the history: the operation's name, else its kind and first field ("query books"). */
export function queryTitle({ query }: { query: string }): string {
  const named = /\b(query|mutation|subscription)\s+([A-Za-z_]\w*)/.exec(query);
  if (named) return named[2]!;
  const field = /\{\s*([A-Za-z_]\w*)/.exec(query);
  const kind = /^\s*(mutation|subscription)\b/.exec(query)?.[1] ?? 'query';
  return field ? `${kind} ${field[1]}` : 'Untitled query';
}
