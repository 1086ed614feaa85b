import { Braces, Info } from 'lucide-react';
import { Button } from '@/components/Button';
import { CodeEditor, type CodeLanguage } from '@/components/CodeEditor';
import { Select } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import type { HttpMethod } from '@/engines/http-transport/wire';
import { KeyValueEditor } from '@/components/KeyValueEditor';
import { jsonBodyProblem, sendsBody, TEXT_BODY_TYPES, type BodySettings, type BodyType } from './request-draft';

const bodyTypes: { value: BodyType; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'json', label: 'JSON' },
  { value: 'text', label: 'Text' },
  { value: 'urlencoded', label: 'Form URL-encoded' },
  { value: 'multipart', label: 'Multipart' },
];

const textLanguages: Record<string, CodeLanguage> = {
  'application/xml': 'xml',
  'text/html': 'html',
  'application/javascript': 'javascript',
  'application/x-yaml': 'yaml',
};

type BodyEditorProps = {
  method: HttpMethod;
  body: BodySettings;
  onChange: (body: BodySettings) => void;
  files: ReadonlyMap<string, File>;
  onChooseFile: (id: string, file: File | null) => void;
  onSubmit: () => void;
};

/** The Body tab: none, JSON (checked as you type), text of a chosen type, a URL-encoded form or a multipart form with files. */
export function BodyEditor({ method, body, onChange, files, onChooseFile, onSubmit }: BodyEditorProps) {
  const set = (change: Partial<BodySettings>) => onChange({ ...body, ...change });
  const jsonProblem = body.type === 'json' ? jsonBodyProblem(body.json) : null;
  return (
    <div className="flex flex-col gap-4">
      <SegmentedControl label="Body type" value={body.type} options={bodyTypes} onChange={(type) => set({ type })} />
      {!sendsBody(method) && body.type !== 'none' && (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Info className="h-4 w-4 shrink-0" aria-hidden />
          {method} requests are sent without a body; choose another method to send it.
        </p>
      )}
      {body.type === 'none' && <p className="text-sm text-muted">This request has no body.</p>}
      {body.type === 'json' && (
        <CodeEditor
          label="JSON body"
          language="json"
          value={body.json}
          onChange={(json) => set({ json })}
          onSubmit={onSubmit}
          height="14rem"
          placeholder={'{\n  "name": "DevForge"\n}'}
          hint={
            jsonProblem ? (
              <span className="text-danger">{jsonProblem}</span>
            ) : (
              'Sent with Content-Type: application/json unless you set your own. {{variables}} are replaced.'
            )
          }
          actions={
            <Button
              variant="ghost"
              size="sm"
              disabled={body.json.trim() === '' || jsonProblem !== null}
              onClick={() => set({ json: JSON.stringify(JSON.parse(body.json), null, 2) })}
            >
              <Braces className="h-4 w-4" aria-hidden />
              Format
            </Button>
          }
        />
      )}
      {body.type === 'text' && (
        <div className="flex flex-col gap-3">
          <Select
            label="Content type"
            wrapperClassName="w-full sm:w-64"
            value={body.textType}
            onChange={(e) => set({ textType: e.target.value })}
          >
            {TEXT_BODY_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
          <CodeEditor
            label="Text body"
            language={textLanguages[body.textType] ?? 'plain'}
            value={body.text}
            onChange={(text) => set({ text })}
            onSubmit={onSubmit}
            height="12rem"
            hint="A Content-Type header of your own takes precedence."
          />
        </div>
      )}
      {body.type === 'urlencoded' && (
        <KeyValueEditor
          label="Form fields"
          noun="field"
          keyPlaceholder="name"
          valuePlaceholder="value"
          rows={body.urlencoded}
          onChange={(urlencoded) => set({ urlencoded })}
        />
      )}
      {body.type === 'multipart' && (
        <KeyValueEditor
          label="Multipart fields"
          noun="field"
          keyPlaceholder="name"
          valuePlaceholder="value"
          rows={body.multipart}
          onChange={(multipart) => set({ multipart })}
          files={{ chosen: files, onChoose: onChooseFile }}
        />
      )}
    </div>
  );
}
