import { PASSWORD_MIN_LENGTH } from '@revisely/contracts';
import { EyeIcon, EyeOffIcon, KeyRoundIcon, ShieldCheckIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast-store';
import { useChangePasswordMutation } from '../api/change-password';
import { SettingsSection } from './settings-section';

export interface PasswordProblem {
  title: string;
  message: string;
}

/** Spec §5: the match is checked before the length. */
export function passwordProblem(newPassword: string, confirmPassword: string): PasswordProblem | null {
  if (newPassword !== confirmPassword) return { title: 'Password Mismatch', message: "New passwords don't match." };
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return {
      title: 'Password Too Short',
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    };
  }
  return null;
}

export function PasswordSection() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const [changed, setChanged] = useState(false);
  const mutation = useChangePasswordMutation();

  const allFilled = currentPassword !== '' && newPassword !== '' && confirmPassword !== '';
  const type = visible ? 'text' : 'password';

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
    setChanged(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allFilled || mutation.isPending) return;
    const found = passwordProblem(newPassword, confirmPassword);
    setProblem(found);
    if (found) return;
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmPassword('');
          setVisible(false);
          setChanged(true);
          toast({
            variant: 'success',
            title: 'Password updated',
            description: 'Use your new password next time you sign in.',
          });
        },
        onError: (error) => setProblem({ title: '', message: error.message }),
      },
    );
  };

  return (
    <SettingsSection
      id="security"
      title="Security & Password"
      description="Changing your password signs you out on your other devices."
      icon={<KeyRoundIcon />}
      action={
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls="current-password new-password confirm-password"
        >
          {visible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> passwords</span>
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="grid items-start gap-5 md:grid-cols-2">
        <TextField
          id="current-password"
          className="md:col-span-2"
          label="Current password"
          type={type}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => edit(setCurrentPassword)(event.target.value)}
        />
        <TextField
          id="new-password"
          label="New password"
          type={type}
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => edit(setNewPassword)(event.target.value)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <TextField
          id="confirm-password"
          label="Confirm password"
          type={type}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => edit(setConfirmPassword)(event.target.value)}
        />
        {problem && (
          <FormAlert className="md:col-span-2">
            {problem.title ? (
              <>
                <strong className="font-semibold">{problem.title}:</strong> {problem.message}
              </>
            ) : (
              problem.message
            )}
          </FormAlert>
        )}
        {changed && (
          <FormAlert variant="success" className="md:col-span-2">
            Password changed successfully
          </FormAlert>
        )}
        <div className="md:col-span-2">
          <Button type="submit" disabled={!allFilled || mutation.isPending} className="w-full sm:w-auto">
            <ShieldCheckIcon aria-hidden="true" />
            {mutation.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
