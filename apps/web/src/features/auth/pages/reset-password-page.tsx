import type { ResetPasswordForm } from '@revisely/contracts';
import { CircleCheckIcon, LinkIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { useResetPasswordMutation } from '@/features/auth/api/reset-password';
import { useVerifyResetTokenQuery } from '@/features/auth/api/verify-reset-token';
import { MISSING_RESET_TOKEN, resetPasswordErrorMessage } from '@/features/auth/auth-messages';
import { resetPasswordFormResolver } from '@/features/auth/lib/form-resolvers';
import { AuthCard, AuthCardHeader } from '@/features/auth/components/auth-card';

/** Spec §9: the sign-in screen opens 2 s after a successful reset. */
export const RESET_REDIRECT_DELAY_MS = 2000;
const TOKEN_INVALID = 'This reset link has expired or is invalid';

function InvalidToken({ message }: { message: string }) {
  return (
    <div className="grid justify-items-center gap-4 py-2 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
        <LinkIcon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-bold tracking-tight">Link not valid</h2>
      <FormAlert className="w-full text-left">{message}</FormAlert>
      <Link to={paths.forgotPassword} className={buttonClasses({ size: 'lg', className: 'mt-1 w-full' })}>
        Request new link
      </Link>
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const mutation = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: resetPasswordFormResolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(() => void navigate(paths.login, { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  if (mutation.isSuccess) {
    return (
      <div className="grid justify-items-center gap-4 py-4 text-center" role="status">
        <span className="flex size-14 animate-pop items-center justify-center rounded-2xl bg-success-soft text-success">
          <CircleCheckIcon className="size-7" aria-hidden="true" />
        </span>
        <p className="text-xl font-bold tracking-tight">Success! Redirecting...</p>
        <p className="text-sm text-muted-foreground">Sign in with your new password.</p>
      </div>
    );
  }

  // The link can expire (or be used in another tab) while the form is open: offer a new one.
  if (mutation.isError && mutation.error.message === TOKEN_INVALID) return <InvalidToken message={TOKEN_INVALID} />;

  const onSubmit = handleSubmit(({ newPassword }) => mutation.mutate({ token, newPassword }));
  return (
    <>
      <AuthCardHeader title="Choose a new password" description="Make it at least 6 characters." />
      <form onSubmit={onSubmit} noValidate onFocus={resetPasswordFormResolver.preload} className="grid gap-5">
        {mutation.isError && <FormAlert>{resetPasswordErrorMessage(mutation.error)}</FormAlert>}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </>
  );
}

/** Spec §2/§4: validate the emailed token first, then the form, then success and a redirect. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useVerifyResetTokenQuery(token);

  let content;
  if (!token) content = <InvalidToken message={MISSING_RESET_TOKEN} />;
  else if (verification.isPending)
    content = (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <Spinner />
        <p className="text-sm font-medium text-muted-foreground">Validating...</p>
      </div>
    );
  else if (verification.isError) content = <InvalidToken message={verification.error.message} />;
  else if (!verification.data) content = <InvalidToken message={TOKEN_INVALID} />;
  else content = <ResetForm token={token} />;

  return <AuthCard>{content}</AuthCard>;
}
