import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { GraphQLSchema } from 'graphql';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { baseTypeName, sdlOf, searchTypes, typeList, type TypeSummary } from './schema';

/** Spec §9: the overview shows the first 20 types; search reaches every one. */
export const OVERVIEW_TYPES = 20;

const kindLabels: Record<TypeSummary['kind'], string> = {
  object: 'type',
  interface: 'interface',
  union: 'union',
  enum: 'enum',
  input: 'input',
  scalar: 'scalar',
};

function TypeCard({ type, onOpen }: { type: TypeSummary; onOpen: (name: string) => void }) {
  return (
    <section
      aria-label={`${kindLabels[type.kind]} ${type.name}`}
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
    >
      <h3 className="flex flex-wrap items-baseline gap-2 font-mono text-sm">
        <span className="text-muted">{kindLabels[type.kind]}</span>
        <span className="font-semibold text-fg">{type.name}</span>
        {type.root && (
          <span className="rounded bg-primary/10 px-1.5 text-[11px] font-sans font-medium text-fg">{type.root} root</span>
        )}
      </h3>
      {type.description && <p className="text-xs text-muted">{type.description}</p>}
      {type.fields.length > 0 && (
        <ul className="flex flex-col gap-1 font-mono text-[12.5px]">
          {type.fields.map((field) => (
            <li
              key={field.name}
              className={cn('break-words', field.deprecated && 'opacity-60')}
              title={field.description ?? field.deprecated}
            >
              <span className="text-fg">{field.name}</span>
              {field.args.length > 0 && (
                <span className="text-muted">
                  (
                  {field.args.map((a, i) => (
                    <span key={a.name}>
                      {i > 0 && ', '}
                      {a.name}: <TypeLink printed={a.type} onOpen={onOpen} />
                      {a.defaultValue !== undefined && ` = ${a.defaultValue}`}
                    </span>
                  ))}
                  )
                </span>
              )}
              {field.type && (
                <>
                  <span className="text-muted">: </span>
                  <TypeLink printed={field.type} onOpen={onOpen} />
                </>
              )}
              {field.deprecated && <span className="ml-2 font-sans text-[11px] text-warning">deprecated</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TypeLink({ printed, onOpen }: { printed: string; onOpen: (name: string) => void }) {
  const name = baseTypeName(printed);
  const [before, after] = printed.split(name) as [string, string];
  return (
    <span>
      {before}
      <button type="button" className="text-primary underline-offset-2 hover:underline" onClick={() => onOpen(name)}>
        {name}
      </button>
      {after}
    </span>
  );
}

/** The Schema tab: the SDL as printed by graphql-js, or a browsable list of types with search. */
export function SchemaBrowser({ schema }: { schema: GraphQLSchema }) {
  const [view, setView] = useState<'types' | 'sdl'>('types');
  const [search, setSearch] = useState('');
  const types = useMemo(() => typeList({ schema }), [schema]);
  const sdl = useMemo(() => sdlOf(schema), [schema]);
  const found = searchTypes({ types, search });
  const shown = search.trim() === '' ? found.slice(0, OVERVIEW_TYPES) : found;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <SegmentedControl
          label="Schema view"
          hideLabel
          value={view}
          onChange={setView}
          options={[
            { value: 'types', label: `Types (${types.length})` },
            { value: 'sdl', label: 'SDL' },
          ]}
        />
        {view === 'sdl' && (
          <div className="flex gap-2">
            <SendToButton value={tag('text', sdl)} fromToolId="graphql-client" aria-label="Send the SDL to…" />
            <CopyButton value={sdl} label="Copy SDL" />
            <DownloadButton fileName="schema.graphql" content={sdl} />
          </div>
        )}
      </div>
      {view === 'sdl' ? (
        <CodeEditor label="Schema SDL" hideLabel language="graphql" value={sdl} readOnly height="28rem" />
      ) : (
        <>
          <div className="relative">
            <Search className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-muted" aria-hidden />
            <TextInput
              label="Search types and fields"
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Book, author, Mutation…"
            />
          </div>
          <p className="text-xs text-muted" role="status">
            {search.trim() === ''
              ? types.length > OVERVIEW_TYPES
                ? `The first ${OVERVIEW_TYPES} of ${types.length} types; search to find the others.`
                : `${types.length} types.`
              : `${found.length} of ${types.length} types match.`}
          </p>
          <div className="grid max-h-[32rem] gap-2 overflow-y-auto pr-1">
            {shown.map((type) => (
              <TypeCard key={type.name} type={type} onOpen={setSearch} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
