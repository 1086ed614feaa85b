import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'graphql-client',
  name: 'GraphQL Explorer',
  description: 'Run GraphQL queries with variables and headers, and introspect schemas.',
  category: 'api',
  tags: ['graphql', 'api', 'query'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 70,
  keywords: ['gql', 'introspection', 'schema', 'graphiql', 'altair', 'sdl'],
  accepts: ['graphql'],
  load: () => import('./GraphqlClient'),
};
