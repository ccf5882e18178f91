import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@revisely/contracts';
import { EyeIcon, EyeOffIcon, KeyRoundIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast-store';
import { useChangePasswordMutation } from '../api/change-password';
import {
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT_PROBLEM,
  emptyPasswordForm,
  passwordFormSchema,
  type PasswordFormValues,
  type PasswordProblem,
} from './password-form-schema';
import { SettingsSection } from './settings-section';

export { passwordProblem, type PasswordProblem } from './password-form-schema';

// Raw: the passwords are sent exactly as typed.
const resolver = zodResolver(passwordFormSchema, undefined, { raw: true });

export function PasswordSection() {
  const [visible, setVisible] = useState(false);
  const [changed, setChanged] = useState(false);
  const mutation = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PasswordFormValues>({
    defaultValues: emptyPasswordForm,
    resolver,
    // The problem shows on Update and clears as soon as any field is edited; focus stays put.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const [currentPassword, newPassword, confirmPassword] = watch(['currentPassword', 'newPassword', 'confirmPassword']);
  const allFilled = currentPassword !== '' && newPassword !== '' && confirmPassword !== '';
  const type = visible ? 'text' : 'password';

  const problem: PasswordProblem | null = errors.confirmPassword
    ? PASSWORD_MISMATCH
    : errors.newPassword
      ? PASSWORD_TOO_SHORT_PROBLEM
      : errors.root?.server?.message
        ? { title: '', message: errors.root.server.message }
        : null;

  const edit = {
    onChange: () => {
      clearErrors();
      setChanged(false);
    },
  };

  const send = (values: PasswordFormValues) => {
    mutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          reset(emptyPasswordForm);
          setVisible(false);
          setChanged(true);
          toast({
            variant: 'success',
            title: 'Password updated',
            description: 'Use your new password next time you sign in.',
          });
        },
        onError: (error) => setError('root.server', { message: error.message }),
      },
    );
  };

  const submit = handleSubmit(send);

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
      <form
        onSubmit={(event) => {
          if (!allFilled || mutation.isPending) event.preventDefault();
          else void submit(event);
        }}
        noValidate
        className="grid items-start gap-5 md:grid-cols-2"
      >
        <TextField
          id="current-password"
          className="md:col-span-2"
          label="Current password"
          type={type}
          autoComplete="current-password"
          {...register('currentPassword', edit)}
        />
        <TextField
          id="new-password"
          label="New password"
          type={type}
          autoComplete="new-password"
          {...register('newPassword', edit)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <TextField
          id="confirm-password"
          label="Confirm password"
          type={type}
          autoComplete="new-password"
          {...register('confirmPassword', edit)}
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
