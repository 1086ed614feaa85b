import { useId } from 'react';
import { PasswordChecklist, PasswordMatchHint } from './PasswordChecklist';
import { PasswordInput } from './PasswordInput';

type Props = {
  password: string;
  onPasswordChange: (value: string) => void;
  confirmPassword: string;
  onConfirmPasswordChange: (value: string) => void;
  /** 'Password' on sign-up, 'New password' when resetting; the confirm field follows it. */
  label: 'Password' | 'New password';
  autoFocus?: boolean;
};

/** Choosing a password: the field with its live checklist, and the confirmation with its match hint. */
export function NewPasswordFields({ password, onPasswordChange, confirmPassword, onConfirmPasswordChange, label, autoFocus }: Props) {
  const checklistId = useId();
  return (
    <>
      <div className="flex flex-col gap-2">
        <PasswordInput
          label={label}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
          aria-describedby={checklistId}
          maxLength={128}
          autoFocus={autoFocus}
          required
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <div className="flex flex-col gap-2">
        <PasswordInput
          label={`Confirm ${label.toLowerCase()}`}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => onConfirmPasswordChange(e.target.value)}
          maxLength={128}
          required
        />
        <PasswordMatchHint password={password} confirmPassword={confirmPassword} />
      </div>
    </>
  );
}
