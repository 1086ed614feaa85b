import { z } from 'zod';
import { aiTaskIds, aiTaskInputSchemas, saveApiKeyInputSchema, updateApiKeyInputSchema } from '../../../common/ai';
import { apiErrorBodySchema, feedbackInputSchema } from '../../../common/api';
import {
  passwordConfirmSchema,
  resetPasswordInputSchema,
  resetRequestInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from '../../../common/auth';
import { generateWebsiteInputSchema, refineWebsiteInputSchema } from '../../../common/builder';
import { favoritesInputSchema } from '../../../common/favorites';
import { recipeInputSchema, recipePatchSchema } from '../../../common/recipes';
import { relayRequestSchema } from '../../../common/relay';
import { snippetInputSchema, snippetListQuerySchema, snippetPatchSchema } from '../../../common/snippets';
import { modelsQuery } from '../ai/routes';
import { idParams as keyIdParams } from '../keys/routes';
import { idParams as recipeIdParams } from '../recipes/routes';
import { idParams as snippetIdParams } from '../snippets/routes';
import { errorResponses, type ApiDocs, type ResponseDoc, type RouteDoc } from './api-docs';

// The routes registered before the API had documentedRoute, described from the same zod schemas
// they validate with (each feature's routes.ts and common/), so /api/openapi.json covers the whole
// API and the fuzzer (server/test/api-fuzz.test.ts) reaches every route.

const unavailable = {
  description: 'The database or a limit is busy: retry after Retry-After seconds.',
  schema: apiErrorBodySchema,
};
const rateLimited = { description: 'Too many requests: retry after Retry-After seconds.', schema: apiErrorBodySchema };
const json = (description: string): ResponseDoc => ({ description, schema: z.record(z.string(), z.unknown()) });
const signedIn = { 401: errorResponses[401] } as const;

const aiErrors = {
  403: { description: 'An AI API key is needed: no own key for this provider and no built-in one.', schema: apiErrorBodySchema },
  402: {
    description: 'An AI API key is needed (no own key and no built-in one), or the daily limit is reached.',
    schema: apiErrorBodySchema,
  },
  429: rateLimited,
  502: { description: 'The AI provider failed or refused (the message says which and what to do).', schema: apiErrorBodySchema },
  503: unavailable,
  504: { description: 'The AI provider did not answer in time.', schema: apiErrorBodySchema },
} as const;

const featureRoutes: RouteDoc[] = [
  {
    method: 'GET',
    url: '/api/health',
    operationId: 'health',
    summary: 'Whether the server and its database answer',
    tags: ['Service'],
    auth: 'none',
    responses: { 200: json('Up.'), 503: json('Draining, or the database does not answer.') },
  },
  {
    method: 'POST',
    url: '/api/feedback',
    operationId: 'sendFeedback',
    summary: "The footer's feedback form",
    tags: ['Service'],
    auth: 'none',
    body: feedbackInputSchema,
    responses: { 201: json('Stored.'), 400: errorResponses[400], 429: rateLimited },
  },
  // Accounts (better-auth under /api/auth): the routes the app uses.
  ...(
    [
      ['/api/auth/sign-up/email', 'signUp', 'Create an account', signUpInputSchema],
      ['/api/auth/sign-in/email', 'signIn', 'Sign in', signInInputSchema],
      ['/api/auth/request-password-reset', 'requestPasswordReset', 'Mail a password-reset link', resetRequestInputSchema],
      ['/api/auth/reset-password', 'resetPassword', 'Set a new password with a reset token', resetPasswordInputSchema],
      ['/api/auth/two-factor/enable', 'enableTwoFactor', 'Start enabling two-factor authentication', passwordConfirmSchema],
    ] as const
  ).map(([url, operationId, summary, body]) => ({
    method: 'POST' as const,
    url,
    operationId,
    summary,
    tags: ['Accounts'],
    auth: 'none' as const,
    body,
    responses: {
      200: json('Done.'),
      400: errorResponses[400],
      401: errorResponses[401],
      422: { description: 'Refused (e.g. the email is taken).', schema: apiErrorBodySchema },
      429: rateLimited,
      503: unavailable,
    },
  })),
  {
    method: 'POST',
    url: '/api/auth/sign-out',
    operationId: 'signOut',
    summary: 'Sign out (signed out already: nothing to do)',
    tags: ['Accounts'],
    auth: 'none',
    responses: { 200: json('Signed out.') },
  },
  {
    method: 'GET',
    url: '/api/auth/get-session',
    operationId: 'getSession',
    summary: 'The signed-in user, or null',
    tags: ['Accounts'],
    auth: 'none',
    responses: { 200: { description: 'The session and user, or null.', schema: z.unknown() } },
  },
  // AI provider keys (server/src/keys).
  {
    method: 'GET',
    url: '/api/keys',
    operationId: 'listKeys',
    summary: "The user's AI provider keys (never the keys themselves)",
    tags: ['AI keys'],
    auth: 'session',
    responses: { 200: json('The keys.'), ...signedIn },
  },
  {
    method: 'POST',
    url: '/api/keys',
    operationId: 'saveKey',
    summary: 'Save (or replace) the key for a provider',
    tags: ['AI keys'],
    auth: 'session',
    body: saveApiKeyInputSchema,
    responses: { 200: json('Replaced.'), 201: json('Saved.'), 400: errorResponses[400], ...signedIn, 413: errorResponses[413] },
  },
  {
    method: 'PATCH',
    url: '/api/keys/:id',
    operationId: 'updateKey',
    summary: 'Activate or deactivate a key',
    tags: ['AI keys'],
    auth: 'session',
    params: keyIdParams,
    body: updateApiKeyInputSchema,
    responses: { 200: json('Updated.'), 400: errorResponses[400], ...signedIn, 404: errorResponses[404] },
  },
  {
    method: 'DELETE',
    url: '/api/keys/:id',
    operationId: 'deleteKey',
    summary: 'Delete a key',
    tags: ['AI keys'],
    auth: 'session',
    params: keyIdParams,
    responses: { 204: { description: 'Deleted.' }, ...signedIn, 404: errorResponses[404] },
  },
  {
    method: 'POST',
    url: '/api/keys/:id/reveal',
    operationId: 'revealKey',
    summary: 'The key itself, to show it once',
    tags: ['AI keys'],
    auth: 'session',
    params: keyIdParams,
    responses: { 200: json('The key.'), ...signedIn, 404: errorResponses[404] },
  },
  // AI (server/src/ai).
  {
    method: 'GET',
    url: '/api/ai/providers',
    operationId: 'aiProviders',
    summary: 'The AI providers and which have a key',
    tags: ['AI'],
    auth: 'session',
    responses: { 200: json('Providers.'), ...signedIn },
  },
  {
    method: 'GET',
    url: '/api/ai/models',
    operationId: 'aiModels',
    summary: "A provider's models",
    tags: ['AI'],
    auth: 'session',
    query: modelsQuery,
    responses: { 200: json('Models.'), 400: errorResponses[400], ...signedIn },
  },
  {
    method: 'GET',
    url: '/api/ai/usage',
    operationId: 'aiUsage',
    summary: "The day's AI usage and limit",
    tags: ['AI'],
    auth: 'session',
    responses: { 200: json('Usage.'), ...signedIn },
  },
  ...aiTaskIds.flatMap((task): RouteDoc[] => [
    {
      method: 'POST',
      url: `/api/ai/tasks/${task}`,
      operationId: `aiTask_${task}`,
      summary: `AI task: ${task}`,
      tags: ['AI'],
      auth: 'session',
      body: aiTaskInputSchemas[task],
      responses: { 200: json('The result.'), 400: errorResponses[400], ...signedIn, ...aiErrors },
    },
    {
      method: 'POST',
      url: `/api/ai/tasks/${task}/stream`,
      operationId: `aiTaskStream_${task}`,
      summary: `AI task: ${task}, streamed`,
      tags: ['AI'],
      auth: 'session',
      body: aiTaskInputSchemas[task],
      responses: {
        200: { description: 'Server-sent events: meta, delta…, then done or error.', contentType: 'text/event-stream' },
        400: errorResponses[400],
        ...signedIn,
        ...aiErrors,
      },
    },
  ]),
  // Website builder (server/src/builder).
  {
    method: 'POST',
    url: '/api/builder/generate',
    operationId: 'builderGenerate',
    summary: 'Generate a website from a prompt (streamed)',
    tags: ['Website builder'],
    auth: 'session',
    body: generateWebsiteInputSchema,
    responses: {
      200: { description: 'Server-sent events.', contentType: 'text/event-stream' },
      400: errorResponses[400],
      ...signedIn,
      ...aiErrors,
    },
  },
  {
    method: 'POST',
    url: '/api/builder/refine',
    operationId: 'builderRefine',
    summary: 'Change a generated website (streamed)',
    tags: ['Website builder'],
    auth: 'session',
    body: refineWebsiteInputSchema,
    responses: {
      200: { description: 'Server-sent events.', contentType: 'text/event-stream' },
      400: errorResponses[400],
      ...signedIn,
      413: errorResponses[413],
      ...aiErrors,
    },
  },
  // HTTP client relay (server/src/relay).
  {
    method: 'POST',
    url: '/api/relay',
    operationId: 'relay',
    summary: 'Send an HTTP request from the server (for targets without CORS)',
    tags: ['HTTP relay'],
    auth: 'session',
    body: relayRequestSchema,
    responses: {
      200: { description: 'The target answered: a relay frame.', contentType: 'application/x-devforge-relay' },
      400: errorResponses[400],
      ...signedIn,
      413: errorResponses[413],
      429: rateLimited,
      502: { description: 'The target could not be reached or refused.', schema: apiErrorBodySchema },
      504: { description: 'The target did not answer in time.', schema: apiErrorBodySchema },
    },
  },
  // Snippets (server/src/snippets).
  {
    method: 'GET',
    url: '/api/snippets',
    operationId: 'listSnippets',
    summary: "The user's snippets, newest first, a page at a time",
    tags: ['Snippets'],
    auth: 'session',
    query: snippetListQuerySchema,
    responses: { 200: json('A page of snippets.'), 400: errorResponses[400], ...signedIn },
  },
  {
    method: 'POST',
    url: '/api/snippets',
    operationId: 'createSnippet',
    summary: 'Save a snippet',
    tags: ['Snippets'],
    auth: 'session',
    body: snippetInputSchema,
    responses: { 200: json('Replaced.'), 201: json('Saved.'), 400: errorResponses[400], ...signedIn, 413: errorResponses[413] },
  },
  {
    method: 'PATCH',
    url: '/api/snippets/:id',
    operationId: 'updateSnippet',
    summary: 'Change a snippet',
    tags: ['Snippets'],
    auth: 'session',
    params: snippetIdParams,
    body: snippetPatchSchema,
    responses: {
      200: json('Changed.'),
      400: errorResponses[400],
      ...signedIn,
      404: errorResponses[404],
      413: errorResponses[413],
    },
  },
  {
    method: 'DELETE',
    url: '/api/snippets/:id',
    operationId: 'deleteSnippet',
    summary: 'Delete a snippet',
    tags: ['Snippets'],
    auth: 'session',
    params: snippetIdParams,
    responses: { 204: { description: 'Deleted.' }, ...signedIn, 404: errorResponses[404] },
  },
  // Favourite tools (server/src/favorites).
  {
    method: 'GET',
    url: '/api/favorites',
    operationId: 'listFavorites',
    summary: "The user's favourite tools, in their order",
    tags: ['Favourites'],
    auth: 'session',
    responses: { 200: json('The tool ids.'), ...signedIn },
  },
  {
    method: 'PUT',
    url: '/api/favorites',
    operationId: 'setFavorites',
    summary: "Replace the user's favourite tools (their order is kept)",
    tags: ['Favourites'],
    auth: 'session',
    body: favoritesInputSchema,
    responses: { 200: json('The tool ids.'), 400: errorResponses[400], ...signedIn },
  },
  // Saved recipes (server/src/recipes).
  {
    method: 'GET',
    url: '/api/recipes',
    operationId: 'listRecipes',
    summary: "The user's saved recipes",
    tags: ['Recipes'],
    auth: 'session',
    responses: { 200: json('The recipes.'), ...signedIn },
  },
  {
    method: 'GET',
    url: '/api/recipes/:id',
    operationId: 'getRecipe',
    summary: 'One saved recipe',
    tags: ['Recipes'],
    auth: 'session',
    params: recipeIdParams,
    responses: { 200: json('The recipe.'), 400: errorResponses[400], ...signedIn, 404: errorResponses[404] },
  },
  {
    method: 'POST',
    url: '/api/recipes',
    operationId: 'createRecipe',
    summary: 'Save a recipe (its steps are checked against the operations)',
    tags: ['Recipes'],
    auth: 'session',
    body: recipeInputSchema,
    responses: { 201: json('Saved.'), 400: errorResponses[400], ...signedIn, 413: errorResponses[413] },
  },
  {
    method: 'PATCH',
    url: '/api/recipes/:id',
    operationId: 'updateRecipe',
    summary: 'Change a saved recipe',
    tags: ['Recipes'],
    auth: 'session',
    params: recipeIdParams,
    body: recipePatchSchema,
    responses: {
      200: json('Changed.'),
      400: errorResponses[400],
      ...signedIn,
      404: errorResponses[404],
      413: errorResponses[413],
    },
  },
  {
    method: 'DELETE',
    url: '/api/recipes/:id',
    operationId: 'deleteRecipe',
    summary: 'Delete a saved recipe',
    tags: ['Recipes'],
    auth: 'session',
    params: recipeIdParams,
    responses: { 204: { description: 'Deleted.' }, 400: errorResponses[400], ...signedIn, 404: errorResponses[404] },
  },
];

/** Describes the features' routes in the API document. */
export function documentFeatureRoutes(docs: ApiDocs): void {
  for (const route of featureRoutes) docs.add(route);
}
