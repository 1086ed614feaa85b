// The endpoint's schema, from an introspection query (graphql-js builds it, prints its SDL and
// walks its types for the Schema tab's browser).
import {
  buildClientSchema,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  printSchema,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

/** The standard introspection query, descriptions and deprecated input values included. */
export const INTROSPECTION_QUERY = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });

/**
 * The schema from an introspection answer. Throws an Error with the user's message when the answer
 * holds none (introspection switched off, an error, not GraphQL).
 */
export function schemaFromIntrospection({ result }: { result: unknown }): GraphQLSchema {
  const answer = result as { data?: Partial<IntrospectionQuery> | null; errors?: { message?: string }[] } | null;
  if (!answer || typeof answer !== 'object') throw new Error('The endpoint did not answer with JSON.');
  if (!answer.data?.__schema) {
    const reason = answer.errors
      ?.map((e) => e.message)
      .filter(Boolean)
      .join('; ');
    throw new Error(
      reason ? `Introspection failed: ${reason}` : 'The endpoint returned no schema (is introspection switched off?).',
    );
  }
  try {
    return buildClientSchema(answer.data as IntrospectionQuery);
  } catch (error) {
    throw new Error(`The introspection result is not a valid schema: ${(error as Error).message}`, { cause: error });
  }
}

export function sdlOf(schema: GraphQLSchema): string {
  return printSchema(schema);
}

export type TypeKind = 'object' | 'interface' | 'union' | 'enum' | 'input' | 'scalar';

export type FieldSummary = {
  name: string;
  type: string;
  args: { name: string; type: string; defaultValue?: string }[];
  description?: string;
  deprecated?: string;
};

export type TypeSummary = {
  name: string;
  kind: TypeKind;
  description?: string;
  /** Fields (objects, interfaces, inputs), values (enums) or members (unions). */
  fields: FieldSummary[];
  /** Where it is a root: 'query', 'mutation' or 'subscription'. */
  root?: 'query' | 'mutation' | 'subscription';
};

function kindOf(type: GraphQLNamedType): TypeKind {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  if (isEnumType(type)) return 'enum';
  if (isInputObjectType(type)) return 'input';
  return 'scalar';
}

function fieldSummary(field: GraphQLField<unknown, unknown>): FieldSummary {
  return {
    name: field.name,
    type: String(field.type),
    args: field.args.map((a) => ({
      name: a.name,
      type: String(a.type),
      ...(a.defaultValue !== undefined ? { defaultValue: JSON.stringify(a.defaultValue) } : {}),
    })),
    ...(field.description ? { description: field.description } : {}),
    ...(field.deprecationReason ? { deprecated: field.deprecationReason } : {}),
  };
}

/**
 * The schema's own types (introspection's __ types left out): root types first (Query, Mutation,
 * Subscription), then the rest by name. The Schema tab shows the first 20 (spec §9) and finds any by search.
 */
export function typeList({ schema }: { schema: GraphQLSchema }): TypeSummary[] {
  const roots = new Map<string, TypeSummary['root']>([
    [schema.getQueryType()?.name ?? '', 'query'],
    [schema.getMutationType()?.name ?? '', 'mutation'],
    [schema.getSubscriptionType()?.name ?? '', 'subscription'],
  ]);
  const order = { query: 0, mutation: 1, subscription: 2 } as const;
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .map((type): TypeSummary => {
      const root = roots.get(type.name);
      let fields: FieldSummary[] = [];
      if (isObjectType(type) || isInterfaceType(type)) fields = Object.values(type.getFields()).map(fieldSummary);
      else if (isInputObjectType(type))
        fields = Object.values(type.getFields()).map((f) => ({
          name: f.name,
          type: String(f.type),
          args: [],
          ...(f.description ? { description: f.description } : {}),
          ...(f.defaultValue !== undefined
            ? { description: `${f.description ? `${f.description} ` : ''}(default ${JSON.stringify(f.defaultValue)})` }
            : {}),
        }));
      else if (isEnumType(type))
        fields = type.getValues().map((v) => ({
          name: v.name,
          type: '',
          args: [],
          ...(v.description ? { description: v.description } : {}),
          ...(v.deprecationReason ? { deprecated: v.deprecationReason } : {}),
        }));
      else if (isUnionType(type)) fields = type.getTypes().map((t) => ({ name: t.name, type: '', args: [] }));
      return {
        name: type.name,
        kind: kindOf(type),
        ...(type.description ? { description: type.description } : {}),
        fields,
        ...(root ? { root } : {}),
      };
    })
    .sort(
      (a, b) =>
        (a.root ? order[a.root] : 9) - (b.root ? order[b.root] : 9) ||
        Number(isScalarType(schema.getType(a.name))) - Number(isScalarType(schema.getType(b.name))) ||
        a.name.localeCompare(b.name),
    );
}

/** Types whose name, description or a field's name contains `search` (case-insensitive). */
export function searchTypes({ types, search }: { types: TypeSummary[]; search: string }): TypeSummary[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return types;
  return types.filter(
    (t) =>
      t.name.toLowerCase().includes(needle) ||
      t.description?.toLowerCase().includes(needle) ||
      t.fields.some((f) => f.name.toLowerCase().includes(needle)),
  );
}

/** The named type at the end of a printed type ("[Book!]!" → "Book"). */
export function baseTypeName(printed: string): string {
  return printed.replace(/[[\]!]/g, '');
}
