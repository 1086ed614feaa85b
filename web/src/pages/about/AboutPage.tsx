import {
  ArrowRight,
  Check,
  Cookie,
  FileText,
  HeartHandshake,
  Lock,
  Rocket,
  ShieldCheck,
  Sparkles,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { buttonClasses } from '@/components/Button';
import { Link } from '@/components/Link';
import { cn } from '@/lib/cn';
import { freeToolCount, workingToolCount } from '@/tools/tool-count';

// The About page (spec platform.md §1): company, mission, values, timeline, leadership,
// statistics. It also holds the short privacy/terms/cookie summaries the footer links to.

const values: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Developers first',
    description:
      'We build for the person at the keyboard: fast screens, sensible defaults, keyboard access and no dark patterns.',
    icon: Users,
  },
  {
    title: 'Privacy by design',
    description:
      'If a tool can run in your browser, it does. What you paste stays on your machine unless you choose an AI helper.',
    icon: ShieldCheck,
  },
  {
    title: 'Craft over hype',
    description: 'AI is a tool, not a slogan. We add it where it saves real time and keep the results checkable.',
    icon: Wrench,
  },
  {
    title: 'Honest and open',
    description: 'Clear limits, clear prices, and a changelog you can read. When something breaks, we say so.',
    icon: HeartHandshake,
  },
];

const timeline = [
  {
    year: '2023',
    title: 'DevForge is founded',
    description: 'Two engineers tired of juggling a dozen ad-filled tool sites start building one fast, private toolbox.',
    icon: Rocket,
  },
  {
    year: '2023',
    title: 'First 1,000 users',
    description:
      'Word of mouth does the rest: the JSON formatter, regex tester and JWT decoder find their first thousand regulars.',
    icon: Users,
  },
  {
    year: '2024',
    title: 'AI integration',
    description: 'AI helpers arrive for commit messages, regexes, SQL and code review, followed by the AI website builder.',
    icon: Sparkles,
  },
  {
    year: '2025',
    title: '50K+ developers',
    description: 'More than fifty thousand developers in over 100 countries now use DevForge in their daily work.',
    icon: HeartHandshake,
  },
];

const leaders = [
  {
    name: 'Alex Chen',
    role: 'Co-founder & CEO',
    bio: 'Former platform engineer who spent a decade building internal developer tools, and wanted everyone to have good ones.',
    tint: 'from-indigo-500 to-violet-500',
  },
  {
    name: 'Sofia Martínez',
    role: 'Co-founder & CTO',
    bio: 'Browser-performance nerd behind our in-browser engines. Believes most tools should never need a server.',
    tint: 'from-sky-500 to-cyan-500',
  },
  {
    name: 'Jordan Lee',
    role: 'Head of AI',
    bio: 'Leads the AI helpers and the website builder, with a strong preference for results you can verify.',
    tint: 'from-fuchsia-500 to-rose-500',
  },
  {
    name: 'Amara Nwosu',
    role: 'Head of Design',
    bio: 'Owns the design system and accessibility, so every screen works by keyboard, in light and in dark.',
    tint: 'from-emerald-500 to-teal-500',
  },
];

const stats = [
  { value: '50K+', label: 'Developers' },
  { value: String(workingToolCount), label: 'Tools' },
  { value: '100+', label: 'Countries' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'AI support' },
];

const policies: { id: string; title: string; icon: LucideIcon; points: string[] }[] = [
  {
    id: 'privacy',
    title: 'Privacy Policy',
    icon: Lock,
    points: [
      'Basic tools process what you paste in your browser; it is not sent to us.',
      'AI helpers send the text you submit to the AI provider that answers it, through our server.',
      'For an account we store your email address, a password hash and your settings. API keys you save are encrypted at rest.',
      'Feedback stores your message, the email you give (if any) and your account id if you are signed in.',
    ],
  },
  {
    id: 'terms',
    title: 'Terms of Service',
    icon: FileText,
    points: [
      'Use DevForge for lawful purposes and do not try to disrupt the service or other users.',
      'Free tools are provided as they are. Free accounts have a daily limit on AI use.',
      'Pro costs $9 a month with a 30-day money-back guarantee, and you can cancel anytime.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookie Policy',
    icon: Cookie,
    points: [
      'We use cookies only to keep you signed in. There are no advertising or tracking cookies.',
      'Preferences such as theme, favourite tools and tool options are kept in your browser’s local storage.',
    ],
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

function Eyebrow({ children }: { children: string }) {
  return <p className="text-sm font-semibold uppercase tracking-wider text-primary">{children}</p>;
}

export default function AboutPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = 'About · DevForge';
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <>
      <section aria-labelledby="about-title" className="relative isolate overflow-hidden">
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute left-1/2 top-[-12rem] h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-linear-to-tr from-indigo-500/20 via-violet-500/15 to-fuchsia-400/15 blur-3xl" />
        </div>
        <div className="mx-auto max-w-3xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24">
          <Eyebrow>About DevForge</Eyebrow>
          <h1 id="about-title" className="mt-3 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">
            We build the toolbox we always wanted
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-muted">
            DevForge brings the small tools developers reach for every day (formatters, decoders, generators, testers) into one
            fast, private place, with AI helpers where they genuinely save time and an AI website builder for when you need a page
            today.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <Eyebrow>Our mission</Eyebrow>
            <h2 id="mission-title" className="mt-2 text-3xl font-bold tracking-tight text-fg">
              Less tab-hopping, more shipping
            </h2>
            <p className="mt-4 leading-relaxed text-muted">
              Every developer keeps a folder of bookmarks to single-purpose sites, each with its own ads, limits and privacy
              questions. We think those tools deserve to be fast, trustworthy and built to one standard.
            </p>
            <p className="mt-4 leading-relaxed text-muted">
              So we run everything we can in your browser, keep the basics free without an account, and add AI only where it makes
              the work better, never as a gate in front of it.
            </p>
          </div>
          <blockquote className="relative rounded-2xl border border-border bg-surface p-8 shadow-sm">
            <div
              aria-hidden
              className="absolute inset-x-8 top-0 h-px bg-linear-to-r from-transparent via-primary to-transparent"
            />
            <p className="text-xl font-semibold leading-relaxed text-fg">
              “Give every developer fast, private, trustworthy tools, with AI where it helps and out of the way where it doesn’t.”
            </p>
            <footer className="mt-4 text-sm text-muted">The DevForge mission</footer>
          </blockquote>
        </div>
      </section>

      <section aria-labelledby="values-title" className="border-y border-border bg-surface py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <Eyebrow>Our values</Eyebrow>
            <h2 id="values-title" className="mt-2 text-3xl font-bold tracking-tight text-fg">
              What we care about
            </h2>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ title, description, icon: Icon }) => (
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

      <section aria-labelledby="timeline-title" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <div className="text-center">
          <Eyebrow>Our journey</Eyebrow>
          <h2 id="timeline-title" className="mt-2 text-3xl font-bold tracking-tight text-fg">
            From side project to 50K+ developers
          </h2>
        </div>
        <ol className="relative mt-12 border-l-2 border-border pl-8 sm:pl-10">
          {timeline.map(({ year, title, description, icon: Icon }) => (
            <li key={title} className="relative pb-10 last:pb-0">
              <span
                aria-hidden
                className="absolute -left-[3.05rem] top-0 inline-flex h-9 w-9 items-center justify-center rounded-full border-4 border-bg bg-primary text-primary-fg sm:-left-[3.55rem]"
              >
                <Icon className="h-4 w-4" />
              </span>
              <p className="text-sm font-semibold text-primary">{year}</p>
              <h3 className="mt-1 text-lg font-semibold text-fg">{title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="leadership-title" className="border-y border-border bg-surface py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <Eyebrow>Leadership</Eyebrow>
            <h2 id="leadership-title" className="mt-2 text-3xl font-bold tracking-tight text-fg">
              The people behind DevForge
            </h2>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {leaders.map((person) => (
              <li key={person.name} className="flex flex-col items-center rounded-2xl border border-border bg-bg p-6 text-center">
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex h-20 w-20 items-center justify-center rounded-full bg-linear-to-br text-2xl font-bold text-white shadow-md',
                    person.tint,
                  )}
                >
                  {initials(person.name)}
                </span>
                <h3 className="mt-4 font-semibold text-fg">{person.name}</h3>
                <p className="text-sm font-medium text-primary">{person.role}</p>
                <p className="mt-3 text-sm leading-relaxed text-muted">{person.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-stats-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>By the numbers</Eyebrow>
          <h2 id="about-stats-title" className="mt-2 text-3xl font-bold tracking-tight text-fg">
            DevForge today
          </h2>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {stats.map((stat, i) => (
            <div
              key={stat.label}
              className={cn(
                'flex flex-col items-center rounded-2xl border border-border bg-surface px-4 py-8 text-center',
                i === 4 && 'col-span-2 sm:col-span-1',
              )}
            >
              <dt className="order-2 mt-1 text-sm font-medium text-muted">{stat.label}</dt>
              <dd className="order-1 bg-linear-to-r from-indigo-600 to-violet-600 bg-clip-text text-3xl font-bold tracking-tight text-transparent dark:from-indigo-300 dark:to-violet-300 sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="legal-title" className="border-t border-border bg-surface py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <Eyebrow>Legal</Eyebrow>
            <h2 id="legal-title" className="mt-2 text-3xl font-bold tracking-tight text-fg">
              Privacy, terms and cookies in brief
            </h2>
            <p className="mt-4 text-muted">
              The full documents are being prepared. Until they are published, these summaries describe how DevForge works.
              Questions?{' '}
              <a href="mailto:support@devforge.dev" className="font-medium text-primary underline-offset-4 hover:underline">
                support@devforge.dev
              </a>
            </p>
          </div>
          <div className="mt-12 grid gap-5 lg:grid-cols-3">
            {policies.map(({ id, title, icon: Icon, points }) => (
              <article
                key={id}
                id={id}
                aria-labelledby={`${id}-title`}
                className="scroll-mt-24 rounded-2xl border border-border bg-bg p-6 target:border-primary/60 target:ring-2 target:ring-ring/30"
              >
                <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-fg">
                  <Icon className="h-5 w-5 text-primary" aria-hidden />
                  {title}
                </h3>
                <ul className="mt-4 flex flex-col gap-3 text-sm leading-relaxed text-muted">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check className="mt-1 h-3.5 w-3.5 shrink-0 text-success" aria-hidden />
                      {point}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="flex flex-col items-center gap-6 rounded-3xl bg-linear-to-br from-indigo-600 via-violet-600 to-fuchsia-700 px-6 py-12 text-center shadow-xl sm:px-12">
          <h2 id="about-cta-title" className="text-3xl font-bold tracking-tight text-white">
            Come build with us
          </h2>
          <p className="max-w-xl text-lg text-indigo-50">
            {freeToolCount} tools are free with no signup. Start a 14-day free trial of Pro, no credit card required.
          </p>
          <div className="flex flex-col items-stretch gap-3 sm:flex-row">
            <Link
              to="/signup"
              className={buttonClasses('ghost', 'lg', 'bg-white! text-indigo-700! shadow-lg hover:bg-indigo-50!')}
            >
              Start Free Trial
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <Link to="/tools" className={buttonClasses('ghost', 'lg', 'border border-white/40 text-white! hover:bg-white/10!')}>
              Explore Tools
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
