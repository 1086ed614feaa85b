import { useEffect, useState } from 'react';
import { sanitizeHtml } from './sanitize';

// The rendered page, always from sanitised HTML (DOMPurify), whatever the HTML source shows.
const prose =
  'rounded-lg border border-border bg-surface p-4 text-sm leading-relaxed text-fg break-words ' +
  '[&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold ' +
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li:has(>input)]:list-none ' +
  '[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted ' +
  '[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[13px] [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-2 [&_pre]:p-3 [&_pre_code]:p-0 ' +
  '[&_table]:my-2 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:font-semibold ' +
  '[&_hr]:my-4 [&_hr]:border-border [&_img]:max-w-full [&_del]:text-muted [&_input]:mr-1';

/** GitHub task lists render bare checkboxes: name each after its item, as a screen reader needs. */
function labelTaskCheckboxes(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const boxes = template.content.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
  if (boxes.length === 0) return html;
  for (const box of boxes) {
    const item = box.closest('li')?.textContent?.trim() || 'Task';
    box.setAttribute('aria-label', `${box.hasAttribute('checked') ? 'Done' : 'To do'}: ${item}`);
  }
  return template.innerHTML;
}

export function MarkdownPreview({ html }: { html: string }) {
  const [safe, setSafe] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void sanitizeHtml(html).then((clean) => {
      if (live) setSafe({ from: html, html: labelTaskCheckboxes(clean) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return (
    <section aria-label="Preview" className="flex flex-col gap-1.5">
      <h2 className="text-sm font-medium text-fg">Preview (sanitised)</h2>
      {/* Sanitised by DOMPurify above. */}
      <div className={prose} dangerouslySetInnerHTML={{ __html: safe?.from === html ? safe.html : '' }} />
    </section>
  );
}
