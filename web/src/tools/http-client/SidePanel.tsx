import { Check, ChevronRight, Download, FolderPlus, History, Pencil, Trash2, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Tabs } from '@/components/Tabs';
import { downloadFile } from '@/lib/download';
import { cn } from '@/lib/cn';
import { fieldLook } from '@/components/field-classes';
import { collectionsFile, parseCollectionsFile, type Collection, type HistoryItem, type SavedRequest } from './saved';

// Tinted backgrounds carry the method's colour; the text stays in the body colour (contrast).
export const methodTints: Record<string, string> = {
  GET: 'bg-success/15',
  POST: 'bg-warning/20',
  PUT: 'bg-primary/15',
  PATCH: 'bg-accent/15',
  DELETE: 'bg-danger/15',
};

function MethodTag({ method }: { method: string }) {
  return (
    <span
      className={cn(
        'w-16 shrink-0 rounded px-1 py-0.5 text-center font-mono text-[10.5px] font-bold text-fg',
        methodTints[method] ?? 'bg-surface-2',
      )}
    >
      {method}
    </span>
  );
}

function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return new Date(iso).toLocaleDateString();
}

function RequestButton({ item, onOpen, detail }: { item: SavedRequest; onOpen: () => void; detail?: string }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-2"
      title={`${item.method} ${item.url}`}
    >
      <MethodTag method={item.method} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-fg">{item.name}</span>
        {detail && <span className="block truncate text-xs text-muted">{detail}</span>}
      </span>
    </button>
  );
}

function HistoryList({
  history,
  onOpen,
  onClear,
}: {
  history: HistoryItem[];
  onOpen: (item: HistoryItem) => void;
  onClear: () => void;
}) {
  if (history.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted">
        <History className="h-5 w-5" aria-hidden />
        Requests you send appear here (the last 50).
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex max-h-[28rem] flex-col gap-0.5 overflow-y-auto" aria-label="Request history">
        {history.map((item) => (
          <li key={item.id} className="flex">
            <RequestButton item={{ ...item, name: item.url }} detail={timeAgo(item.timestamp)} onOpen={() => onOpen(item)} />
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="self-start text-muted" onClick={onClear}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Clear history
      </Button>
    </div>
  );
}

function CollectionItem({
  collection,
  onOpen,
  onRename,
  onDelete,
  onDeleteRequest,
}: {
  collection: Collection;
  onOpen: (item: SavedRequest) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  onDeleteRequest: (id: string) => void;
}) {
  const [open, setOpen] = useState(true);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(collection.name);
  const [confirming, setConfirming] = useState(false);
  const commit = () => {
    if (name.trim() !== '') onRename(name.trim());
    else setName(collection.name);
    setRenaming(false);
  };
  return (
    <li className="rounded-lg border border-border">
      <div className="flex items-center gap-1 px-1 py-1">
        {renaming ? (
          <form
            className="flex min-w-0 flex-1 items-center gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              commit();
            }}
          >
            <input
              className={cn(fieldLook, 'h-8 min-w-0 flex-1 border-border bg-surface px-2 text-sm text-fg')}
              aria-label={`New name for ${collection.name}`}
              value={name}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  setName(collection.name);
                  setRenaming(false);
                }
              }}
            />
            <Button type="submit" variant="ghost" size="icon" className="h-8 w-8" aria-label="Save name">
              <Check className="h-4 w-4" aria-hidden />
            </Button>
          </form>
        ) : (
          <button
            type="button"
            className="flex min-w-0 flex-1 items-center gap-1.5 rounded-md px-1.5 py-1 text-left text-sm font-medium text-fg hover:bg-surface-2"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <ChevronRight className={cn('h-4 w-4 shrink-0 text-muted transition-transform', open && 'rotate-90')} aria-hidden />
            <span className="truncate">{collection.name}</span>
            <span className="ml-auto shrink-0 text-xs font-normal text-muted">{collection.requests.length}</span>
          </button>
        )}
        {!renaming && (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="h-8 w-8 text-muted"
              aria-label={`Rename ${collection.name}`}
              onClick={() => setRenaming(true)}
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="h-8 w-8 text-muted hover:text-danger"
              aria-label={`Delete ${collection.name}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="h-3.5 w-3.5" aria-hidden />
            </Button>
          </>
        )}
      </div>
      {confirming && (
        <div className="flex flex-wrap items-center gap-2 border-t border-border px-3 py-2 text-sm" role="alert">
          <span className="text-fg">
            Delete “{collection.name}” and its {collection.requests.length} request{collection.requests.length === 1 ? '' : 's'}?
          </span>
          <Button variant="danger" size="sm" onClick={onDelete}>
            Delete
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      )}
      {open && (
        <ul className="flex flex-col gap-0.5 border-t border-border p-1" aria-label={`Requests in ${collection.name}`}>
          {collection.requests.length === 0 && <li className="px-2 py-1.5 text-xs text-muted">Empty: save a request into it.</li>}
          {collection.requests.map((item) => (
            <li key={item.id} className="group flex items-center">
              <RequestButton item={item} onOpen={() => onOpen(item)} />
              <Button
                variant="ghost"
                size="icon"
                className="h-7 w-7 shrink-0 text-muted opacity-60 hover:text-danger group-hover:opacity-100"
                aria-label={`Remove ${item.name} from ${collection.name}`}
                onClick={() => onDeleteRequest(item.id)}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

type SidePanelProps = {
  history: HistoryItem[];
  collections: Collection[];
  onOpen: (item: HistoryItem | SavedRequest) => void;
  onClearHistory: () => void;
  onCollectionsChange: (collections: Collection[]) => void;
};

/** Request History (the last 50) and Collections (rename, delete, export and import as JSON). */
export function SidePanel({ history, collections, onOpen, onClearHistory, onCollectionsChange }: SidePanelProps) {
  const [tab, setTab] = useState<'history' | 'collections'>('history');
  const [importError, setImportError] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function importFile(file: File) {
    try {
      const added = parseCollectionsFile({ text: await file.text() });
      onCollectionsChange([...collections, ...added]);
      setImportError(null);
      setImported(`Imported ${added.length} collection${added.length === 1 ? '' : 's'} from ${file.name}.`);
      setTab('collections');
    } catch (err) {
      setImported(null);
      setImportError((err as Error).message);
    }
  }

  const collectionsTab = (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            onCollectionsChange([
              ...collections,
              { id: crypto.randomUUID(), name: `Collection ${collections.length + 1}`, requests: [] },
            ])
          }
        >
          <FolderPlus className="h-4 w-4" aria-hidden />
          New
        </Button>
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <Upload className="h-4 w-4" aria-hidden />
          Import
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          aria-label="Import collections file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={collections.length === 0}
          onClick={() => downloadFile('devforge-collections.json', collectionsFile({ collections }), 'application/json')}
        >
          <Download className="h-4 w-4" aria-hidden />
          Export
        </Button>
      </div>
      {importError && <Alert tone="error">{importError}</Alert>}
      {imported && <Alert tone="success">{imported}</Alert>}
      {collections.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-muted">No collections yet. Save a request to start one.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Collections">
          {collections.map((collection) => (
            <CollectionItem
              key={collection.id}
              collection={collection}
              onOpen={onOpen}
              onRename={(name) => onCollectionsChange(collections.map((c) => (c.id === collection.id ? { ...c, name } : c)))}
              onDelete={() => onCollectionsChange(collections.filter((c) => c.id !== collection.id))}
              onDeleteRequest={(id) =>
                onCollectionsChange(
                  collections.map((c) =>
                    c.id === collection.id ? { ...c, requests: c.requests.filter((r) => r.id !== id) } : c,
                  ),
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Tabs
      label="Saved requests"
      value={tab}
      onChange={setTab}
      items={[
        {
          value: 'history',
          label: `History (${history.length})`,
          content: <HistoryList history={history} onOpen={onOpen} onClear={onClearHistory} />,
        },
        { value: 'collections', label: `Collections (${collections.length})`, content: collectionsTab },
      ]}
    />
  );
}
