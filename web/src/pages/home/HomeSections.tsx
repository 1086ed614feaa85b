import {
  ArrowRight,
  Container,
  Database,
  Gift,
  GitBranch,
  Palette,
  Quote,
  ShieldCheck,
  Sparkles,
  WandSparkles,
  Webhook,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { buttonClasses } from '@/components/Button';
import { Badge } from '@/components/Feedback';
import { Link } from '@/components/Link';
import { cn } from '@/lib/cn';
import { categoryToolCounts } from '@/tools/category-count';
import { freeToolCount } from '@/tools/tool-count';
import { categoryLabels, toolCategories, type ToolCategory } from '@/tools/types';

// The home page below the fold: categories, benefits, testimonials and the closing call to action.
// A separate chunk, so the first load of / carries only the hero and the statistics band.

type Category = {
  title: string;
  description: string;
  /** Where the card leads: the catalogue filtered to these categories, or a page of its own. */
  to: ToolCategory[] | string;
  icon: LucideIcon;
  tint: string;
  examples: string[];
  isNew?: boolean;
};

// The six featured areas (spec platform.md, home page): each opens the catalogue filtered to its
// categories, and says how many tools they hold (read from the registry at build time).
const categories: Category[] = [
  {
    title: 'AI Website Builder',
    description:
      'Describe a site in plain words and get complete HTML, CSS and JavaScript. Preview it, read the code, download it as a ZIP.',
    to: '/forge-builder',
    icon: WandSparkles,
    tint: 'from-violet-500 to-fuchsia-500',
    examples: ['Live preview', 'Code view', 'ZIP export'],
    isNew: true,
  },
  {
    title: 'Git Workflow',
    description: 'Write conventional commit messages, name branches consistently and turn your history into a changelog.',
    to: ['git'],
    icon: GitBranch,
    tint: 'from-orange-500 to-rose-500',
    examples: ['Commit assistant', 'Branch names', 'Changelogs'],
  },
  {
    title: 'Database Tools',
    description:
      'Build and format SQL, test NoSQL queries, diff schemas and rehearse migrations on real engines in your browser.',
    to: ['database'],
    icon: Database,
    tint: 'from-sky-500 to-cyan-500',
    examples: ['Query builder', 'Schema diff', 'Migrations'],
  },
  {
    title: 'Design System',
    description: 'Generate accessible colour palettes, CSS grids and SVG graphics, with contrast checks built in.',
    to: ['design'],
    icon: Palette,
    tint: 'from-pink-500 to-rose-500',
    examples: ['Color palettes', 'CSS grid', 'SVG builder'],
  },
  {
    title: 'DevOps Suite',
    description: 'Generate Dockerfiles and CI pipelines, README badges and cron schedules you can read back in plain English.',
    to: ['devops'],
    icon: Container,
    tint: 'from-emerald-500 to-teal-500',
    examples: ['Dockerfiles', 'CI configs', 'Badges'],
  },
  {
    title: 'API Testing',
    description: 'Send HTTP and GraphQL requests, validate payloads against JSON Schema and decode JWTs while you debug.',
    to: ['api', 'tokens'],
    icon: Webhook,
    tint: 'from-indigo-500 to-blue-500',
    examples: ['HTTP client', 'GraphQL explorer', 'JWT decoder'],
  },
];

const benefits: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Private by default',
    description: 'Basic tools run entirely in your browser. The JSON, tokens and keys you paste never leave your machine.',
    icon: ShieldCheck,
  },
  {
    title: 'AI where it helps',
    description:
      'Commit messages, regexes, SQL tuning and code review with AI. Use the built-in quota or bring your own provider key.',
    icon: Sparkles,
  },
  {
    title: 'Fast and keyboard-first',
    description:
      'Paste anything and smart detection opens the right tool. Every screen works from the keyboard, in light or dark.',
    icon: Zap,
  },
  {
    title: 'Free to start',
    description: `${freeToolCount} tools are free and need no signup. Try Pro free for 14 days, no credit card required.`,
    icon: Gift,
  },
];

const testimonials = [
  {
    quote:
      'I replaced six bookmarked sites with one tab. The JWT decoder and the regex tester alone save me time every single day.',
    name: 'Priya Raman',
    role: 'Senior Backend Engineer, Lumen Labs',
    tint: 'from-sky-500 to-indigo-500',
  },
  {
    quote:
      'The commit assistant writes better conventional commits than I do, and the changelog builder turns them into release notes in seconds.',
    name: 'Marcus Okafor',
    role: 'Staff Engineer, Northwind Cloud',
    tint: 'from-amber-500 to-rose-500',
  },
  {
    quote:
      'We prototyped a landing page with the website builder during stand-up, downloaded the ZIP and shipped it that afternoon.',
    name: 'Elena Petrova',
    role: 'Founder, Pixelcraft Studio',
    tint: 'from-emerald-500 to-teal-500',
  },
];

// Each section is laid out only once it nears the viewport (content-visibility: auto): they mount
// right after hydration, below the fold, and laying all of them out at once was the longest task
// of a phone's load (about 100 ms at 4x CPU throttling). The sizes are their content heights
// (padding excluded) on a phone and from lg up: estimates until a section is first drawn, after
// which "auto" keeps its real size. (Written out in full in each section, for Tailwind to find.)
const offscreen = '[content-visibility:auto]';

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base leading-relaxed text-muted sm:text-lg">{intro}</p>
    </div>
  );
}

export default function HomeSections() {
  return (
    <>
      <Categories />
      <Benefits />
      <Testimonials />
      <ClosingCta />
    </>
  );
}

function Categories() {
  return (
    <section
      aria-labelledby="categories-title"
      className={cn(
        'mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28',
        offscreen,
        '[contain-intrinsic-size:auto_139rem] lg:[contain-intrinsic-size:auto_54rem]',
      )}
    >
      <SectionHeading
        id="categories-title"
        eyebrow="Everything in one place"
        title="Tools for every part of your workflow"
        intro="From formatting a payload to shipping a site: the tools you reach for every day, built to the same standard and a click apart."
      />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.title}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
      <AllCategories />
    </section>
  );
}

/** The catalogue filtered to some categories (its address: catalogue-query.ts). */
const catalogueOf = (chosen: ToolCategory[]) => `/tools?${chosen.map((category) => `category=${category}`).join('&')}`;

const toolCountOf = (chosen: ToolCategory[]) =>
  chosen.reduce((total, category) => total + (categoryToolCounts[category] ?? 0), 0);

const toolsText = (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`;

// Every category that holds a working tool, as the catalogue orders them: the six cards above
// feature some; this row reaches all of them however many there are.
const listedCategories = toolCategories.filter((category) => (categoryToolCounts[category] ?? 0) > 0);

function AllCategories() {
  return (
    <nav aria-labelledby="all-categories-title" className="mt-12">
      <h3 id="all-categories-title" className="text-center text-sm font-semibold uppercase tracking-wide text-muted">
        All {listedCategories.length} categories
      </h3>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {listedCategories.map((category) => (
          <li key={category}>
            <Link
              to={catalogueOf([category])}
              className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium text-fg transition-colors hover:border-primary/40 hover:text-primary"
            >
              {categoryLabels[category]}
              <span className="rounded-full bg-surface-2 px-1.5 text-xs text-muted">
                {categoryToolCounts[category]}
                <span className="sr-only"> {categoryToolCounts[category] === 1 ? 'tool' : 'tools'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryCard({ category }: { category: Category }) {
  const Icon = category.icon;
  const chosen = typeof category.to === 'string' ? null : category.to;
  return (
    <Link
      to={chosen ? catalogueOf(chosen) : (category.to as string)}
      // Laid out only when near, too: the section starts within Chrome's margin for "near the
      // viewport" (1.5 screens below it) on a phone, so without this all six cards were drawn at once.
      // Content height (padding excluded), measured; the skipped card's own outline and shadow still show.
      className={cn(
        'group relative flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-indigo-500/10',
        offscreen,
        '[contain-intrinsic-size:auto_17rem]',
      )}
    >
      <div className="flex items-start justify-between">
        <span
          className={cn(
            'inline-flex h-11 w-11 items-center justify-center rounded-xl bg-linear-to-br text-white shadow-md',
            category.tint,
          )}
        >
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        {category.isNew && <Badge tone="new">New</Badge>}
        {chosen && (
          <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
            {toolsText(toolCountOf(chosen))}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-fg">{category.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{category.description}</p>
      <ul className="mt-5 flex flex-wrap gap-1.5" aria-label={`${category.title} examples`}>
        {category.examples.map((example) => (
          <li key={example} className="rounded-md bg-surface-2 px-2 py-1 text-xs font-medium text-muted">
            {example}
          </li>
        ))}
      </ul>
      <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary">
        {chosen ? 'Explore tools' : 'Open the builder'}
        <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden />
      </span>
    </Link>
  );
}

function Benefits() {
  return (
    <section
      aria-labelledby="benefits-title"
      className={cn(
        'relative isolate overflow-hidden border-y border-border bg-surface py-20 lg:py-28',
        offscreen,
        '[contain-intrinsic-size:auto_71rem] lg:[contain-intrinsic-size:auto_27rem]',
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-64 bg-linear-to-b from-primary/5 to-transparent"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="benefits-title"
          eyebrow="Why DevForge"
          title="Built the way developers work"
          intro="No ads, no upload-and-wait, no account wall for the basics. Just fast tools that respect your data."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-border bg-bg p-6">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-fg">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className={cn(
        'mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28',
        offscreen,
        '[contain-intrinsic-size:auto_64rem] lg:[contain-intrinsic-size:auto_28rem]',
      )}
    >
      <SectionHeading
        id="testimonials-title"
        eyebrow="Loved by developers"
        title="What developers say"
        intro="Teams in more than 100 countries use DevForge to move a little faster every day."
      />
      <ul className="mt-14 grid gap-5 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <Quote className="h-6 w-6 text-primary/60" aria-hidden />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-fg">“{t.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex h-10 w-10 items-center justify-center rounded-full bg-linear-to-br text-sm font-semibold text-white',
                    t.tint,
                  )}
                >
                  {initials(t.name)}
                </span>
                <span>
                  <span className="block text-sm font-semibold text-fg">{t.name}</span>
                  <span className="block text-sm text-muted">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClosingCta() {
  return (
    <section
      aria-labelledby="cta-title"
      className={cn(
        'mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:pb-28',
        offscreen,
        '[contain-intrinsic-size:auto_30rem] lg:[contain-intrinsic-size:auto_22rem]',
      )}
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-indigo-600 via-violet-600 to-fuchsia-700 px-6 py-14 text-center shadow-xl sm:px-12 lg:py-20">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.18),transparent_40%),radial-gradient(circle_at_80%_80%,rgba(255,255,255,0.12),transparent_40%)]"
        />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready to forge faster?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-indigo-50">
          Start your 14-day free trial, no credit card required. Pro is $9 a month with a 30-day money-back guarantee; cancel
          anytime.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to="/signup" className={buttonClasses('ghost', 'lg', 'bg-white! text-indigo-700! shadow-lg hover:bg-indigo-50!')}>
            Start Free Trial
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
          <Link to="/tools" className={buttonClasses('ghost', 'lg', 'border border-white/40 text-white! hover:bg-white/10!')}>
            Explore Tools
          </Link>
        </div>
      </div>
    </section>
  );
}
