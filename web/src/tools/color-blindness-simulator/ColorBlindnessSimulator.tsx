import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { TextArea } from '@/components/Field';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { SegmentedControl } from '@/components/SegmentedControl';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { readImage, simulateImage, type LoadedImage } from './image';
import {
  deficiencies,
  deficiencyDescriptions,
  deficiencyLabels,
  parsePalette,
  simulateRgb,
  toHex,
  type Deficiency,
} from './simulate';

const sources = ['palette', 'image'] as const;
type Source = (typeof sources)[number];

const DEFAULT_PALETTE = '#e63946\n#f4a261\n#2a9d8f\n#457b9d\n#1d3557';

const ColorBlindnessSimulator: ToolScreen = ({ initialInput }) => {
  const [source, setSource] = useToolState<Source>('source', 'palette', { accept: oneOf(sources) });
  const [palette, setPalette] = useToolState('palette', DEFAULT_PALETTE, { start: initialInput });

  return (
    <div className="flex flex-col gap-6">
      <SegmentedControl
        label="Simulate"
        value={source}
        onChange={setSource}
        options={[
          { value: 'palette', label: 'A palette' },
          { value: 'image', label: 'An image' },
        ]}
      />
      {source === 'palette' ? <PaletteView palette={palette} setPalette={setPalette} /> : <ImageView />}
      <p className="text-xs text-muted">
        Protanopia, deuteranopia and tritanopia use the severity 1.0 matrices of Machado, Oliveira and Fernandes (2009) in linear
        RGB; achromatopsia keeps only luminance. Simulations approximate what most people with the condition see.
      </p>
    </div>
  );
};

function PaletteView({ palette, setPalette }: { palette: string; setPalette: (value: string) => void }) {
  const result = useMemo(() => {
    try {
      const colours = parsePalette(palette);
      return {
        rows: colours.map(({ hex, rgb }) => ({
          hex,
          simulated: Object.fromEntries(deficiencies.map((d) => [d, toHex(simulateRgb(rgb, d))])) as Record<Deficiency, string>,
        })),
      };
    } catch (err) {
      return { error: (err as Error).message };
    }
  }, [palette]);

  const table =
    'rows' in result && result.rows
      ? [
          ['original', ...deficiencies].join('\t'),
          ...result.rows.map((row) => [row.hex, ...deficiencies.map((d) => row.simulated[d])].join('\t')),
        ].join('\n')
      : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <TextArea
          label="Colours"
          value={palette}
          onChange={(e) => setPalette(e.target.value)}
          placeholder="#e63946"
          rows={8}
          spellCheck={false}
          className="font-mono text-sm"
          hint="Hex colours, one per line or separated by commas."
          error={'error' in result ? result.error : undefined}
        />
      </Card>
      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <h2 className="text-sm font-semibold text-fg">As seen with each condition</h2>
        {'rows' in result && result.rows ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] border-separate border-spacing-1 text-xs">
              <caption className="sr-only">Each colour of the palette as seen with each colour vision deficiency</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-1 text-left font-medium text-muted">
                    Original
                  </th>
                  {deficiencies.map((d) => (
                    <th key={d} scope="col" className="px-1 text-left font-medium text-muted" title={deficiencyDescriptions[d]}>
                      {deficiencyLabels[d]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row, index) => (
                  <tr key={`${row.hex}-${index}`}>
                    <Swatch hex={row.hex} header />
                    {deficiencies.map((d) => (
                      <Swatch key={d} hex={row.simulated[d]} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted">Fix the colours to see them simulated.</p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <SendToButton
            value={table ? tag('text', table) : null}
            fromToolId="color-blindness-simulator"
            aria-label="Send the table to…"
          />
          <CopyButton value={table ?? ''} label="Copy table" disabled={!table} />
        </div>
      </Card>
    </div>
  );
}

function Swatch({ hex, header }: { hex: string; header?: boolean }) {
  const Cell = header ? 'th' : 'td';
  return (
    <Cell scope={header ? 'row' : undefined} className="p-0 font-normal">
      <div className="flex items-center gap-2 rounded-md border border-border bg-surface-2 p-1.5">
        <span className="h-7 w-7 shrink-0 rounded border border-border" style={{ backgroundColor: hex }} aria-hidden />
        <code className="font-mono text-fg">{hex}</code>
      </div>
    </Cell>
  );
}

type Simulated = Partial<Record<Deficiency, { png: Blob; url: string }>>;

function ImageView() {
  const [image, setImage] = useState<(LoadedImage & { url: string }) | null>(null);
  const [simulated, setSimulated] = useState<Simulated>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const open = (file: File) => {
    setError(null);
    setLoading(true);
    readImage(file).then(
      (loaded) => {
        setImage((previous) => {
          if (previous) URL.revokeObjectURL(previous.url);
          return { ...loaded, url: URL.createObjectURL(file) };
        });
        setSimulated({});
        setLoading(false);
      },
      (err: unknown) => {
        setError((err as Error).message);
        setLoading(false);
      },
    );
  };

  useEffect(() => {
    if (!image) return;
    const urls: string[] = [];
    const stop = simulateImage(
      image,
      (deficiency, png) => {
        const url = URL.createObjectURL(png);
        urls.push(url);
        setSimulated((current) => ({ ...current, [deficiency]: { png, url } }));
      },
      setError,
    );
    return () => {
      stop();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [image]);

  const baseName = image ? image.name.replace(/\.[^.]+$/, '') || 'image' : 'image';

  return (
    <div className="flex flex-col gap-4">
      <FileDrop onFile={open} hint="Drop the image to simulate it">
        <Card className="flex flex-col items-center gap-3 border-dashed p-6 text-center">
          <p className="text-sm text-fg">Drop an image here, or</p>
          <FilePicker label="Choose an image" accept="image/*" onFile={open} variant="primary" />
          <p className="text-xs text-muted">PNG, JPEG, WebP or GIF. It stays on this device.</p>
        </Card>
      </FileDrop>
      {error && <Alert tone="error">{error}</Alert>}
      {loading && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner label="Reading the image" /> Reading the image…
        </p>
      )}
      {image && (
        <>
          {image.scaled && (
            <Alert tone="info">
              The image was scaled down to {image.width}×{image.height} to keep four copies of it in memory.
            </Alert>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Simulated images">
            <Panel
              title="Original"
              description={`${image.width}×${image.height}`}
              url={image.url}
              alt={`${image.name}, original`}
            />
            {deficiencies.map((d) => {
              const result = simulated[d];
              return (
                <Panel
                  key={d}
                  title={deficiencyLabels[d]}
                  description={deficiencyDescriptions[d]}
                  url={result?.url}
                  alt={`${image.name} as seen with ${deficiencyLabels[d].toLowerCase()}`}
                  download={
                    <DownloadButton
                      fileName={`${baseName}-${d}.png`}
                      content={() => result!.png}
                      label="PNG"
                      disabled={!result}
                      aria-label={`Download the ${deficiencyLabels[d].toLowerCase()} image`}
                    />
                  }
                />
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

function Panel({
  title,
  description,
  url,
  alt,
  download,
}: {
  title: string;
  description: string;
  url?: string;
  alt: string;
  download?: ReactNode;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-fg">{title}</h3>
            <p className="text-xs text-muted">{description}</p>
          </div>
          {download}
        </div>
        <div className="flex min-h-40 flex-1 items-center justify-center rounded-md bg-surface-2 p-2">
          {url ? (
            <img src={url} alt={alt} className="max-h-80 max-w-full object-contain" />
          ) : (
            <span className="flex items-center gap-2 text-xs text-muted">
              <Spinner label={`Simulating ${title}`} /> Simulating…
            </span>
          )}
        </div>
      </Card>
    </li>
  );
}

export default ColorBlindnessSimulator;
