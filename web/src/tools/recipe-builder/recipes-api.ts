import type { RecipeInput, RecipeListResponse, RecipePatch, RecipeResponse, SavedRecipe } from '@common/recipes';
import { apiFetch } from '@/lib/api';

export async function listRecipes(signal?: AbortSignal): Promise<SavedRecipe[]> {
  return (await apiFetch<RecipeListResponse>('/api/recipes', { signal })).recipes;
}

export async function createRecipe(recipe: RecipeInput): Promise<SavedRecipe> {
  return (await apiFetch<RecipeResponse>('/api/recipes', { method: 'POST', json: recipe })).recipe;
}

export async function updateRecipe(id: string, patch: RecipePatch): Promise<SavedRecipe> {
  return (await apiFetch<RecipeResponse>(`/api/recipes/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch })).recipe;
}

export async function deleteRecipe(id: string): Promise<void> {
  await apiFetch<void>(`/api/recipes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
