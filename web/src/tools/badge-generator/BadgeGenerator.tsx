import { useEffect, useId, useMemo, useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  badgeColours,
  badgeMakerFormat,
  badgeSnippets,
  badgeStyles,
  defaultBadge,
  inlineBadgeSvg,
  type BadgeOptions,
  type BadgeStyle,
} from './badge';

// The swatches show the colours badge-maker draws for these names.
const swatch: Record<(typeof badgeColours)[number], string> = {
  blue: '#007ec6',
  green: '#97ca00',
  red: '#e05d44',
  yellow: '#dfb317',
  orange: '#fe7d37',
  purple: '#800080',
};

type MakeBadge = (typeof import('badge-maker'))['makeBadge'];

/** badge-maker (the renderer shields.io runs) loads with the first badge: no request leaves the browser. */
function useBadgeMaker() {
  const [state, setState] = useState<{ make: MakeBadge | null; error: string | null }>({ make: null, error: null });
  useEffect(() => {
    let live = true;
    import('badge-maker').then(
      (m) => live && setState({ make: m.makeBadge, error: null }),
      (err: unknown) => {
        console.warn('Could not load badge-maker', err);
        if (live)
          setState({ make: null, error: 'The badge renderer could not be loaded. Check your connection and reload the page.' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * The badge twice as large (a 20 px badge is hard to judge on screen), and at the size a README
 * shows it. The SVG sits in the page (see inlineBadgeSvg), so a keystroke redraws it in the same frame.
 */
function BadgePreview({ svg, alt }: { svg: string; alt: string }) {
  const id = `badge${useId().replace(/[^\w-]/g, '')}`;
  const large = useMemo(() => ({ __html: inlineBadgeSvg(svg, { idPrefix: `${id}-l-`, scale: 2 }) }), [svg, id]);
  const actual = useMemo(() => ({ __html: inlineBadgeSvg(svg, { idPrefix: `${id}-a-` }) }), [svg, id]);
  return (
    <div className="flex flex-col items-center gap-4">
      {/* role="img" makes the SVG inside one picture with this name; its own title and text are not read twice. */}
      <div role="img" aria-label={alt} className="max-w-full [&>svg]:h-auto [&>svg]:max-w-full" dangerouslySetInnerHTML={large} />
      <div className="flex items-center gap-2 text-xs text-muted">
        <div aria-hidden dangerouslySetInnerHTML={actual} />
        <span>actual size</span>
      </div>
    </div>
  );
}

const BadgeGenerator: ToolScreen = () => {
  // The badge's fields survive a reload (badge-generator:options) and go in Share links.
  const [stored, setOptions] = useToolState<BadgeOptions>('options', defaultBadge, { persist: true });
  const options = { ...defaultBadge, ...stored };
  const set = <K extends keyof BadgeOptions>(key: K, value: BadgeOptions[K]) =>
    setOptions((prev) => ({ ...defaultBadge, ...prev, [key]: value }));
  const { make, error: loadError } = useBadgeMaker();
  const custom = !(badgeColours as readonly string[]).includes(options.color);
  const [hex, setHex] = useState(custom ? options.color : '#4c1');

  const result = useMemo(() => {
    try {
      const snippets = badgeSnippets(options);
      const svg = make ? make(badgeMakerFormat(options)) : null;
      return { snippets, svg, error: null };
    } catch (err) {
      return { snippets: null, svg: null, error: (err as Error).message };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [make, options.label, options.message, options.color, options.style, options.logo, options.link]);

  const outputs = result.snippets
    ? ([
        ['Image URL', result.snippets.url],
        ['Markdown', result.snippets.markdown],
        ['HTML', result.snippets.html],
        ['reStructuredText', result.snippets.rst],
      ] as const)
    : [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        <TextInput
          label="Label"
          value={options.label}
          onChange={(e) => set('label', e.target.value)}
          hint="Left side; leave empty for a one-part badge"
        />
        <TextInput
          label="Status"
          value={options.message}
          onChange={(e) => set('message', e.target.value)}
          hint="Right side, e.g. passing, v1.2.0, MIT"
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-fg">Colour</legend>
          <div className="flex flex-wrap items-center gap-2">
            {badgeColours.map((name) => (
              <label key={name} className="relative" title={name}>
                <input
                  type="radio"
                  name="badge-colour"
                  value={name}
                  checked={options.color === name}
                  onChange={() => set('color', name)}
                  className="peer sr-only"
                />
                <span className="flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-border px-2 text-sm text-fg peer-checked:border-ring peer-checked:ring-2 peer-checked:ring-ring/40 peer-focus-visible:outline-2 peer-focus-visible:outline-ring">
                  <span className="h-3.5 w-3.5 rounded-sm" style={{ background: swatch[name] }} aria-hidden />
                  {name}
                </span>
              </label>
            ))}
            <label className="relative">
              <input
                type="radio"
                name="badge-colour"
                value="custom"
                checked={custom}
                onChange={() => set('color', hex)}
                className="peer sr-only"
              />
              <span className="flex h-8 cursor-pointer items-center rounded-md border border-border px-2 text-sm text-fg peer-checked:border-ring peer-checked:ring-2 peer-checked:ring-ring/40 peer-focus-visible:outline-2 peer-focus-visible:outline-ring">
                Custom
              </span>
            </label>
          </div>
          {custom && (
            <TextInput
              label="Hex colour"
              value={hex}
              onChange={(e) => {
                setHex(e.target.value);
                set('color', e.target.value);
              }}
              spellCheck={false}
              className="font-mono"
            />
          )}
        </fieldset>
        <SegmentedControl<BadgeStyle>
          label="Style"
          value={options.style}
          onChange={(v) => set('style', v)}
          options={badgeStyles.map((s) => ({ value: s, label: s }))}
        />
        <TextInput
          label="Logo (optional)"
          value={options.logo}
          onChange={(e) => set('logo', e.target.value)}
          placeholder="github"
          hint="A Simple Icons name; shields.io draws it (not in the local preview)"
          spellCheck={false}
        />
        <TextInput
          label="Link (optional)"
          value={options.link}
          onChange={(e) => set('link', e.target.value)}
          placeholder="https://github.com/you/repo/actions"
          type="url"
        />
      </Card>

      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-sm font-semibold text-fg">Preview</h2>
            <div className="flex flex-wrap items-center gap-2">
              <SendToButton
                value={result.svg ? tag('text', result.svg) : null}
                fromToolId="badge-generator"
                aria-label="Send the SVG to…"
              />
              <DownloadButton
                fileName="badge.svg"
                content={result.svg ?? ''}
                mimeType="image/svg+xml"
                label="Download SVG"
                disabled={!result.svg}
              />
            </div>
          </div>
          <div className={cn('flex min-h-24 items-center justify-center rounded-lg bg-surface-2 p-6')}>
            {result.error ? (
              <Alert tone="error" className="w-full">
                {result.error}
              </Alert>
            ) : result.svg ? (
              <BadgePreview
                svg={result.svg}
                alt={`Badge preview: ${options.label ? `${options.label}: ` : ''}${options.message}`}
              />
            ) : loadError ? (
              <Alert tone="error" className="w-full">
                {loadError}
              </Alert>
            ) : (
              <Spinner label="Loading the badge renderer" />
            )}
          </div>
          <p className="text-xs text-muted">
            Drawn in your browser by badge-maker, the renderer shields.io uses; nothing is sent anywhere.
          </p>
        </Card>

        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <h2 className="text-sm font-semibold text-fg">Use it</h2>
          {outputs.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-fg" id={`badge-output-${label.replace(/\W+/g, '-')}`}>
                  {label}
                </span>
                <div className="flex items-center gap-2">
                  <SendToButton value={tag('text', value)} fromToolId="badge-generator" aria-label={`Send ${label} to…`} />
                  <CopyButton value={value} aria-label={`Copy ${label}`} />
                </div>
              </div>
              <pre
                aria-labelledby={`badge-output-${label.replace(/\W+/g, '-')}`}
                className="overflow-x-auto whitespace-pre rounded-lg border border-border bg-surface-2 px-3 py-2 font-mono text-xs text-fg"
                tabIndex={0}
              >
                {value}
              </pre>
            </div>
          ))}
          {outputs.length === 0 && (
            <p className="text-sm text-muted">Fix the fields on the left to see the badge’s URL and snippets.</p>
          )}
        </Card>
      </div>
    </div>
  );
};

export default BadgeGenerator;
