import { useEffect, useState } from 'react';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { Alert } from '@/components/Feedback';
import { Modal } from '@/components/Modal';
import { Tabs } from '@/components/Tabs';
import type { WireRequest } from '@/engines/http-transport/wire';
import { useStoredState } from '@/lib/use-stored-state';
import { CODE_TARGETS, type CodeTarget } from './code-targets';

/** The request as cURL, fetch and Python requests code, each with Copy. */
export function CodeDialog({
  open,
  onOpenChange,
  request,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: WireRequest | null;
  error: string | null;
}) {
  const [target, setTarget] = useStoredState<CodeTarget>('http-client:codeTarget', 'curl');
  const [code, setCode] = useState<Partial<Record<CodeTarget, string>>>({});
  useEffect(() => {
    if (!open || !request) return;
    let cancelled = false;
    // httpsnippet is loaded with the dialog, not with the tool.
    void import('./code-export')
      .then(({ requestAsCode }) =>
        Promise.all(CODE_TARGETS.map(async ({ id }) => [id, await requestAsCode({ request, target: id })] as const)),
      )
      .then((entries) => {
        if (!cancelled) setCode(Object.fromEntries(entries));
      });
    return () => {
      cancelled = true;
    };
  }, [open, request]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Request as code"
      description="Variables are filled in from the chosen environment."
      className="max-w-3xl"
    >
      {error || !request ? (
        <Alert tone="error">{error ?? 'Enter a URL first.'}</Alert>
      ) : (
        <Tabs
          label="Language"
          value={target}
          onChange={setTarget}
          actions={
            <CopyButton
              value={code[target] ?? ''}
              disabled={!code[target]}
              label={`Copy ${CODE_TARGETS.find((t) => t.id === target)?.label ?? ''}`}
            />
          }
          items={CODE_TARGETS.map(({ id, label, language }) => ({
            value: id,
            label,
            content: (
              <CodeEditor
                label={`${label} code`}
                hideLabel
                language={language}
                value={code[id] ?? ''}
                readOnly
                height="20rem"
                wrap
              />
            ),
          }))}
        />
      )}
    </Modal>
  );
}
