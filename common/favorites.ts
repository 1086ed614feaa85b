import { z } from 'zod';

// A user's favorite tools, in the order they chose (spec platform.md §2, Favorite Tools; the order
// is kept per account so it follows them to another browser). GET and PUT /api/favorites.

/** More than the catalogue will ever hold: a bound on what one account stores. */
export const FAVORITES_MAX = 300;

/** A tool id as the catalogue writes them (its folder name): lower-case words joined by hyphens. */
export const favoriteToolIdSchema = z
  .string({ error: 'Each favorite must be a tool id' })
  .max(100, 'A tool id is at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A tool id is lower-case words joined by hyphens');

/** The whole list, in order; a tool given twice keeps its first place. */
export const favoritesInputSchema = z.object({
  toolIds: z
    .array(favoriteToolIdSchema, { error: 'toolIds must be a list of tool ids' })
    .max(FAVORITES_MAX, `At most ${FAVORITES_MAX} favorites`)
    .transform((ids) => [...new Set(ids)]),
});
export type FavoritesInput = z.input<typeof favoritesInputSchema>;

/** What the server answers: the list, and when it was last saved (null: never, the browser's copy may be older than accounts). */
export type FavoritesResponse = { toolIds: string[]; updatedAt: string | null };
