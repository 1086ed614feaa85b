import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { FieldShell, inputClasses, TextArea } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  describeUrl,
  partLabels,
  partValue,
  queryPairs,
  readUrl,
  unicodeHost,
  withPart,
  withQuery,
  type EditablePart,
} from './url';

const TOOL_ID = 'url-parser';
const EXAMPLE = 'https://user:pass@xn--mnchen-3ya.example:8080/docs/a%20page?q=caf%C3%A9&lang=en&tag=1&tag=2#section-2';
const parts: EditablePart[] = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'hash'];

function parse(text: string): { url: URL; error: null } | { url: null; error: string } {
  try {
    return { url: readUrl(text), error: null };
  } catch (err) {
    return { url: null, error: (err as Error).message };
  }
}

const UrlParser: ToolScreen = ({ initialInput }) => {
  const [text, setText] = useToolState('url', EXAMPLE, { start: initialInput?.trim() || undefined });
  const { url, error } = useMemo(() => parse(text), [text]);
  const described = useMemo(() => (url ? describeUrl(url) : null), [url]);
  const pairs = url ? queryPairs(url) : [];
  const setPairs = (next: [string, string][]) => url && setText(withQuery(url, next).href);
  const unicode = url ? unicodeHost(url) : null;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <TextArea
          label="URL"
          hint="Edit it here or part by part below: each side follows the other."
          error={error}
          rows={3}
          className="min-h-0"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <CopyButton label="Copy URL" value={url?.href ?? text} />
          <SendToButton fromToolId={TOOL_ID} label="Send URL to…" value={url ? tag('text', url.href) : null} />
          <CopyButton label="Copy as JSON" value={described ? JSON.stringify(described, null, 2) : ''} disabled={!described} />
          <SendToButton fromToolId={TOOL_ID} label="Send JSON to…" value={described ? tag('json', described) : null} />
          {text !== EXAMPLE && text.trim() === '' && (
            <Button variant="ghost" size="sm" onClick={() => setText(EXAMPLE)}>
              Load an example
            </Button>
          )}
        </div>
      </Card>

      {url && (
        <div className="grid items-start gap-5 lg:grid-cols-2">
          <Card className="flex flex-col gap-3 p-4 sm:p-5">
            <h2 className="text-sm font-medium text-fg">Parts</h2>
            {parts.map((part) => (
              <PartField
                key={`${part}:${partValue(url, part)}`}
                label={partLabels[part]}
                value={partValue(url, part)}
                hint={
                  part === 'port' && !url.port && described?.port
                    ? `Empty: the default for ${url.protocol} (${described.port})`
                    : part === 'hostname' && unicode
                      ? `Unicode: ${unicode}`
                      : undefined
                }
                onChange={(value) => setText(withPart(url, part, value).href)}
              />
            ))}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 border-t border-border pt-3 text-sm">
              <dt className="text-muted">Origin</dt>
              <dd className="break-all font-mono text-fg">{url.origin === 'null' ? 'none (opaque)' : url.origin}</dd>
              {unicode && (
                <>
                  <dt className="text-muted">Host (Unicode)</dt>
                  <dd className="break-all font-mono text-fg">{unicode}</dd>
                </>
              )}
              {described && described.pathSegments.length > 0 && (
                <>
                  <dt className="text-muted">Path segments</dt>
                  <dd className="break-all font-mono text-fg">
                    {described.pathSegments.map((s) => JSON.stringify(s)).join(' / ')}
                  </dd>
                </>
              )}
            </dl>
          </Card>

          <Card className="flex flex-col gap-3 p-4 sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-fg">Query parameters</h2>
              <Button variant="outline" size="sm" onClick={() => setPairs([...pairs, ['', '']])}>
                Add parameter
              </Button>
            </div>
            {pairs.length === 0 ? (
              <p className="text-sm text-muted">No query string. Add a parameter to start one.</p>
            ) : (
              <table className="w-full text-sm">
                <caption className="sr-only">Query parameters, decoded</caption>
                <thead>
                  <tr className="text-left text-xs text-muted">
                    <th scope="col" className="pb-1 font-medium">
                      Name
                    </th>
                    <th scope="col" className="pb-1 pl-2 font-medium">
                      Value
                    </th>
                    <th scope="col" className="pb-1">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pairs.map(([name, value], i) => (
                    <tr key={i}>
                      <td className="py-1 align-top">
                        <input
                          className={cn(inputClasses, 'font-mono')}
                          aria-label={`Parameter ${i + 1} name`}
                          value={name}
                          spellCheck={false}
                          onChange={(e) => setPairs(pairs.map((p, j) => (j === i ? [e.target.value, p[1]] : p)))}
                        />
                      </td>
                      <td className="py-1 pl-2 align-top">
                        <input
                          className={cn(inputClasses, 'font-mono')}
                          aria-label={`Parameter ${i + 1} value`}
                          value={value}
                          spellCheck={false}
                          onChange={(e) => setPairs(pairs.map((p, j) => (j === i ? [p[0], e.target.value] : p)))}
                        />
                      </td>
                      <td className="py-1 pl-2 text-right align-top">
                        <div className="flex gap-1">
                          <CopyButton iconOnly label={`Copy the value of ${name || `parameter ${i + 1}`}`} value={value} />
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Remove ${name || `parameter ${i + 1}`}`}
                            onClick={() => setPairs(pairs.filter((_, j) => j !== i))}
                          >
                            ✕
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {url.search && <p className="break-all font-mono text-xs text-muted">{url.search}</p>}
          </Card>
        </div>
      )}
    </div>
  );
};

/** One part of the URL: edits apply at once when the standard accepts them, else say why and keep the text. */
function PartField({
  label,
  value,
  hint,
  onChange,
}: {
  label: string;
  value: string;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState<{ text: string; error: string } | null>(null);
  return (
    <FieldShell label={label} hint={draft ? undefined : hint} error={draft?.error}>
      {(id, describedBy) => (
        <div className="flex gap-2">
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={draft ? true : undefined}
            className={cn(inputClasses, 'font-mono')}
            value={draft?.text ?? value}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => {
              const text = e.target.value;
              try {
                onChange(text);
                setDraft(null);
              } catch (err) {
                setDraft({ text, error: (err as Error).message });
              }
            }}
          />
          <CopyButton iconOnly label={`Copy ${label.toLowerCase()}`} value={value} />
        </div>
      )}
    </FieldShell>
  );
}

export default UrlParser;
