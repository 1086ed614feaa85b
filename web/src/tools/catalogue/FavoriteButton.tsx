import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ToolMeta } from '../types';
import { useFavoriteToolIds } from './favorites-store';

/** The favorite star: a toggle button (aria-pressed) whose label says what pressing it will do. */
export function FavoriteButton({ tool, className, size = 'md' }: { tool: ToolMeta; className?: string; size?: 'md' | 'lg' }) {
  const [favorites, toggle] = useFavoriteToolIds();
  const on = favorites.includes(tool.id);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? `Remove ${tool.name} from favorites` : `Add ${tool.name} to favorites`}
      title={on ? 'Remove from favorites' : 'Add to favorites'}
      onClick={() => toggle(tool.id)}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-surface-2',
        size === 'lg' ? 'h-10 w-10' : 'h-8 w-8',
        on ? 'text-amber-500 dark:text-amber-400' : 'text-muted hover:text-fg',
        className,
      )}
    >
      <Star className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} fill={on ? 'currentColor' : 'none'} aria-hidden />
    </button>
  );
}
