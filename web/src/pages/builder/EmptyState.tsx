import { Package, Rocket, Sparkles } from 'lucide-react';

const cards = [
  { icon: Sparkles, title: 'AI-Powered', text: 'Describe your idea in plain words. The AI plans the layout and writes every line of code.' },
  { icon: Rocket, title: 'Production Ready', text: 'Semantic HTML, responsive CSS and clean JavaScript that work on phones, tablets and desktops.' },
  { icon: Package, title: 'Complete Package', text: 'Preview it live, read and copy the code, and download the files or the whole site as a ZIP.' },
];

/** Shown until there is a result (spec platform.md §2). */
export function EmptyState() {
  return (
    <section aria-labelledby="builder-empty-title" className="rounded-2xl border border-dashed border-border bg-surface/60 px-4 py-12 text-center sm:px-8">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Sparkles className="h-7 w-7" aria-hidden />
      </span>
      <h2 id="builder-empty-title" className="mt-4 text-2xl font-bold tracking-tight text-fg">
        Ready to Build Something Amazing?
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-muted">Describe your website above, or start from one of the examples, and watch it being written.</p>
      <ul className="mx-auto mt-8 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
        {cards.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-5 shadow-sm">
            <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <h3 className="mt-3 font-semibold text-fg">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
