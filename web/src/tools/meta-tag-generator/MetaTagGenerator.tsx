import { ImageIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextArea, TextInput } from '@/components/Field';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { displayDomain, metaAdvice, metaFieldsSchema, metaTags, truncate, type MetaFields } from './meta-tags';

const TOOL_ID = 'meta-tag-generator';
const EXAMPLE: MetaFields = metaFieldsSchema.parse({
  title: 'DevForge — developer tools that run in your browser',
  description: 'Format JSON, test regular expressions, decode JWTs and 60 more tools, private by default and free to use.',
  url: 'https://devforge.example/',
  image: 'https://devforge.example/social-card.png',
  imageAlt: 'The DevForge logo over a grid of tool icons',
  siteName: 'DevForge',
  twitterSite: 'devforge',
});
const isFields = (value: unknown): value is MetaFields => metaFieldsSchema.safeParse(value).success;

const textFields: { key: keyof MetaFields; label: string; placeholder?: string; multiline?: boolean }[] = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description', multiline: true },
  { key: 'url', label: 'Page URL', placeholder: 'https://example.com/page' },
  { key: 'image', label: 'Image URL', placeholder: 'https://example.com/card.png (1200 × 630)' },
  { key: 'imageAlt', label: 'Image description (alt)' },
  { key: 'siteName', label: 'Site name' },
  { key: 'locale', label: 'Locale', placeholder: 'en_US' },
  { key: 'twitterSite', label: 'X / Twitter account of the site', placeholder: '@example' },
  { key: 'twitterCreator', label: 'X / Twitter account of the author', placeholder: '@author' },
  { key: 'themeColor', label: 'Theme colour', placeholder: '#0f172a' },
];

// Other sites' images are not loaded here (the page's content security policy): previews show where the image goes.
function ImageSlot({ url, alt, className }: { url: string; alt: string; className: string }) {
  const name = url.split(/[?#]/)[0]!.split('/').pop();
  return (
    <div
      className={`flex flex-col items-center justify-center gap-1 bg-surface-2 text-muted ${className}`}
      role="img"
      aria-label={`Image: ${alt || name || 'none'}`}
    >
      <ImageIcon className="h-6 w-6" aria-hidden="true" />
      {name && <span className="max-w-full truncate px-2 font-mono text-xs">{name}</span>}
    </div>
  );
}

function Preview({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={`${title} preview`} className="flex flex-col gap-2">
      <h3 className="text-xs font-medium uppercase tracking-wide text-muted">{title}</h3>
      {children}
    </section>
  );
}

const MetaTagGenerator: ToolScreen = () => {
  const [fields, setFields] = useToolState<MetaFields>('fields', EXAMPLE, { accept: isFields });
  const set = (key: keyof MetaFields, value: string) => setFields((f) => ({ ...f, [key]: value }));
  const { html, error } = useMemo(() => {
    try {
      return { html: metaTags(fields), error: null };
    } catch (err) {
      return { html: '', error: (err as Error).message };
    }
  }, [fields]);
  const advice = metaAdvice(fields);
  const adviceFor = (key: keyof MetaFields) => advice.find((a) => a.field === key)?.message;
  const domain = displayDomain(fields.url) || 'example.com';
  const title = fields.title.trim() || 'Untitled page';

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 className="text-sm font-medium text-fg">Page</h2>
        {textFields.map(({ key, label, placeholder, multiline }) =>
          multiline ? (
            <TextArea
              key={key}
              label={label}
              rows={3}
              className="min-h-0 font-sans text-sm"
              value={fields[key]}
              placeholder={placeholder}
              hint={adviceFor(key) ?? `${fields[key].trim().length} characters`}
              onChange={(e) => set(key, e.target.value)}
            />
          ) : (
            <TextInput
              key={key}
              label={label}
              value={fields[key]}
              placeholder={placeholder}
              hint={adviceFor(key) ?? (key === 'title' ? `${fields.title.trim().length} characters` : undefined)}
              onChange={(e) => set(key, e.target.value)}
            />
          ),
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <Select label="Content type (og:type)" value={fields.type} onChange={(e) => set('type', e.target.value)}>
            {metaFieldsSchema.shape.type.unwrap().options.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
          <Select
            label="Card size on X / Twitter"
            value={fields.twitterCard}
            onChange={(e) => set('twitterCard', e.target.value)}
          >
            <option value="summary_large_image">Large image</option>
            <option value="summary">Small square image</option>
          </Select>
        </div>
      </Card>

      <div className="flex flex-col gap-5">
        <Card className="flex flex-col gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-medium text-fg">Tags for your &lt;head&gt;</h2>
            <div className="flex gap-2">
              <CopyButton value={html} label="Copy tags" disabled={!html} />
              <SendToButton fromToolId={TOOL_ID} value={html ? tag('text', html) : null} />
            </div>
          </div>
          {error ? (
            <Alert tone="error">{error}</Alert>
          ) : (
            <pre
              tabIndex={0}
              aria-label="Generated tags"
              className="max-h-80 overflow-auto rounded-lg bg-surface-2 p-3 font-mono text-xs leading-relaxed text-fg"
            >
              {html}
            </pre>
          )}
        </Card>

        <Card className="flex flex-col gap-5 p-4 sm:p-5">
          <h2 className="text-sm font-medium text-fg">Previews</h2>
          <Preview title="Search result">
            <div className="flex flex-col gap-1">
              <span className="text-xs text-muted">
                {fields.siteName.trim() || domain} ·{' '}
                {fields.url.trim() ? truncate(fields.url.trim().replace(/^https?:\/\//, ''), 60) : domain}
              </span>
              <span className="text-lg leading-snug text-primary">{truncate(title, 60)}</span>
              <span className="text-sm text-muted">
                {truncate(fields.description.trim() || 'Text taken from the page…', 160)}
              </span>
            </div>
          </Preview>
          <Preview title="Social card">
            <div className={`overflow-hidden rounded-xl border border-border ${fields.twitterCard === 'summary' ? 'flex' : ''}`}>
              {fields.image.trim() && (
                <ImageSlot
                  url={fields.image}
                  alt={fields.imageAlt}
                  className={fields.twitterCard === 'summary' ? 'h-28 w-28 shrink-0' : 'aspect-[1.91/1] w-full'}
                />
              )}
              <div className="flex min-w-0 flex-col gap-0.5 p-3">
                <span className="text-xs text-muted">{domain}</span>
                <span className="truncate text-sm font-semibold text-fg">{title}</span>
                <span className="line-clamp-2 text-sm text-muted">{fields.description.trim()}</span>
              </div>
            </div>
          </Preview>
          <Preview title="Chat message">
            <div className="flex gap-3 border-l-4 border-primary/60 pl-3">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="text-xs font-medium text-fg">{fields.siteName.trim() || domain}</span>
                <span className="text-sm font-semibold text-primary">{title}</span>
                <span className="line-clamp-3 text-sm text-muted">{fields.description.trim()}</span>
              </div>
              {fields.image.trim() && (
                <ImageSlot url={fields.image} alt={fields.imageAlt} className="h-16 w-16 shrink-0 rounded-md" />
              )}
            </div>
          </Preview>
          <p className="text-xs text-muted">
            Other sites&rsquo; images are not loaded here; each network crops and shortens in its own way.
          </p>
        </Card>
      </div>
    </div>
  );
};

export default MetaTagGenerator;
