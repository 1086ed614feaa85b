import { Link } from '@/components/Link';
import { appUrl } from '@/lib/base-path';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 justify-self-start rounded-lg font-bold text-fg" aria-label="DevForge home">
      <img src={appUrl('/favicon.svg')} alt="" className="h-8 w-8" width={32} height={32} />
      <span className="text-lg tracking-tight">
        Dev<span className="text-primary">Forge</span>
      </span>
    </Link>
  );
}
