import { RotateCcw } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { Alert, Card } from '@/components/Feedback';
import { inputClasses, TextArea } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { QrDownloads } from './QrDownloads';
import type { ToolScreen } from '../types';
import {
  checkQrSize,
  colourWarning,
  inspectQr,
  pixelsPerModule,
  QR_BACKGROUND_DEFAULT,
  QR_FOREGROUND_DEFAULT,
  QR_LEVEL_DEFAULT,
  QR_MARGIN,
  QR_SIZE_DEFAULT,
  QR_SIZE_MAX,
  QR_SIZE_MIN,
  qrLevelRecovery,
  qrLevels,
  qrToPngDataUrl,
  qrToSvg,
  type QrInfo,
  type QrLevel,
} from './qr';

const levelOptions = qrLevels.map((level) => ({
  value: level,
  label: (
    <span>
      {level} <span className="font-normal">{qrLevelRecovery[level]}%</span>
    </span>
  ),
  title: `Level ${level}: about ${qrLevelRecovery[level]}% of the code can be damaged and still be read`,
}));

type Rendered = { key: string; png: string; svg: string; info: QrInfo } | { key: string; error: string };

const byteLength = (text: string) => new TextEncoder().encode(text).length;

const QrCodeGenerator: ToolScreen = ({ initialInput }) => {
  // The text and the options are Share-link state; the options also survive a reload.
  const [text, setText] = useToolState('text', 'https://example.com', { start: initialInput });
  const [sizeText, setSizeText] = useToolState('size', String(QR_SIZE_DEFAULT), { persist: true });
  const [level, setLevel] = useToolState<QrLevel>('level', QR_LEVEL_DEFAULT, { persist: true, accept: oneOf(qrLevels) });
  const [foreground, setForeground] = useToolState('foreground', QR_FOREGROUND_DEFAULT, { persist: true });
  const [background, setBackground] = useToolState('background', QR_BACKGROUND_DEFAULT, { persist: true });
  const sizeId = useId();

  const size = Number(sizeText);
  const sizeError = useMemo(() => {
    try {
      checkQrSize(size);
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  }, [size]);

  // Deferred: a long text re-encodes (mask scoring of a version 40 symbol) without blocking typing.
  const deferredText = useDeferredValue(text);
  const request = useMemo(
    () => ({ text: deferredText, size, errorCorrection: level, foreground, background }),
    [deferredText, size, level, foreground, background],
  );
  const requestKey = JSON.stringify(request);
  const [rendered, setRendered] = useState<Rendered | null>(null);

  useEffect(() => {
    if (sizeError || request.text === '') return;
    let current = true;
    Promise.all([qrToPngDataUrl(request), qrToSvg(request)])
      .then(([png, svg]) => current && setRendered({ key: requestKey, png, svg, info: inspectQr(request) }))
      .catch(
        (err: unknown) => current && setRendered({ key: requestKey, error: err instanceof Error ? err.message : String(err) }),
      );
    return () => {
      current = false;
    };
  }, [request, requestKey, sizeError]);

  const result = sizeError || text === '' ? null : rendered;
  const stale = result !== null && result.key !== requestKey;
  const warning = useMemo(() => colourWarning({ foreground, background }), [foreground, background]);
  const ready = result && 'png' in result ? result : null;
  const density = ready ? pixelsPerModule({ size, modules: ready.info.modules }) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        <TextArea
          label="Text or URL"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="https://example.com"
          className="min-h-32 font-sans text-sm"
          hint={`${text.length.toLocaleString()} characters · ${byteLength(text).toLocaleString()} bytes`}
        />

        <div className="flex flex-col gap-1.5">
          <label htmlFor={sizeId} className="text-sm font-medium text-fg">
            Size (pixels)
          </label>
          <div className="flex items-center gap-3">
            <input
              type="range"
              aria-label="Size slider"
              min={QR_SIZE_MIN}
              max={QR_SIZE_MAX}
              step={10}
              value={sizeError ? QR_SIZE_DEFAULT : size}
              onChange={(e) => setSizeText(e.target.value)}
              className="h-2 min-w-0 flex-1 cursor-pointer accent-primary"
            />
            <div className="w-24 shrink-0">
              <input
                id={sizeId}
                type="number"
                inputMode="numeric"
                min={QR_SIZE_MIN}
                max={QR_SIZE_MAX}
                value={sizeText}
                onChange={(e) => setSizeText(e.target.value)}
                aria-invalid={sizeError ? true : undefined}
                aria-describedby={`${sizeId}-hint`}
                className={inputClasses}
              />
            </div>
          </div>
          <p id={`${sizeId}-hint`} className={cn('text-xs', sizeError ? 'text-danger' : 'text-muted')}>
            {sizeError ?? `${QR_SIZE_MIN} to ${QR_SIZE_MAX} px, quiet zone included`}
          </p>
        </div>

        <SegmentedControl label="Error correction" value={level} options={levelOptions} onChange={setLevel} />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-fg">Colours</legend>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ColourInput label="Foreground" value={foreground} onChange={setForeground} />
            <ColourInput label="Background" value={background} onChange={setBackground} />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setForeground(QR_FOREGROUND_DEFAULT);
                setBackground(QR_BACKGROUND_DEFAULT);
              }}
              disabled={foreground === QR_FOREGROUND_DEFAULT && background === QR_BACKGROUND_DEFAULT}
            >
              <RotateCcw className="h-4 w-4" aria-hidden />
              Reset colours
            </Button>
          </div>
          {warning && <p className="text-xs text-warning">{warning}</p>}
        </fieldset>
      </Card>

      <Card className="flex flex-col items-center gap-4 p-4 sm:p-5">
        <h2 className="self-start text-sm font-semibold text-fg">Preview</h2>
        <div
          className={cn('flex min-h-56 w-full items-center justify-center rounded-lg bg-surface-2 p-4', stale && 'opacity-60')}
        >
          {ready ? (
            <img
              src={ready.png}
              alt={`QR code for ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`}
              width={size}
              height={size}
              className="h-auto max-w-full rounded-sm shadow-sm [image-rendering:pixelated]"
            />
          ) : result && 'error' in result ? (
            <Alert tone="error" className="w-full">
              {result.error}
            </Alert>
          ) : (
            <p className="text-center text-sm text-muted">
              {sizeError ? 'Choose a size to see the code.' : 'Type some text or a URL to see its QR code.'}
            </p>
          )}
        </div>

        {ready && (
          <dl className="grid w-full grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Version</dt>
            <dd className="text-right font-medium text-fg">
              {ready.info.version} ({ready.info.modules}×{ready.info.modules} modules)
            </dd>
            <dt className="text-muted">Encoding</dt>
            <dd className="text-right font-medium text-fg">{ready.info.modes.join(' + ')}</dd>
            <dt className="text-muted">Error correction</dt>
            <dd className="text-right font-medium text-fg">
              {level} (recovers {qrLevelRecovery[level]}%)
            </dd>
            <dt className="text-muted">Capacity used</dt>
            <dd className="text-right font-medium text-fg">{ready.info.usedPercent}%</dd>
            <dd className="col-span-2">
              <div
                role="progressbar"
                aria-label="Capacity used"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={ready.info.usedPercent}
                className="h-2 overflow-hidden rounded-full bg-surface-2"
              >
                <div
                  className={cn('h-full rounded-full', ready.info.usedPercent > 90 ? 'bg-warning' : 'bg-primary')}
                  style={{ width: `${ready.info.usedPercent}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-muted">
                {ready.info.usedBits.toLocaleString()} of {ready.info.capacityBits.toLocaleString()} data bits; longer text moves
                to a larger version.
              </p>
            </dd>
          </dl>
        )}
        {density !== null && density < 2 && (
          <Alert tone="warning" className="w-full">
            {density < 1
              ? `Too many modules for ${size} px: the image is drawn at 1 px per module (${ready!.info.modules + 2 * QR_MARGIN} px).`
              : 'Each module is under 2 px: phones may struggle to scan it. Increase the size or shorten the text.'}
          </Alert>
        )}

        <QrDownloads
          toolId="qr-code-generator"
          fileName="qr-code"
          qr={ready}
          text={ready?.svg ?? null}
          sendLabel="Send the SVG to…"
          copyLabel="Copy SVG"
        />
      </Card>
    </div>
  );
};

function ColourInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-fg">
      <input
        type="color"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-11 cursor-pointer rounded-md border border-border bg-surface p-1"
      />
      <span>{label}</span>
      <code className="font-mono text-xs text-muted">{value}</code>
    </label>
  );
}

export default QrCodeGenerator;
