import { useMemo } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { TextInput } from '@/components/Field';
import { Link } from '@/components/Link';
import { useToolState } from '@/lib/tool-state/tool-state';
import type { ToolScreen } from '../types';
import { searchRegex, testerLink, type RegexExample } from './syntax';

// Shows invisible characters of an example's text the way a reader can see them.
const visible = (text: string) => text.replace(/\n/g, '⏎').replace(/\t/g, '⇥');

function ExampleLine({ example }: { example: RegexExample }) {
  const literal = `/${example.pattern}/${example.flags}`;
  return (
    <div className="flex flex-col gap-1 text-xs">
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-fg">{literal}</code>
        <CopyButton iconOnly label={`Copy ${literal}`} value={literal} />
        <Link
          to={testerLink(example)}
          className="text-primary underline-offset-2 hover:underline"
          aria-label={`Try ${literal} in the Regex Tester`}
        >
          Try it
        </Link>
      </div>
      <span className="text-muted">
        on <span className="font-mono text-fg">“{visible(example.text)}”</span>{' '}
        {example.replacement !== undefined ? (
          <>
            replacing with <span className="font-mono text-fg">{example.replacement}</span> gives{' '}
            <span className="font-mono text-fg">“{example.result}”</span>
          </>
        ) : (
          <>
            matches <span className="font-mono text-fg">{example.matches!.map((m) => `“${visible(m)}”`).join(', ')}</span>
          </>
        )}
      </span>
    </div>
  );
}

const RegexCheatSheet: ToolScreen = ({ initialInput }) => {
  const [query, setQuery] = useToolState('q', '', { start: initialInput?.trim() || undefined });
  const sections = useMemo(() => searchRegex(query), [query]);

  return (
    <div className="flex flex-col gap-5">
      <TextInput
        label="Search the syntax"
        type="search"
        placeholder="lookbehind, named group, unicode…"
        hint="JavaScript (ECMAScript 2024) syntax. Every example runs as shown; “Try it” opens it in the Regex Tester."
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {sections.length === 0 && <p className="text-sm text-muted">Nothing matches “{query.trim()}”.</p>}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        {sections.map((section) => (
          <Card key={section.title} className="p-4 sm:p-5">
            <h2 className="mb-2 text-base font-semibold text-fg">{section.title}</h2>
            <ul className="divide-y divide-border">
              {section.entries.map((entry) => (
                <li key={entry.syntax} className="flex flex-col gap-1.5 py-2.5 sm:flex-row sm:gap-4">
                  <code className="shrink-0 whitespace-pre font-mono text-sm font-semibold text-fg sm:w-36">{entry.syntax}</code>
                  <div className="flex min-w-0 flex-col gap-1.5">
                    <span className="text-sm text-fg">{entry.meaning}</span>
                    <ExampleLine example={entry.example} />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
};

export default RegexCheatSheet;
