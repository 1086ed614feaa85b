import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { servedHref } from '@/lib/base-path';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** History state for the page navigated to. */
  state?: unknown;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a page of the app: a real <a href> (it works before the page is hydrated, and with
 * middle-click or Ctrl-click), navigated by the router on a plain click. React Router's own Link
 * also carries framework-mode prefetching the app never uses, about 2 kB gzip of the first load;
 * this is the same click behaviour through the hooks the library offers for custom links. Under a
 * sub-path, the link to the root is '/devforge/' (lib/base-path.ts: the router writes '/devforge').
 */
export function Link({ to, state, replace, target, onClick, ...props }: LinkProps) {
  const href = servedHref(useHref(to));
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
