import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/Button';
import { CopyableRows } from '@/components/CopyableRows';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { loadEmojiSet, withSkinTone, type EmojiEntry, type EmojiSet, type EmojiSkin } from './emoji-data';
import { toCodePoints, toDecimalEntity, toHtmlEntity, toShortcode } from './emoji-format';
import { buildSearchIndex, searchEmoji } from './emoji-search';

/** Search results past this many are counted, not drawn: each keystroke redraws within a frame. */
const MAX_SHOWN = 160;
const MAX_RECENT = 32;
const RECENT = 'recent';

const skinTones = [
  { value: '0', swatch: '✋', name: 'Default' },
  { value: '1', swatch: '✋🏻', name: 'Light' },
  { value: '2', swatch: '✋🏼', name: 'Medium-light' },
  { value: '3', swatch: '✋🏽', name: 'Medium' },
  { value: '4', swatch: '✋🏾', name: 'Medium-dark' },
  { value: '5', swatch: '✋🏿', name: 'Dark' },
] as const;
type ToneValue = (typeof skinTones)[number]['value'];
const isTone = (value: unknown): value is ToneValue => skinTones.some((t) => t.value === value);
const isEmojiList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= MAX_RECENT && value.every((v) => typeof v === 'string' && v.length <= 32);

const groupIcons: Record<string, string> = {
  'smileys-emotion': '😀',
  'people-body': '👋',
  'animals-nature': '🐻',
  'food-drink': '🍔',
  'travel-places': '🚗',
  activities: '⚽',
  objects: '💡',
  symbols: '🔣',
  flags: '🏁',
};

type Item = { entry: EmojiEntry; shown: EmojiEntry | EmojiSkin };

const EmojiPicker: ToolScreen = ({ initialInput }) => {
  const [query, setQuery] = useToolState('query', '', { start: initialInput?.trim() || undefined });
  const [tone, setTone] = useToolState<ToneValue>('tone', '0', { accept: isTone, persist: true });
  const [recent, setRecent] = useToolState<string[]>('recent', [], { persist: true, local: true, accept: isEmojiList });
  const [category, setCategory] = useState<string>(() => (recent.length > 0 ? RECENT : 'smileys-emotion'));
  const [set, setSet] = useState<EmojiSet | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState({ list: '', index: 0 });
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    loadEmojiSet().then(
      (loaded) => live && setSet(loaded),
      (err: unknown) => live && setLoadError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const index = useMemo(() => (set ? buildSearchIndex(set.emojis) : null), [set]);
  const toneNumber = Number(tone);
  const searching = query.trim() !== '';

  const { items, total } = useMemo((): { items: Item[]; total: number } => {
    if (!set || !index) return { items: [], total: 0 };
    const toned = (entries: EmojiEntry[]) => entries.map((entry) => ({ entry, shown: withSkinTone(entry, toneNumber) }));
    if (searching) {
      const found = searchEmoji(index, query);
      return { items: toned(found.slice(0, MAX_SHOWN)), total: found.length };
    }
    if (category === RECENT) {
      const used = recent.flatMap((emoji) => {
        const entry = set.entryOf.get(emoji);
        return entry ? [{ entry, shown: set.byEmoji.get(emoji)! }] : [];
      });
      return { items: used, total: used.length };
    }
    const group = set.groups.find((g) => g.key === category);
    const inGroup = set.emojis.filter((e) => e.group === group?.id);
    return { items: toned(inGroup), total: inGroup.length };
  }, [set, index, searching, query, category, recent, toneNumber]);

  // A new list (another search or category) starts keyboard focus at its first emoji.
  const list = searching ? `search:${query}` : `category:${category}`;
  const focusIndex = focus.list === list ? focus.index : 0;
  const setFocusIndex = (index: number) => setFocus({ list, index });

  const selectedEntry = selected && set ? set.entryOf.get(selected) : undefined;
  const selectedShown = selectedEntry ? withSkinTone(selectedEntry, toneNumber) : undefined;

  async function pick(item: Item) {
    const emoji = item.shown.emoji;
    setSelected(item.entry.emoji);
    setRecent((list) => [emoji, ...list.filter((e) => e !== emoji)].slice(0, MAX_RECENT));
    const copied = await copyText(emoji);
    setAnnouncement(copied ? `Copied ${emoji} ${item.shown.label}` : `Selected ${item.shown.label}`);
  }

  function focusItem(next: number) {
    const buttons = gridRef.current?.querySelectorAll<HTMLButtonElement>('button[data-emoji]');
    if (!buttons || buttons.length === 0) return;
    const clamped = Math.max(0, Math.min(buttons.length - 1, next));
    setFocusIndex(clamped);
    buttons[clamped]!.focus();
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const grid = gridRef.current;
    if (!grid) return;
    const columns = Math.max(1, getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      ArrowDown: focusIndex + columns,
      ArrowUp: focusIndex - columns,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'ArrowUp' && focusIndex < columns) {
      event.preventDefault();
      searchRef.current?.focus();
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusItem(next);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'Enter' && items.length > 0) {
      event.preventDefault();
      void pick(items[0]!);
    }
  }

  const categoryOptions = [
    { value: RECENT, label: <CategoryLabel icon="🕘" name="Recently used" /> },
    ...(set?.groups ?? []).map((g) => ({
      value: g.key,
      label: <CategoryLabel icon={groupIcons[g.key] ?? '❔'} name={g.name} />,
    })),
  ];
  const listName = searching
    ? `Results for “${query.trim()}”`
    : category === RECENT
      ? 'Recently used'
      : (set?.groups.find((g) => g.key === category)?.name ?? 'Emoji');

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
          <TextInput
            ref={searchRef}
            label="Search emoji"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onSearchKeyDown}
            placeholder="Name, keyword, :shortcode: or U+1F600"
            hint="↓ moves into the emoji, arrows move between them, Enter picks one."
            autoComplete="off"
            spellCheck={false}
          />
          <SegmentedControl
            label="Skin tone"
            value={tone}
            onChange={setTone}
            options={skinTones.map((t) => ({
              value: t.value,
              title: t.name,
              label: (
                <>
                  <span aria-hidden className="text-lg leading-none">
                    {t.swatch}
                  </span>
                  <span className="sr-only">{t.name}</span>
                </>
              ),
            }))}
          />
        </div>
        {set && (
          <SegmentedControl
            label={searching ? 'Category (the search looks in all of them)' : 'Category'}
            value={searching ? '' : category}
            onChange={(value) => {
              setCategory(value);
              setQuery('');
            }}
            options={categoryOptions}
          />
        )}

        {loadError ? (
          <Alert tone="error" title="The emoji list did not load">
            <p>{loadError}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => {
                setLoadError(null);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </Alert>
        ) : !set ? (
          <div className="flex items-center gap-2 py-10 text-sm text-muted">
            <Spinner label="Loading emoji" /> Loading emoji…
          </div>
        ) : (
          <div className="flex min-w-0 flex-col gap-2">
            <p role="status" className="text-sm text-muted">
              {searching
                ? total === 0
                  ? `No emoji match “${query.trim()}”. Try a shorter word or another keyword.`
                  : `${total} emoji match “${query.trim()}”${total > MAX_SHOWN ? `, the first ${MAX_SHOWN} shown: type more to narrow them` : ''}`
                : category === RECENT && items.length === 0
                  ? 'Emoji you pick appear here.'
                  : `${listName}: ${total} emoji`}
            </p>
            {items.length > 0 && (
              <div
                ref={gridRef}
                role="group"
                aria-label={listName}
                onKeyDown={onGridKeyDown}
                className="grid max-h-[26rem] grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1 overflow-y-auto rounded-lg border border-border bg-surface p-1"
              >
                {items.map((item, i) => (
                  <button
                    key={item.shown.hexcode}
                    type="button"
                    data-emoji={item.shown.emoji}
                    tabIndex={i === Math.min(focusIndex, items.length - 1) ? 0 : -1}
                    aria-label={item.shown.label}
                    aria-pressed={selected === item.entry.emoji}
                    title={item.shown.label}
                    onClick={() => void pick(item)}
                    onFocus={() => setFocusIndex(i)}
                    className={cn(
                      'flex h-11 items-center justify-center overflow-hidden rounded-md text-2xl leading-none transition-colors hover:bg-surface-2',
                      selected === item.entry.emoji && 'bg-surface-2 ring-2 ring-primary',
                    )}
                  >
                    {item.shown.emoji}
                  </button>
                ))}
              </div>
            )}
            <p aria-live="polite" className="min-h-5 text-sm text-muted">
              {announcement}
            </p>
          </div>
        )}
      </Card>

      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-fg">Copy as</h2>
        {selectedEntry && selectedShown ? (
          <EmojiDetails
            entry={selectedEntry}
            shown={selectedShown}
            groupName={set?.groups.find((g) => g.id === selectedEntry.group)?.name ?? ''}
          />
        ) : (
          <p className="text-sm text-muted">
            Pick an emoji: it is copied, and its code points, HTML entity and shortcode are shown here.
          </p>
        )}
      </Card>
    </div>
  );
};

function CategoryLabel({ icon, name }: { icon: string; name: string }) {
  return (
    <>
      <span aria-hidden className="text-lg leading-none">
        {icon}
      </span>
      <span className="sr-only">{name}</span>
    </>
  );
}

function EmojiDetails({ entry, shown, groupName }: { entry: EmojiEntry; shown: EmojiEntry | EmojiSkin; groupName: string }) {
  const shortcode = toShortcode(shown.shortcodes[0]);
  const rows = [
    { label: 'Character', value: shown.emoji },
    { label: 'Code points', value: toCodePoints(shown.emoji) },
    { label: 'HTML entity', value: toHtmlEntity(shown.emoji) },
    { label: 'HTML decimal', value: toDecimalEntity(shown.emoji) },
    ...(shortcode ? [{ label: 'Shortcode', value: shortcode }] : []),
    ...(entry.emoticon ? [{ label: 'Emoticon', value: entry.emoticon }] : []),
  ];
  return (
    <>
      <div className="flex items-center gap-4">
        <span className="text-6xl leading-none" aria-hidden>
          {shown.emoji}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-fg first-letter:uppercase">{shown.label}</p>
          <p className="text-xs text-muted">{groupName}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={shown.emoji} label="Copy emoji" />
        <SendToButton value={{ kind: 'text', value: shown.emoji }} />
      </div>
      <CopyableRows label="Formats" rows={rows} labelWidth="w-24" />
      {entry.tags.length > 0 && (
        <p className="text-xs text-muted">
          <span className="font-medium text-fg">Keywords:</span> {entry.tags.join(', ')}
        </p>
      )}
    </>
  );
}

export default EmojiPicker;
