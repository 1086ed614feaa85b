import { createContext, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { appPathname } from '@/lib/base-path';

/** Inside an island, lazy parts are rendered on the server but not needed to hydrate (lazy-part.ts). */
export const InStaticIsland = createContext(false);

/** The server's HTML of an island, read once as the page hydrates; null when there is none. */
function serverHtml(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const island = document.querySelector(`[data-island="${name}"]`);
  return island && island.childElementCount > 0 ? island.innerHTML : null;
}

/**
 * Content without state or handlers of its own (marketing text, pictures, links): on the server it
 * is rendered as usual; when a prerendered page hydrates, its HTML is kept as it is (React does not
 * look inside an element set with dangerouslySetInnerHTML), so its code need not be loaded first.
 * Its links still navigate within the app, through one click handler. Rendered in the browser
 * (the page reached by a link), it is the children, as any other content.
 */
export function StaticIsland({ name, children }: { name: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [html] = useState(() => serverHtml(name));

  if (html === null) {
    return (
      <div data-island={name}>
        <InStaticIsland.Provider value={true}>{children}</InStaticIsland.Provider>
      </div>
    );
  }

  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${appPathname(link.pathname)}${link.search}${link.hash}`);
  };
  // The island's own markup, untouched; its links are plain <a href>, so they work before hydration too.
  return <div data-island={name} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
