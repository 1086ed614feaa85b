import { Download, Info, Link2, Lock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert } from '@/components/Feedback';
import { Checkbox } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { Modal } from '@/components/Modal';
import { downloadFile } from '@/lib/download';
import { MAX_FRAGMENT_CHARS } from '@/lib/tool-state/share-codec';
import { STATE_FILE_SUFFIX, stateFileContent, stateFileName } from '@/lib/tool-state/state-file';
import type { ToolMeta } from '../../types';
import type { ShareLink, ToolShare } from './use-tool-share';

const kb = (chars: number) => `${(chars / 1024).toFixed(chars < 10 * 1024 ? 1 : 0)} KB`;

function listLabels(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** Share: a link that reopens the tool in this exact state (secrets only when asked), or a state file. */
export function ShareDialog({
  tool,
  share,
  open,
  onOpenChange,
}: {
  tool: ToolMeta;
  share: ToolShare;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const [link, setLink] = useState<ShareLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const linkId = useId();
  const { makeLink } = share;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    makeLink({ includeSecrets }).then(
      (made) => {
        if (cancelled) return;
        setError(null);
        setLink(made);
      },
      () => !cancelled && setError('The link could not be made in this browser.'),
    );
    return () => {
      cancelled = true;
    };
  }, [open, includeSecrets, makeLink]);

  function downloadState() {
    if (!link) return;
    downloadFile(stateFileName(tool.id), stateFileContent(link.shared), 'application/json');
  }

  const secrets = link?.secrets ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Share ${tool.name}`}
      description="The link opens this tool with its current input and options. The state travels after the # of the link, which browsers never send to a server."
      footer={
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        {secrets.length > 0 && (
          <div className="rounded-lg border border-border bg-surface-2 px-3 py-3 text-sm">
            <Checkbox label="Include secrets" checked={includeSecrets} onChange={(e) => setIncludeSecrets(e.target.checked)} />
            <p className="mt-1.5 flex items-start gap-1.5 text-muted">
              <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
              {includeSecrets ? (
                <span>
                  The link contains {listLabels(secrets)}. Anyone with the link can read {secrets.length === 1 ? 'it' : 'them'}.
                </span>
              ) : (
                <span>
                  Left out of the link: {listLabels(link?.omittedSecrets ?? secrets)}. Whoever opens it enters their own.
                </span>
              )}
            </p>
          </div>
        )}

        {link && link.notes.length > 0 && (
          <ul
            className="flex flex-col gap-1.5 rounded-lg border border-border bg-surface-2 px-3 py-3 text-sm text-muted"
            aria-label="Not in the link"
          >
            {link.notes.map((note) => (
              <li key={note} className="flex items-start gap-1.5">
                <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
                <span>{note}</span>
              </li>
            ))}
          </ul>
        )}

        {error && <Alert tone="error">{error}</Alert>}
        {!link && !error && <p className="text-sm text-muted">Making the link…</p>}
        {link?.ok && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={linkId} className="text-sm font-medium text-fg">
              Link
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={linkId}
                readOnly
                value={link.url}
                onFocus={(e) => e.currentTarget.select()}
                className="min-w-0 flex-1 truncate rounded-lg border border-border bg-surface-2 px-3 py-2 font-mono text-xs text-fg"
              />
              <CopyButton value={link.url} label="Copy link" size="md" variant="primary" />
            </div>
            <p className="flex items-center gap-1.5 text-xs text-muted">
              <Link2 className="h-3.5 w-3.5" aria-hidden />
              {kb(link.chars)} of state{link.codec === 'z' ? ', compressed' : ''}
            </p>
          </div>
        )}
        {link && !link.ok && (
          <Alert tone="warning" title="Too large to share by link">
            This state needs {kb(link.chars)} in a link, and a link holds at most {kb(MAX_FRAGMENT_CHARS)}. Download it as a file
            instead: {tool.name} opens it again when you drop it on the page or pick it below.
          </Alert>
        )}

        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
          <Button variant={link && !link.ok ? 'primary' : 'outline'} size="sm" onClick={downloadState} disabled={!link}>
            <Download className="h-4 w-4" aria-hidden />
            Download state
          </Button>
          <FilePicker
            label="Open a state file"
            accept={`${STATE_FILE_SUFFIX},application/json`}
            onFile={(file) => {
              void share.openStateFile(file);
              onOpenChange(false);
            }}
          />
        </div>
      </div>
    </Modal>
  );
}
