import {
  ArrowRightLeft,
  Binary,
  Calculator,
  FileText,
  Globe,
  Image,
  Network,
  ShieldCheck,
  Table,
  BookMarked,
  Braces,
  CodeXml,
  Container,
  Database,
  GitBranch,
  KeyRound,
  Palette,
  Sparkles,
  Webhook,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ToolCategory } from '../types';

const glyphs: Record<ToolCategory, { Icon: LucideIcon; tint: string }> = {
  formatting: { Icon: Braces, tint: 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300' },
  tokens: { Icon: KeyRound, tint: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300' },
  encoders: { Icon: Binary, tint: 'bg-teal-100 text-teal-700 dark:bg-teal-500/15 dark:text-teal-300' },
  utilities: { Icon: Wrench, tint: 'bg-slate-200 text-slate-700 dark:bg-slate-500/20 dark:text-slate-200' },
  git: { Icon: GitBranch, tint: 'bg-orange-100 text-orange-700 dark:bg-orange-500/15 dark:text-orange-300' },
  api: { Icon: Webhook, tint: 'bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300' },
  code: { Icon: CodeXml, tint: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300' },
  devops: { Icon: Container, tint: 'bg-cyan-100 text-cyan-700 dark:bg-cyan-500/15 dark:text-cyan-300' },
  'ai-tools': { Icon: Sparkles, tint: 'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300' },
  database: { Icon: Database, tint: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300' },
  design: { Icon: Palette, tint: 'bg-pink-100 text-pink-700 dark:bg-pink-500/15 dark:text-pink-300' },
  snippets: { Icon: BookMarked, tint: 'bg-lime-100 text-lime-800 dark:bg-lime-500/15 dark:text-lime-300' },
  converters: { Icon: ArrowRightLeft, tint: 'bg-fuchsia-100 text-fuchsia-700 dark:bg-fuchsia-500/15 dark:text-fuchsia-300' },
  crypto: { Icon: ShieldCheck, tint: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300' },
  web: { Icon: Globe, tint: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200' },
  network: { Icon: Network, tint: 'bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300' },
  text: { Icon: FileText, tint: 'bg-stone-200 text-stone-700 dark:bg-stone-500/20 dark:text-stone-200' },
  math: { Icon: Calculator, tint: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/15 dark:text-yellow-300' },
  media: { Icon: Image, tint: 'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300' },
  data: { Icon: Table, tint: 'bg-purple-100 text-purple-700 dark:bg-purple-500/15 dark:text-purple-300' },
};

/** The category's glyph in a tinted square: lets the eye find a kind of tool before reading names. */
export function CategoryIcon({
  category,
  size = 'md',
  className,
}: {
  category: ToolCategory;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { Icon, tint } = glyphs[category];
  const box = { sm: 'h-8 w-8 rounded-lg', md: 'h-10 w-10 rounded-lg', lg: 'h-14 w-14 rounded-xl' }[size];
  const icon = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-7 w-7' }[size];
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center', box, tint, className)} aria-hidden>
      <Icon className={icon} />
    </span>
  );
}
