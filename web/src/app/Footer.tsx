import { Mail } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '@/components/Link';
import { appUrl } from '@/lib/base-path';
import { cn } from '@/lib/cn';
import { FeedbackForm } from './feedback/FeedbackForm';
import { workingToolCount } from '@/tools/tool-count';

const SUPPORT_EMAIL = 'support@devforge.dev';

type FooterItem = { label: string; to: string } | { label: string; href: string } | { label: string; soon: string };

const productLinks: FooterItem[] = [
  { label: 'All Tools', to: '/tools' },
  { label: 'About', to: '/about' },
  { label: 'Pricing', to: '/account' },
  { label: 'API Documentation', to: '/docs/api' },
];

const supportLinks: FooterItem[] = [
  { label: 'Help Center', soon: 'The Help Center is coming soon. Until then, write to support.' },
  { label: 'Community', soon: 'The community forum is coming soon. Until then, join us on Discord.' },
  { label: 'Status Page', soon: 'A public status page is coming soon.' },
  { label: 'Contact Support', href: `mailto:${SUPPORT_EMAIL}` },
];

// The policies are summarised on the About page until the full documents are published.
const legalLinks = [
  { label: 'Privacy Policy', to: '/about#privacy' },
  { label: 'Terms of Service', to: '/about#terms' },
  { label: 'Cookie Policy', to: '/about#cookies' },
];

// Brand marks from Simple Icons (CC0); lucide no longer ships brand icons.
const socialLinks = [
  {
    label: 'DevForge on GitHub',
    href: 'https://github.com/devforge',
    path: 'M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12',
  },
  {
    label: 'DevForge on X (Twitter)',
    href: 'https://x.com/devforge',
    path: 'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z',
  },
  {
    label: 'DevForge on LinkedIn',
    href: 'https://www.linkedin.com/company/devforge',
    path: 'M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433c-1.144 0-2.063-.926-2.063-2.065 0-1.138.92-2.063 2.063-2.063 1.14 0 2.064.925 2.064 2.063 0 1.139-.925 2.065-2.064 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z',
  },
  {
    label: 'DevForge on Discord',
    href: 'https://discord.gg/devforge',
    path: 'M20.317 4.3698a19.7913 19.7913 0 00-4.8851-1.5152.0741.0741 0 00-.0785.0371c-.211.3753-.4447.8648-.6083 1.2495-1.8447-.2762-3.68-.2762-5.4868 0-.1636-.3933-.4058-.8742-.6177-1.2495a.077.077 0 00-.0785-.037 19.7363 19.7363 0 00-4.8852 1.515.0699.0699 0 00-.0321.0277C.5334 9.0458-.319 13.5799.0992 18.0578a.0824.0824 0 00.0312.0561c2.0528 1.5076 4.0413 2.4228 5.9929 3.0294a.0777.0777 0 00.0842-.0276c.4616-.6304.8731-1.2952 1.226-1.9942a.076.076 0 00-.0416-.1057c-.6528-.2476-1.2743-.5495-1.8722-.8923a.077.077 0 01-.0076-.1277c.1258-.0943.2517-.1923.3718-.2914a.0743.0743 0 01.0776-.0105c3.9278 1.7933 8.18 1.7933 12.0614 0a.0739.0739 0 01.0785.0095c.1202.099.246.1981.3728.2924a.077.077 0 01-.0066.1276 12.2986 12.2986 0 01-1.873.8914.0766.0766 0 00-.0407.1067c.3604.698.7719 1.3628 1.225 1.9932a.076.076 0 00.0842.0286c1.961-.6067 3.9495-1.5219 6.0023-3.0294a.077.077 0 00.0313-.0552c.5004-5.177-.8382-9.6739-3.5485-13.6604a.061.061 0 00-.0312-.0286zM8.02 15.3312c-1.1825 0-2.1569-1.0857-2.1569-2.419 0-1.3332.9555-2.4189 2.157-2.4189 1.2108 0 2.1757 1.0952 2.1568 2.419 0 1.3332-.9555 2.4189-2.1569 2.4189zm7.9748 0c-1.1825 0-2.1569-1.0857-2.1569-2.419 0-1.3332.9554-2.4189 2.1569-2.4189 1.2108 0 2.1757 1.0952 2.1568 2.419 0 1.3332-.946 2.4189-2.1568 2.4189z',
  },
];

const linkClasses = 'rounded text-sm text-muted transition-colors hover:text-fg';

function FooterEntry({ item }: { item: FooterItem }) {
  if ('to' in item)
    return (
      <Link to={item.to} className={linkClasses}>
        {item.label}
      </Link>
    );
  if ('href' in item)
    return (
      <a href={item.href} className={`${linkClasses} inline-flex items-center gap-1.5`}>
        {item.label}
        <Mail className="h-3.5 w-3.5" aria-hidden />
      </a>
    );
  // Not built yet: plain text that says so, never a dead link.
  return (
    <span className="cursor-default text-sm text-muted" title={item.soon}>
      {item.label}
      <span className="ml-2 inline-block rounded-full border border-border px-1.5 py-px align-middle text-[10px] font-semibold uppercase leading-normal tracking-wide">
        Soon<span className="sr-only">: {item.soon}</span>
      </span>
    </span>
  );
}

function FooterColumn({ title, items }: { title: string; items: FooterItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-fg">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.label}>
            <FooterEntry item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SocialLink({ label, href, children }: { label: string; href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      title={label}
      className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-border text-muted transition-colors hover:border-primary/40 hover:text-fg"
    >
      {children}
    </a>
  );
}

// Below the fold on most pages, the footer's blocks are laid out only when scrolled near (appearing,
// the footer was a 90 ms layout on a throttled phone). Each block is skipped on its own, not the
// footer as a whole: Chrome's autofill looks at the feedback form's fields shortly after they
// appear, which forces their skipped ancestor to be laid out, and that was then the whole footer
// (a 20-40 ms task after every page's hydration on this machine). Until drawn, a block's height is
// its measured content height (on a phone; the lg row is as tall as the form); `auto` keeps the
// real height once drawn. The clip margin keeps a focused link's outline visible at a block's edge
// (skipped or not, such a block clips what overflows it).
const offscreenBlock = '[content-visibility:auto] [overflow-clip-margin:0.5rem]';

/** Site footer (spec platform.md §2): product, support, social and legal links, and the feedback form. */
export function Footer() {
  const feedbackHeadingId = useId();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-8">
          <div className={cn(offscreenBlock, 'lg:col-span-3 [contain-intrinsic-size:auto_11rem]')}>
            <p className="flex items-center gap-2 text-lg font-bold tracking-tight text-fg">
              <img src={appUrl('/favicon.svg')} alt="" className="h-8 w-8" width={32} height={32} />
              <span>
                Dev<span className="text-primary">Forge</span>
              </span>
            </p>
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted">
              {workingToolCount} developer tools in your browser, AI helpers where they help, and an AI website builder. Free to
              start.
            </p>
            <ul className="mt-6 flex gap-2" aria-label="DevForge on social media">
              {socialLinks.map((s) => (
                <li key={s.href}>
                  <SocialLink label={s.label} href={s.href}>
                    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden>
                      <path d={s.path} />
                    </svg>
                  </SocialLink>
                </li>
              ))}
            </ul>
          </div>

          <div className={cn(offscreenBlock, 'grid grid-cols-2 gap-8 lg:col-span-5 [contain-intrinsic-size:auto_12rem]')}>
            <FooterColumn title="Product" items={productLinks} />
            <FooterColumn title="Support" items={supportLinks} />
          </div>

          <div className={cn(offscreenBlock, 'lg:col-span-4 [contain-intrinsic-size:auto_21rem]')}>
            <h2 id={feedbackHeadingId} className="text-sm font-semibold text-fg">
              Send Feedback
            </h2>
            <p className="mb-4 mt-1 text-sm text-muted">Tell us what to fix or build next.</p>
            <FeedbackForm headingId={feedbackHeadingId} />
          </div>
        </div>

        <div
          className={cn(
            offscreenBlock,
            'mt-12 flex flex-col gap-4 border-t border-border pt-6 text-sm text-muted [contain-intrinsic-size:auto_3.5rem] md:flex-row md:items-center md:justify-between md:[contain-intrinsic-size:auto_1.25rem]',
          )}
        >
          <p>© 2026 DevForge. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClasses}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
