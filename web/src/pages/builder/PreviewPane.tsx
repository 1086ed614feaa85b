import { ExternalLink, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/Button';
import { SegmentedControl } from '@/components/SegmentedControl';
import type { BuilderHistoryEntry } from './history';
import { buildPreviewDocument, PREVIEW_SANDBOX, previewUrl } from './preview-document';
import { readPreviewMessage, type RuntimeError } from './runtime-errors';

export type Device = 'desktop' | 'tablet' | 'mobile';

/** Spec platform.md §2: desktop full width, tablet 768 px, mobile 320 px, all 600 px high. */
export const deviceWidths: Record<Device, number | null> = { desktop: null, tablet: 768, mobile: 320 };
export const PREVIEW_HEIGHT = 600;

const deviceOptions = [
  { value: 'desktop', label: <DeviceLabel icon={Monitor} text="Desktop" />, title: 'Desktop: full width' },
  { value: 'tablet', label: <DeviceLabel icon={Tablet} text="Tablet" />, title: 'Tablet: 768 px wide' },
  { value: 'mobile', label: <DeviceLabel icon={Smartphone} text="Mobile" />, title: 'Mobile: 320 px wide' },
] as const;

function DeviceLabel({ icon: Icon, text }: { icon: typeof Monitor; text: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <Icon className="h-4 w-4" aria-hidden />
      {text}
    </span>
  );
}

/**
 * The live preview. The frame loads /builder-preview#PAYLOAD with scripts allowed but never
 * same-origin (DESIGN.md §4.2); it is remounted for every result, so each one starts fresh.
 * Errors come back from the page's error bridge, accepted only from this frame's window.
 */
export function PreviewPane({
  entry,
  device,
  onDeviceChange,
  onRuntimeError,
}: {
  entry: BuilderHistoryEntry;
  device: Device;
  onDeviceChange: (device: Device) => void;
  onRuntimeError: (error: RuntimeError) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const reportRef = useRef(onRuntimeError);
  useEffect(() => {
    reportRef.current = onRuntimeError;
  });
  const { html, css, js } = entry;
  const src = useMemo(() => previewUrl(buildPreviewDocument({ html, css, js })), [html, css, js]);
  const width = deviceWidths[device];

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frame = frameRef.current;
      if (!frame || event.source === null || event.source !== frame.contentWindow) return;
      const error = readPreviewMessage(event.data);
      if (error) reportRef.current(error);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl label="Device" hideLabel value={device} options={deviceOptions} onChange={onDeviceChange} />
        <Button variant="outline" size="sm" onClick={() => window.open(src, '_blank', 'noopener')}>
          <ExternalLink className="h-4 w-4" aria-hidden />
          Open in new tab
        </Button>
      </div>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface-2 p-2 sm:p-4">
        <div
          className="mx-auto box-content overflow-hidden rounded-lg border border-border bg-white shadow-sm"
          style={{ width: width ? `${width}px` : undefined, minWidth: width ? `${width}px` : undefined }}
          data-testid="preview-device"
          data-device={device}
        >
          <div className="flex items-center gap-2 border-b border-border bg-surface px-3 py-2" aria-hidden>
            <span className="flex gap-1.5">
              <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
              <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
              <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
            </span>
            <span className="min-w-0 flex-1 truncate rounded-md bg-surface-2 px-2 py-0.5 text-center text-xs text-muted">index.html</span>
            <span className="hidden shrink-0 text-xs tabular-nums text-muted sm:inline">{width ? `${width} × ${PREVIEW_HEIGHT}` : `Full width × ${PREVIEW_HEIGHT}`}</span>
          </div>
          <iframe
            key={entry.id}
            ref={frameRef}
            title={`Preview of ${entry.name}`}
            sandbox={PREVIEW_SANDBOX}
            src={src}
            referrerPolicy="no-referrer"
            className="block w-full border-0 bg-white"
            style={{ height: `${PREVIEW_HEIGHT}px` }}
          />
        </div>
      </div>
    </div>
  );
}
