import { LoaderIcon } from './frame-icons';
import { FooterHold } from './footer-hold';

/**
 * A page, or the part of one, whose code or data is on its way: a spinner centred in a box about
 * the height of what replaces it, so the arrival does not move the page, and the footer held back
 * meanwhile (footer-hold.tsx) instead of showing up under the spinner and being pushed down.
 */
export function PageLoading({ label, className = 'min-h-[50vh]' }: { label?: string; className?: string }) {
  return (
    <div className={`flex items-center justify-center text-primary ${className}`}>
      <FooterHold />
      {/* The Spinner of components/Status, drawn here: importing it split clsx into a chunk of its own in the first load. */}
      <LoaderIcon className="h-8 w-8 animate-spin" aria-label={label ?? 'Loading'} role="status" />
    </div>
  );
}
