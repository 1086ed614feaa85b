import { Eraser } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, TextArea } from '@/components/Field';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { textStatisticsOperation, wordFrequency } from './operations';
import { formatDuration, READING_WPM, SPEAKING_WPM, type TextStatistics as Stats } from './stats';
import { useOperationOutput } from './use-operation-output';

const TOP_WORDS = 25;
const ALL_WORDS_MAX = 1000;
const n = (value: number) => value.toLocaleString('en-US');

const TextStatistics: ToolScreen = ({ initialInput }) => {
  const [text, setText] = useToolState('text', '', { start: initialInput });
  const [ignoreCase, setIgnoreCase] = useToolState('ignoreCase', true, { persist: true });
  const [showAll, setShowAll] = useState(false);

  const stats = useOperationOutput('text-statistics', textStatisticsOperation, text);
  const frequencies = useOperationOutput('text-statistics', wordFrequency, text, { ignoreCase });
  const s = stats.output?.value as Stats | undefined;
  const tsv = (frequencies.output?.value as string | undefined) ?? '';
  const rows = useMemo(
    () =>
      tsv === ''
        ? []
        : tsv.split('\n').map((line) => {
            const tab = line.lastIndexOf('\t');
            return { word: line.slice(0, tab), count: Number(line.slice(tab + 1)) };
          }),
    [tsv],
  );
  const totalWords = s?.words ?? 0;
  const shownRows = rows.slice(0, showAll ? ALL_WORDS_MAX : TOP_WORDS);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="flex min-w-0 flex-col gap-2">
        <FileDrop hint="Drop a text file to count it" onFile={(file) => void file.text().then(setText)}>
          <TextArea
            label="Text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Type or paste text to count…"
            className="min-h-80 font-sans text-sm"
          />
        </FileDrop>
        <div className="flex flex-wrap items-center gap-2">
          <FilePicker label="Open a text file" onFile={(file) => void file.text().then(setText)} />
          <Button variant="ghost" size="sm" onClick={() => setText('')} disabled={text === ''}>
            <Eraser className="h-4 w-4" aria-hidden />
            Clear
          </Button>
        </div>
        {stats.error && <Alert tone="error">{stats.error}</Alert>}
      </div>

      <section aria-label="Statistics" className={cn('flex min-w-0 flex-col gap-4', stats.running && 'opacity-70')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
          <Figure label="Characters" value={s?.characters} />
          <Figure label="Words" value={s?.words} />
          <Figure label="Lines" value={s?.lines} />
          <Figure label="Sentences" value={s?.sentences} />
          <Figure label="Paragraphs" value={s?.paragraphs} />
          <Figure label="Unique words" value={s?.uniqueWords} />
        </dl>
        <Card className="p-4">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
            <Row
              term="Reading time"
              title={`At ${READING_WPM} words a minute`}
              value={s ? formatDuration(s.readingSeconds) : '–'}
            />
            <Row
              term="Speaking time"
              title={`At ${SPEAKING_WPM} words a minute`}
              value={s ? formatDuration(s.speakingSeconds) : '–'}
            />
            <Row term="Characters without spaces" value={s ? n(s.charactersWithoutSpaces) : '–'} />
            <Row term="Code points" value={s ? n(s.codePoints) : '–'} />
            <Row term="UTF-8 bytes" value={s ? n(s.utf8Bytes) : '–'} />
            <Row term="UTF-16 code units" value={s ? n(s.utf16Units) : '–'} />
            <Row term="Words separated by spaces (wc -w)" value={s ? n(s.whitespaceWords) : '–'} />
            <Row term="Average word length" value={s ? `${s.averageWordLength} characters` : '–'} />
          </dl>
          {s?.longestLine && (
            <div className="mt-3 border-t border-border pt-3 text-sm">
              <p className="text-muted">
                Longest line: line {n(s.longestLine.number)}, {n(s.longestLine.length)} characters
              </p>
              <p className="mt-1 truncate font-mono text-xs text-fg" title={s.longestLine.text}>
                {s.longestLine.text || '(empty)'}
              </p>
            </div>
          )}
        </Card>
      </section>

      <Card className="flex min-w-0 flex-col gap-3 p-4 lg:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-fg">Word frequency</h2>
          <div className="flex flex-wrap items-center gap-2">
            <Checkbox label="Ignore case" checked={ignoreCase} onChange={(e) => setIgnoreCase(e.target.checked)} />
            <CopyButton value={tsv} label="Copy as TSV" disabled={rows.length === 0} />
            <SendToButton value={rows.length ? tag('text', tsv) : null} fromToolId="text-statistics" />
          </div>
        </div>
        {rows.length === 0 ? (
          <p className="text-sm text-muted">Type or paste some text to see which words it uses most.</p>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[20rem] text-sm">
                <caption className="sr-only">Words by how often they occur</caption>
                <thead>
                  <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-muted">
                    <th scope="col" className="w-12 py-2 pr-3 font-medium">
                      #
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Word
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Count
                    </th>
                    <th scope="col" className="w-2/5 py-2 font-medium">
                      Share
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shownRows.map((row, i) => {
                    const share = totalWords ? (row.count / totalWords) * 100 : 0;
                    return (
                      <tr key={row.word} className="border-b border-border/60 last:border-0">
                        <td className="py-1.5 pr-3 tabular-nums text-muted">{i + 1}</td>
                        <td className="max-w-[14rem] truncate py-1.5 pr-3 font-mono text-fg">{row.word}</td>
                        <td className="py-1.5 pr-3 text-right tabular-nums text-fg">{n(row.count)}</td>
                        <td className="py-1.5">
                          <div className="flex items-center gap-2">
                            <div className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2" aria-hidden>
                              <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(share, 1)}%` }} />
                            </div>
                            <span className="w-14 text-right text-xs tabular-nums text-muted">{share.toFixed(1)}%</span>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {rows.length > TOP_WORDS && (
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
                <span>
                  {showAll ? `Showing ${n(Math.min(rows.length, ALL_WORDS_MAX))}` : `Top ${TOP_WORDS}`} of {n(rows.length)}{' '}
                  distinct words
                  {showAll && rows.length > ALL_WORDS_MAX ? ' (Copy takes them all)' : ''}
                </span>
                <Button variant="ghost" size="sm" onClick={() => setShowAll((v) => !v)}>
                  {showAll ? 'Show fewer' : 'Show all'}
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
};

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card className="px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums text-fg">{n(value ?? 0)}</dd>
    </Card>
  );
}

function Row({ term, value, title }: { term: string; value: string; title?: string }) {
  return (
    <>
      <dt className="text-muted" title={title}>
        {term}
      </dt>
      <dd className="text-right font-medium tabular-nums text-fg">{value}</dd>
    </>
  );
}

export default TextStatistics;
