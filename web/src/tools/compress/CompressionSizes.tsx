import { formatBytes } from '../operation-screen/value-display';

/** Sizes before and after, and the ratio: what someone compressing wants to know first. */
export function CompressionSizes({ before, after, compressing }: { before: number; after: number; compressing: boolean }) {
  const ratio = before === 0 ? 0 : after / before;
  const [original, result] = compressing ? [before, after] : [after, before];
  const saved = original === 0 ? 0 : 1 - result / original;
  return (
    <dl aria-label="Sizes" className="grid grid-cols-3 gap-2 rounded-lg border border-border bg-surface p-3 text-center">
      <div>
        <dt className="text-xs text-muted">Original</dt>
        <dd className="font-mono text-sm text-fg">{formatBytes(original)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Compressed</dt>
        <dd className="font-mono text-sm text-fg">{formatBytes(result)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{compressing ? 'Ratio' : 'Expansion'}</dt>
        <dd className="font-mono text-sm text-fg">
          {compressing ? `${(ratio * 100).toFixed(1)}%` : `${(1 / Math.max(ratio, 1e-9)).toFixed(1)}×`}
          <span className="ml-1 text-xs text-muted">
            ({saved >= 0 ? `${(saved * 100).toFixed(0)}% smaller` : `${(-saved * 100).toFixed(0)}% larger`})
          </span>
        </dd>
      </div>
    </dl>
  );
}
