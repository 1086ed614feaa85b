import { TextInput } from '@/components/Field';

/** The email field of the sign-in, sign-up and reset forms: same label, autofill and focus everywhere. */
export function EmailInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="you@example.com"
      autoFocus
      required
    />
  );
}
