import { ArrowRight, Check, WandSparkles } from 'lucide-react';
import { buttonClasses } from '@/components/Button';
import { Link } from '@/components/Link';
import { Badge } from '@/components/Status';
import { cn } from '@/lib/cn';
import { freeToolCount, workingToolCount } from '@/tools/tool-count';

// The landing page's first screen (spec platform.md §1–2): plain JSX and lucide icons, no data, no
// state. Prerendered, it stays the server's HTML (a static island, HomePage.tsx): its code loads
// only when the home page is rendered in the browser (coming back to it from another page).

const homeStats = [
  { value: '50K+', label: 'Developers' },
  { value: String(freeToolCount), label: 'Free tools' },
  { value: '100+', label: 'Countries' },
  { value: '99.9%', label: 'Uptime' },
];

const gradientText =
  'bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300';

/** The hero and the numbers band. */
export default function HomeHero() {
  return (
    <>
      <Hero />
      <StatsBand />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-16 sm:px-6 sm:pt-24 lg:pb-24">
        <div className="mx-auto max-w-3xl text-center">
          <Link
            to="/forge-builder"
            className="group inline-flex max-w-full items-center gap-2 rounded-full border border-border bg-surface/80 py-1 pl-1 pr-3 text-sm text-muted shadow-sm backdrop-blur transition-colors hover:border-primary/40 hover:text-fg"
          >
            <Badge tone="new">New</Badge>
            <span className="truncate">
              AI Website Builder<span className="hidden sm:inline">: describe it, preview it, ship it</span>
            </span>
            <ArrowRight className="h-3.5 w-3.5 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
          <h1 id="hero-title" className="mt-8 text-4xl font-extrabold tracking-tight text-fg sm:text-6xl">
            The developer toolbox, <span className={gradientText}>forged with AI</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">
            {workingToolCount} tools for JSON, regex, JWT, hashing, Git, databases and DevOps, right in your browser. Basic tools need no
            signup, and AI helpers are one click away when you want them.
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to="/signup" className={buttonClasses('primary', 'lg', 'shadow-lg shadow-primary/25')}>
              Start Free Trial
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <Link to="/tools" className={buttonClasses('outline', 'lg')}>
              Explore Tools
            </Link>
            <Link to="/forge-builder" className={buttonClasses('ghost', 'lg')}>
              <WandSparkles className="h-4 w-4 text-primary" aria-hidden />
              Try the Website Builder
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted">
            {[`${freeToolCount} free tools`, 'No signup for basic tools', '14-day free trial', 'No credit card required'].map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <Check className="h-4 w-4 text-success" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ProductPreview />
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [background-size:56px_56px] opacity-60 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]" />
      <div className="absolute left-1/2 top-[-14rem] h-[34rem] w-[64rem] -translate-x-1/2 rounded-full bg-linear-to-tr from-indigo-500/25 via-violet-500/20 to-fuchsia-400/20 blur-3xl dark:from-indigo-500/30 dark:via-violet-500/20 dark:to-fuchsia-500/15" />
    </div>
  );
}

/** A static picture of a tool at work: decorative, so it is hidden from assistive technology. */
function ProductPreview() {
  const key = 'text-sky-700 dark:text-sky-300';
  const str = 'text-emerald-700 dark:text-emerald-300';
  const num = 'text-amber-700 dark:text-amber-300';
  const bool = 'text-violet-700 dark:text-violet-300';
  return (
    <div aria-hidden className="relative mx-auto mt-16 max-w-5xl">
      <div className="absolute -inset-px rounded-2xl bg-linear-to-r from-indigo-500/40 via-violet-500/40 to-fuchsia-500/40 blur-sm" />
      <div className="relative overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-indigo-500/10">
        <div className="flex items-center gap-3 border-b border-border bg-surface-2 px-4 py-3">
          <span className="flex gap-1.5">
            <span className="h-3 w-3 rounded-full bg-rose-400" />
            <span className="h-3 w-3 rounded-full bg-amber-400" />
            <span className="h-3 w-3 rounded-full bg-emerald-400" />
          </span>
          <span className="mx-auto min-w-0 truncate rounded-md border border-border bg-surface px-3 py-1 font-mono text-xs text-muted">
            devforge.dev/tools/json-formatter
          </span>
          <span className="hidden w-12 sm:block" />
        </div>
        <div className="grid md:grid-cols-2">
          <div className="hidden border-r border-border p-5 text-left md:block">
            <p className="mb-3 flex items-center justify-between text-xs font-medium text-muted">
              <span>Input</span>
              <span className="rounded-full bg-primary/10 px-2 py-0.5 text-primary">Detected: JSON</span>
            </p>
            <pre className="whitespace-pre-wrap break-all font-mono text-[13px] leading-relaxed text-fg">
              {`{"name":"devforge","version":"2.4.0","private":true,"tools":${workingToolCount},"features":["ai","offline"]}`}
            </pre>
          </div>
          <div className="p-5 text-left">
            <p className="mb-3 flex items-center justify-between text-xs font-medium text-muted">
              <span>Formatted</span>
              <span className="flex items-center gap-1 text-success">
                <Check className="h-3.5 w-3.5" />
                Valid JSON
              </span>
            </p>
            <pre className="overflow-hidden font-mono text-[13px] leading-relaxed text-fg">
              {'{\n'}
              {'  '}
              <span className={key}>"name"</span>: <span className={str}>"devforge"</span>,{'\n'}
              {'  '}
              <span className={key}>"version"</span>: <span className={str}>"2.4.0"</span>,{'\n'}
              {'  '}
              <span className={key}>"private"</span>: <span className={bool}>true</span>,{'\n'}
              {'  '}
              <span className={key}>"tools"</span>: <span className={num}>{workingToolCount}</span>,{'\n'}
              {'  '}
              <span className={key}>"features"</span>: [<span className={str}>"ai"</span>, <span className={str}>"offline"</span>]
              {'\n'}
              {'}'}
            </pre>
          </div>
        </div>
      </div>
    </div>
  );
}

function StatsBand() {
  return (
    <section aria-labelledby="stats-title" className="border-y border-border bg-surface">
      <h2 id="stats-title" className="sr-only">
        DevForge in numbers
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 px-4 sm:px-6 md:grid-cols-4">
        {homeStats.map((stat, i) => (
          <div
            key={stat.label}
            className={cn(
              'flex flex-col items-center gap-1 px-4 py-8 text-center md:py-10',
              i % 2 === 1 && 'border-l border-border',
              i > 1 && 'border-t border-border md:border-t-0',
              i === 2 && 'md:border-l',
            )}
          >
            <dt className="order-2 text-sm font-medium text-muted">{stat.label}</dt>
            <dd className={cn('order-1 text-3xl font-bold tracking-tight sm:text-4xl', gradientText)}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
