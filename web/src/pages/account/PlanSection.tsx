import { Check, Crown, Sparkles } from 'lucide-react';
import { Button } from '@/components/Button';
import { AccountSection } from './AccountSection';

/** Spec platform.md §2: the Pro benefits list, in its order. */
export const proBenefits = [
  'JWT Decoder',
  'Timestamp Converter',
  'Git Commit Assistant',
  'Branch Name Generator',
  'Changelog Builder',
  'HTTP/API Client',
  'JSON Schema Validator',
  'GraphQL Explorer',
  'Code Linter',
  'UML Generator',
  'Code Summarizer',
  'Refactoring Assistant',
  'Dockerfile Generator',
  'CI Config Builder',
  'Badge Generator',
  'SQL Formatter',
  'Schema Diff',
  'NoSQL Query Tester',
  'Color Palette Generator',
  'SVG Builder',
  'Grid Tester',
  'Snippet Library',
  'Saved Tool Configurations',
  'Priority Support',
] as const;

/** What the upgrade button says: there is no payment integration (spec §2, §7 "Card payment: no call is shown"). */
export const CHECKOUT_ALERT =
  'You would now be redirected to our card-checkout provider to start DevForge Pro ($9/month). Payments are not enabled in this version, so nothing has been charged.';

const highlights = [
  'Unlimited AI requests, every day',
  'All Pro tools, from the Git Commit Assistant to the GraphQL Explorer',
  'Saved tool configurations',
  'Priority support',
];

function BenefitList({ items, columns = false }: { items: readonly string[]; columns?: boolean }) {
  return (
    <ul className={columns ? 'grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2' : 'flex flex-col gap-2 text-sm'}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The end of the account page: the upgrade panel for Free users, the Pro benefits for Pro users. */
export function PlanSection({ plan }: { plan: 'free' | 'pro' }) {
  if (plan === 'pro') {
    return (
      <AccountSection
        id="plan"
        title="Pro benefits"
        description="Thank you for supporting DevForge. Your plan includes unlimited AI access and:"
        icon={<Crown className="h-5 w-5" aria-hidden />}
      >
        <BenefitList items={proBenefits} columns />
      </AccountSection>
    );
  }
  return (
    <AccountSection
      id="plan"
      title="Upgrade to Pro"
      description="Unlimited AI access and every Pro tool."
      icon={<Sparkles className="h-5 w-5" aria-hidden />}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-4">
          <p>
            <span className="text-4xl font-bold tracking-tight">$9</span>
            <span className="text-muted"> / month</span>
          </p>
          <BenefitList items={highlights} />
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button size="lg" onClick={() => window.alert(CHECKOUT_ALERT)}>
            <Crown className="h-4 w-4" aria-hidden />
            Upgrade to Pro
          </Button>
          <p className="text-xs text-muted sm:text-right">30-day money-back guarantee · Cancel anytime</p>
        </div>
      </div>
    </AccountSection>
  );
}
