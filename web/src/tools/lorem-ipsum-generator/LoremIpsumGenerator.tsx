import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Checkbox, TextArea, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  generateLorem,
  LOREM_COUNT_DEFAULT,
  LOREM_COUNT_MAX,
  LOREM_COUNT_MIN,
  parseLoremCount,
  seededRandom,
  textStats,
  type LoremMode,
} from './lorem';

const modeOptions = [
  { value: 'paragraphs', label: 'Paragraphs' },
  { value: 'sentences', label: 'Sentences' },
  { value: 'words', label: 'Words' },
] as const;

const newSeed = () => 1 + Math.floor(Math.random() * (2 ** 31 - 1));
const isMode = (value: unknown): value is LoremMode => modeOptions.some((o) => o.value === value);

const LoremIpsumGenerator: ToolScreen = () => {
  // The options survive a reload (lorem-ipsum-generator:<name>); with the seed they go in Share links,
  // so a link opens on the very same text.
  const [mode, setMode] = useToolState<LoremMode>('mode', 'paragraphs', { persist: true, accept: isMode });
  const [countText, setCountText] = useToolState('count', String(LOREM_COUNT_DEFAULT), { persist: true });
  const [startWithLorem, setStartWithLorem] = useToolState('start-with-lorem', true, { persist: true });
  const [html, setHtml] = useToolState('html', false, { persist: true });
  // The seed keeps the text stable while the user reads it; "New text" draws a new one. It starts
  // random but its default is 0, so a link always carries the seed it was made with.
  const [firstSeed] = useState(newSeed);
  const [seed, setSeed] = useToolState('seed', 0, { start: firstSeed });

  const { count, adjusted } = parseLoremCount(countText);
  const htmlOutput = html && mode === 'paragraphs';
  const output = useMemo(
    () => generateLorem({ mode, count, startWithLorem, html: htmlOutput, random: seededRandom(seed) }),
    [mode, count, startWithLorem, htmlOutput, seed],
  );
  const stats = useMemo(() => textStats(htmlOutput ? output.replace(/<\/?p>/g, ' ') : output), [output, htmlOutput]);
  const countHint = adjusted
    ? `Lorem count: ${LOREM_COUNT_MIN}..${LOREM_COUNT_MAX}, using ${count}.`
    : `${LOREM_COUNT_MIN} to ${LOREM_COUNT_MAX} ${mode}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-x-8 gap-y-4 rounded-xl border border-border bg-surface px-4 py-4">
        <SegmentedControl label="Generate" value={mode} options={modeOptions} onChange={setMode} />
        <TextInput
          label="Count"
          type="number"
          inputMode="numeric"
          min={LOREM_COUNT_MIN}
          max={LOREM_COUNT_MAX}
          value={countText}
          onChange={(e) => setCountText(e.target.value)}
          hint={<span className={adjusted ? 'text-warning' : undefined}>{countHint}</span>}
          wrapperClassName="w-40"
        />
        <div className="flex flex-col gap-2 sm:pt-7">
          <Checkbox
            label="Start with “Lorem ipsum…”"
            checked={startWithLorem}
            onChange={(e) => setStartWithLorem(e.target.checked)}
          />
          <Checkbox
            label="Wrap paragraphs in <p> tags"
            checked={html}
            disabled={mode !== 'paragraphs'}
            onChange={(e) => setHtml(e.target.checked)}
            className={mode !== 'paragraphs' ? 'opacity-50' : undefined}
          />
        </div>
      </div>

      <TextArea label="Generated text" value={output} readOnly className="min-h-72 bg-surface-2 font-sans text-sm" />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {stats.words.toLocaleString()} words · {stats.characters.toLocaleString()} characters
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => setSeed(newSeed())}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            New text
          </Button>
          <DownloadButton fileName={htmlOutput ? 'lorem-ipsum.html' : 'lorem-ipsum.txt'} content={output} label="Download" />
          <SendToButton value={tag('text', output)} fromToolId="lorem-ipsum-generator" />
          <CopyButton value={output} variant="primary" />
        </div>
      </div>
    </div>
  );
};

export default LoremIpsumGenerator;
