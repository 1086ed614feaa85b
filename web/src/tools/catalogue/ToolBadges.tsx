import { Badge } from '@/components/Feedback';
import { cn } from '@/lib/cn';
import type { ToolMeta } from '../types';

export function ToolBadges({ tool, className }: { tool: ToolMeta; className?: string }) {
  if (!tool.hasAI && !tool.isPro && !tool.comingSoon) return null;
  return (
    <span className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {tool.hasAI && <Badge tone="ai">AI</Badge>}
      {tool.isPro && <Badge tone="pro">Pro</Badge>}
      {tool.comingSoon && <Badge tone="soon">Coming Soon</Badge>}
    </span>
  );
}
