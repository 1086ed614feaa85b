import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/Button';
import { Select, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import type { AuthSettings, AuthType } from './request-draft';

const authTypes: { value: AuthType; label: string }[] = [
  { value: 'none', label: 'No auth' },
  { value: 'bearer', label: 'Bearer token' },
  { value: 'basic', label: 'Basic auth' },
  { value: 'api-key', label: 'API key' },
];

function SecretInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex items-end gap-2">
      <TextInput
        label={label}
        wrapperClassName="min-w-0 flex-1"
        className="font-mono text-[13px]"
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button
        variant="outline"
        size="icon"
        className="h-10 w-10"
        aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        onClick={() => setShown(!shown)}
      >
        {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      </Button>
    </div>
  );
}

/** The Auth tab: none, a Bearer token, Basic username and password, or an API key in a header or the query. */
export function AuthEditor({ auth, onChange }: { auth: AuthSettings; onChange: (auth: AuthSettings) => void }) {
  const set = (change: Partial<AuthSettings>) => onChange({ ...auth, ...change });
  return (
    <div className="flex flex-col gap-4">
      <SegmentedControl label="Auth type" value={auth.type} options={authTypes} onChange={(type) => set({ type })} />
      {auth.type === 'none' && (
        <p className="text-sm text-muted">No Authorization is added. Headers you set yourself are still sent.</p>
      )}
      {auth.type === 'bearer' && (
        <SecretInput
          label="Token"
          value={auth.bearerToken}
          onChange={(bearerToken) => set({ bearerToken })}
          placeholder="eyJhbGciOi… or {{token}}"
        />
      )}
      {auth.type === 'basic' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            label="Username"
            autoComplete="off"
            spellCheck={false}
            value={auth.basicUsername}
            onChange={(e) => set({ basicUsername: e.target.value })}
          />
          <SecretInput label="Password" value={auth.basicPassword} onChange={(basicPassword) => set({ basicPassword })} />
        </div>
      )}
      {auth.type === 'api-key' && (
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem]">
          <TextInput
            label="Key"
            spellCheck={false}
            className="font-mono text-[13px]"
            value={auth.apiKeyKey}
            onChange={(e) => set({ apiKeyKey: e.target.value })}
          />
          <SecretInput label="Value" value={auth.apiKeyValue} onChange={(apiKeyValue) => set({ apiKeyValue })} />
          <Select
            label="Add to"
            value={auth.apiKeyLocation}
            onChange={(e) => set({ apiKeyLocation: e.target.value as AuthSettings['apiKeyLocation'] })}
          >
            <option value="header">Header</option>
            <option value="query">Query params</option>
          </Select>
        </div>
      )}
      {auth.type !== 'none' && (
        <p className="text-xs text-muted">
          Stored with the request in this browser (history and collections). Use {'{{variables}}'} to keep secrets in an
          environment.
        </p>
      )}
    </div>
  );
}
