import { useMemo } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { TextInput } from '@/components/Field';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { searchGit } from './commands';

const TOOL_ID = 'git-cheat-sheet';

const GitCheatSheet: ToolScreen = ({ initialInput }) => {
  const [query, setQuery] = useToolState('q', '', { start: initialInput?.trim() || undefined });
  const sections = useMemo(() => searchGit(query), [query]);
  const count = sections.reduce((n, s) => n + s.commands.length, 0);

  return (
    <div className="flex flex-col gap-5">
      <TextInput
        label="Search by task or command"
        type="search"
        placeholder="undo commit, rename branch, stash…"
        hint={`${count} command${count === 1 ? '' : 's'}. Words in <angle brackets> are yours to fill in.`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {sections.length === 0 && (
        <p className="text-sm text-muted">No command matches “{query.trim()}”. Try fewer or other words.</p>
      )}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        {sections.map((section) => (
          <Card key={section.title} className="p-4 sm:p-5">
            <h2 className="mb-2 text-base font-semibold text-fg">{section.title}</h2>
            <ul className="divide-y divide-border">
              {section.commands.map((c) => (
                <li key={c.command} className="flex flex-col gap-1.5 py-2.5">
                  <span className="text-sm text-fg">
                    {c.task}
                    {c.note && <span className="text-muted"> — {c.note}</span>}
                  </span>
                  <div className="flex items-center gap-2">
                    <code className="min-w-0 flex-1 whitespace-pre-wrap break-all rounded-md bg-surface-2 px-2.5 py-1.5 font-mono text-[13px] text-fg">
                      {c.command}
                    </code>
                    <CopyButton iconOnly label={`Copy ${c.command}`} value={c.command} />
                    <SendToButton iconOnly fromToolId={TOOL_ID} label={`Send ${c.command} to…`} value={tag('text', c.command)} />
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

export default GitCheatSheet;
