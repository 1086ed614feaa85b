import { FileInput } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { TextArea } from '@/components/Field';
import { Modal } from '@/components/Modal';
import { importCurl, type CurlImport } from './curl-import';

const EXAMPLE = `curl -X POST https://api.example.com/v1/items \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: Bearer $TOKEN" \\
  -d '{"name": "DevForge"}'`;

/** Paste a curl command (as copied from devtools or API docs) to fill the request. */
export function ImportCurlDialog({
  open,
  onOpenChange,
  onImport,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImport: (result: CurlImport) => void;
}) {
  const [command, setCommand] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    try {
      onImport(importCurl({ command }));
      setCommand('');
      onOpenChange(false);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Import cURL"
      description="Paste a curl command: method, URL, headers, data, -u, --data-urlencode, -F, quotes and line continuations are read."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={command.trim() === ''}>
            <FileInput className="h-4 w-4" aria-hidden />
            Import
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextArea
          label="curl command"
          value={command}
          onChange={(e) => {
            setCommand(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
          }}
          placeholder={EXAMPLE}
          className="min-h-48"
          autoFocus
        />
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
