import { useState, type KeyboardEvent } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { cn } from '@/lib/cn';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { handlerSnippet, keyFacts, locationNames, shortcutName, type KeyFacts } from './key-event';

const TOOL_ID = 'keycode-info';
const HISTORY = 8;

const KeycodeInfo: ToolScreen = () => {
  const [history, setHistory] = useState<KeyFacts[]>([]);
  const last = history[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Tab still moves focus (no keyboard trap); everything else is caught so the page does not react.
    if (event.key !== 'Tab') event.preventDefault();
    const facts = keyFacts(event.nativeEvent);
    setHistory((h) => [facts, ...h].slice(0, HISTORY));
  };

  const json = last ? JSON.stringify(last, null, 2) : '';
  const rows: [string, string][] = last
    ? [
        ['key', JSON.stringify(last.key)],
        ['code', JSON.stringify(last.code)],
        ['keyCode', String(last.keyCode)],
        ['which', String(last.which)],
        ['location', `${last.location} (${locationNames[last.location] ?? 'unknown'})`],
        [
          'Modifiers',
          [last.ctrlKey && 'Ctrl', last.altKey && 'Alt', last.shiftKey && 'Shift', last.metaKey && 'Meta']
            .filter(Boolean)
            .join(', ') || 'none',
        ],
        ['repeat', String(last.repeat)],
      ]
    : [];

  return (
    <div className="flex flex-col gap-5">
      <div
        tabIndex={0}
        role="textbox"
        aria-label="Key capture area: focus it and press a key"
        aria-readonly="true"
        onKeyDown={onKeyDown}
        className={cn(
          'flex min-h-44 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border bg-surface p-6 text-center',
          'focus:border-ring focus:outline-none focus:ring-2 focus:ring-ring/30',
        )}
      >
        {last ? (
          <>
            <span className="font-mono text-5xl font-semibold text-fg" aria-live="polite">
              {last.key === ' ' ? 'Space' : last.key}
            </span>
            <span className="text-sm text-muted">{shortcutName(last)}</span>
          </>
        ) : (
          <span className="text-base text-muted">Click here (or Tab to it) and press any key</span>
        )}
      </div>

      {last && (
        <div className="grid items-start gap-5 lg:grid-cols-2">
          <Card className="p-4 sm:p-5">
            <h2 className="mb-3 text-sm font-medium text-fg">Last key</h2>
            <table className="w-full text-sm">
              <caption className="sr-only">Properties of the last keyboard event</caption>
              <tbody className="divide-y divide-border">
                {rows.map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row" className="py-2 pr-3 text-left font-mono font-medium text-muted">
                      {name}
                    </th>
                    <td className="break-all py-2 font-mono text-fg">{value}</td>
                    <td className="py-2 text-right">
                      <CopyButton iconOnly label={`Copy ${name}`} value={value} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <div className="flex flex-col gap-5">
            <Card className="flex flex-col gap-3 p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-sm font-medium text-fg">Event as JSON</h2>
                <div className="flex gap-2">
                  <CopyButton value={json} label="Copy JSON" />
                  <SendToButton fromToolId={TOOL_ID} value={tag('json', last)} />
                </div>
              </div>
              <pre
                tabIndex={0}
                aria-label="Event as JSON"
                className="overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs text-fg"
              >
                {json}
              </pre>
            </Card>
            <Card className="flex flex-col gap-3 p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-sm font-medium text-fg">Handler</h2>
                <CopyButton value={handlerSnippet(last)} label="Copy code" />
              </div>
              <pre
                tabIndex={0}
                aria-label="Handler code"
                className="overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs text-fg"
              >
                {handlerSnippet(last)}
              </pre>
            </Card>
          </div>
          {history.length > 1 && (
            <Card className="p-4 sm:p-5 lg:col-span-2">
              <h2 className="mb-2 text-sm font-medium text-fg">Recent keys</h2>
              <ol className="flex flex-wrap gap-2" aria-label="Recent keys, newest first">
                {history.map((k, i) => (
                  <li key={i} className="rounded-md border border-border px-2 py-1 font-mono text-xs text-fg">
                    {shortcutName(k)} <span className="text-muted">{k.code}</span>
                  </li>
                ))}
              </ol>
            </Card>
          )}
        </div>
      )}
    </div>
  );
};

export default KeycodeInfo;
