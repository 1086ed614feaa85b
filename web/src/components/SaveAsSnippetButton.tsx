import { BookmarkPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { SnippetLanguage } from '@common/snippets';
import { SNIPPET_HANDOFF_ROUTE, writeSnippetHandoff } from '@/lib/snippet-handoff';
import { Button, type ButtonProps } from './Button';

type SaveAsSnippetButtonProps = Omit<ButtonProps, 'onClick' | 'value'> & {
  /** The code to save, or a function producing it at click time (a promise for text kept in a worker). */
  code: string | (() => string | Promise<string>);
  /** The snippet library's languages: javascript, typescript, python, sql or other. */
  language: SnippetLanguage;
  /** A suggested title; the user can change it in the form. */
  title?: string;
  tags?: string[];
  /** The tool it came from (its id), kept as a tag-like hint in the form. */
  source?: string;
  label?: string;
};

/**
 * "Save as snippet" for a tool's output: opens the snippet library with its form pre-filled
 * (title, code, language, tags), where the user reviews it and saves. Nothing is saved by the
 * click itself. The snippet goes through sessionStorage (lib/snippet-handoff.ts), not the URL.
 *
 * Usage, beside a tool's Copy button:
 *   <SaveAsSnippetButton code={() => output} language="sql" title="Formatted query" source="sql-formatter" />
 */
export function SaveAsSnippetButton({ code, language, title = '', tags = [], source, label = 'Save as snippet', variant = 'outline', size = 'sm', ...rest }: SaveAsSnippetButtonProps) {
  const navigate = useNavigate();
  async function onClick() {
    let text: string;
    try {
      text = typeof code === 'function' ? await code() : code;
    } catch (err) {
      console.warn('Nothing to save as a snippet', err);
      return;
    }
    if (writeSnippetHandoff({ title, code: text, language, tags, source })) void navigate(SNIPPET_HANDOFF_ROUTE);
    else console.warn('Could not hand the snippet over (storage unavailable)');
  }
  return (
    <Button variant={variant} size={size} onClick={() => void onClick()} {...rest}>
      <BookmarkPlus className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );
}
