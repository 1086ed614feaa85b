// The Common Queries grid: introspection questions any GraphQL endpoint answers, and with a schema,
// a first query written from it.
import { getNamedType, isEnumType, isNonNullType, isObjectType, isScalarType, type GraphQLSchema } from 'graphql';

export type CommonQuery = { title: string; description: string; query: string; variables?: string };

export const commonQueries: CommonQuery[] = [
  { title: 'Ping', description: 'Does the endpoint answer GraphQL?', query: 'query Ping {\n  __typename\n}\n' },
  {
    title: 'Schema overview',
    description: 'Root types and every type with its kind',
    query:
      'query SchemaOverview {\n  __schema {\n    queryType { name }\n    mutationType { name }\n    subscriptionType { name }\n    types { name kind }\n  }\n}\n',
  },
  {
    title: 'Type details',
    description: 'Fields, arguments and their types, for one type',
    query:
      'query TypeDetails($name: String!) {\n  __type(name: $name) {\n    name\n    kind\n    description\n    fields {\n      name\n      description\n      args { name type { name kind ofType { name kind } } }\n      type { name kind ofType { name kind } }\n    }\n  }\n}\n',
    variables: '{\n  "name": "Query"\n}',
  },
  {
    title: 'Root fields',
    description: 'What you can query, with descriptions',
    query: 'query RootFields {\n  __schema {\n    queryType {\n      fields { name description }\n    }\n  }\n}\n',
  },
  {
    title: 'Mutations',
    description: 'What you can change, with arguments',
    query:
      'query Mutations {\n  __schema {\n    mutationType {\n      fields {\n        name\n        args { name type { name kind ofType { name } } }\n      }\n    }\n  }\n}\n',
  },
  {
    title: 'Enums',
    description: 'Every enum type and its values',
    query: 'query Enums {\n  __schema {\n    types {\n      name\n      kind\n      enumValues { name }\n    }\n  }\n}\n',
  },
  {
    title: 'Directives',
    description: 'Directives the server supports',
    query: 'query Directives {\n  __schema {\n    directives { name description locations args { name } }\n  }\n}\n',
  },
];

/** A query of the schema's first root field, selecting its scalar fields, with variables for required arguments. */
export function sampleQuery({ schema }: { schema: GraphQLSchema }): CommonQuery | null {
  const root = schema.getQueryType();
  const field = root ? Object.values(root.getFields())[0] : undefined;
  if (!field) return null;
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const variables = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const type = getNamedType(field.type);
  const selection = isObjectType(type)
    ? Object.values(type.getFields())
        .filter((f) => {
          const inner = getNamedType(f.type);
          return (
            (isScalarType(inner) || isEnumType(inner)) && f.args.every((a) => !isNonNullType(a.type)) && !f.deprecationReason
          );
        })
        .slice(0, 8)
        .map((f) => `    ${f.name}`)
    : [];
  const body = selection.length > 0 ? ` {\n${selection.join('\n')}\n  }` : '';
  const name = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  return {
    title: `Sample: ${field.name}`,
    description: `The first query field of this schema${required.length ? ', with its required arguments' : ''}`,
    query: `query ${name}${variables ? `(${variables})` : ''} {\n  ${field.name}${args ? `(${args})` : ''}${body}\n}\n`,
    ...(required.length ? { variables: JSON.stringify(Object.fromEntries(required.map((a) => [a.name, null])), null, 2) } : {}),
  };
}
