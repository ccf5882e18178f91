import type { PasswordResetRequest } from '@revisely/contracts';
import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useRequestPasswordResetMutation } from '@/features/auth/api/request-password-reset';
import { resetRequestErrorMessage } from '@/features/auth/auth-messages';
import { forgotPasswordFormResolver } from '@/features/auth/lib/form-resolvers';
import { AuthCard, AuthCardHeader } from '@/features/auth/components/auth-card';

/** States of spec §4: idle, sending, sent, or error. */
export function ForgotPasswordPage() {
  const mutation = useRequestPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({ resolver: forgotPasswordFormResolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  return (
    <AuthCard>
      <Link
        to={paths.login}
        className="-ml-1 mb-5 inline-flex items-center gap-1.5 rounded-md px-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back
      </Link>
      {mutation.isSuccess ? (
        <div className="grid justify-items-center gap-4 py-2 text-center" role="status">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
            <MailCheckIcon className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-2xl font-bold tracking-tight">Check your email</h2>
          <p className="text-sm text-muted-foreground">Reset link sent. Check your inbox.</p>
          <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'mt-2 w-full' })}>
            Back to login
          </Link>
        </div>
      ) : (
        <>
          <AuthCardHeader
            title="Forgot your password?"
            description="Enter the email you signed up with and we'll send you a link to choose a new one."
          />
          <form onSubmit={onSubmit} noValidate onFocus={forgotPasswordFormResolver.preload} className="grid gap-5">
            {mutation.isError && <FormAlert>{resetRequestErrorMessage(mutation.error)}</FormAlert>}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              error={errors.email?.message}
              {...register('email', { onChange: () => mutation.reset() })}
            />
            <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending...' : 'Send link'}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
