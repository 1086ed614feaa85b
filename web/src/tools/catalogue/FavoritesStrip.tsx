import { ArrowDown, ArrowUp, Check, GripVertical, ListOrdered, Star } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useSession } from '@/services/session';
import { buttonClasses } from '@/components/Button';
import { cn } from '@/lib/cn';
import { tools } from '../registry';
import type { ToolMeta } from '../types';
import { CategoryIcon } from './CategoryIcon';
import { moveFavorite, useFavorites, useFavoritesSync } from './favorites-store';
import { ToolStrip } from './ToolCard';
import { pickTools, STRIP_SIZE } from './tool-lists';

/**
 * Favorite Tools: the first six in the user's order, and "Reorder" to change that order: drag a
 * row by its handle, or use its Move up / Move down buttons (keyboard and touch). The order is the
 * account's (favorites-store.ts).
 */
export function FavoritesStrip() {
  const { user } = useSession();
  useFavoritesSync(user?.id);
  const { ids } = useFavorites();
  const favorites = pickTools({ ids, tools });
  const [reordering, setReordering] = useState(false);
  if (favorites.length === 0) return null;

  const reorderButton = favorites.length > 1 && (
    <button
      type="button"
      aria-expanded={reordering}
      aria-controls="favorites-order"
      onClick={() => setReordering((r) => !r)}
      className={buttonClasses('ghost', 'sm', 'h-8 text-muted hover:text-fg')}
    >
      {reordering ? <Check className="h-4 w-4" aria-hidden /> : <ListOrdered className="h-4 w-4" aria-hidden />}
      {reordering ? 'Done' : 'Reorder'}
    </button>
  );

  return (
    <div className="flex flex-col gap-3">
      <ToolStrip
        title="Favorite Tools"
        icon={<Star className="h-4 w-4 text-amber-500" aria-hidden />}
        tools={favorites.slice(0, STRIP_SIZE)}
        action={reorderButton}
      />
      {reordering && <FavoritesOrder favorites={favorites} ids={ids} />}
    </div>
  );
}

function FavoritesOrder({ favorites, ids }: { favorites: ToolMeta[]; ids: readonly string[] }) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const count = favorites.length;

  const move = (tool: ToolMeta, to: number) => {
    const from = favorites.indexOf(tool);
    const target = Math.max(0, Math.min(to, count - 1));
    if (from === target) return;
    // To the place (in the whole stored list) of the tool shown there now: a stored id whose tool is gone keeps its place.
    moveFavorite(tool.id, ids.indexOf(favorites[target]!.id));
    setAnnouncement(`${tool.name} moved to position ${target + 1} of ${count}.`);
  };

  // Where a drop over `index` puts the tool: before that row in its upper half, after it in its lower half.
  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (!dragged) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    setDropAt(event.clientY < box.top + box.height / 2 ? index : index + 1);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const tool = favorites.find((t) => t.id === dragged);
    if (tool && dropAt !== null) {
      const from = favorites.indexOf(tool);
      // Dropping below itself: the rows above the gap shift up by one once it leaves.
      move(tool, dropAt > from ? dropAt - 1 : dropAt);
    }
    setDragged(null);
    setDropAt(null);
  };

  return (
    <div id="favorites-order" className="rounded-xl border border-border bg-surface p-3 shadow-sm">
      <p id="favorites-order-help" className="px-1 pb-2 text-xs text-muted">
        Drag a tool by its handle, or use its arrows. The order is saved to your account.
      </p>
      <ol aria-label="Favorite tools order" aria-describedby="favorites-order-help" className="flex flex-col" onDrop={onDrop}>
        {favorites.map((tool, index) => (
          <li
            key={tool.id}
            data-tool-id={tool.id}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', tool.name);
              setDragged(tool.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setDropAt(null);
            }}
            onDragOver={(event) => onDragOver(event, index)}
            className={cn(
              'relative flex items-center gap-2 rounded-lg border-y-2 border-transparent px-1 py-1.5',
              dragged === tool.id && 'opacity-50',
              dropAt === index && dragged !== null && 'border-t-primary',
              dropAt === index + 1 && index === count - 1 && dragged !== null && 'border-b-primary',
            )}
          >
            <GripVertical className="h-4 w-4 shrink-0 cursor-grab text-muted" aria-hidden />
            <span className="w-6 shrink-0 text-right text-xs tabular-nums text-muted" aria-hidden>
              {index + 1}
            </span>
            <CategoryIcon category={tool.category} size="sm" />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-fg">{tool.name}</span>
            <button
              type="button"
              onClick={() => move(tool, index - 1)}
              disabled={index === 0}
              aria-label={`Move ${tool.name} up`}
              title="Move up"
              className={buttonClasses('ghost', 'sm', 'h-8 w-8 px-0')}
            >
              <ArrowUp className="h-4 w-4" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => move(tool, index + 1)}
              disabled={index === count - 1}
              aria-label={`Move ${tool.name} down`}
              title="Move down"
              className={buttonClasses('ghost', 'sm', 'h-8 w-8 px-0')}
            >
              <ArrowDown className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
