// The query editor's GraphQL support (cm6-graphql): highlighting, and with a schema, completion of
// fields, arguments and types. Loaded with the editor, never in the screen's first chunk. Its own
// linter is left out: the screen checks the query with graphql-js and shows the problems itself.
import type { Extension } from '@codemirror/state';
import { completion, graphqlLanguageSupport, stateExtensions } from 'cm6-graphql';
import type { GraphQLSchema } from 'graphql';

export function queryEditorExtension({
  schema,
  autocomplete,
}: {
  schema: GraphQLSchema | null;
  autocomplete: boolean;
}): Extension {
  return [graphqlLanguageSupport(), autocomplete ? completion : [], stateExtensions(schema ?? undefined)];
}
