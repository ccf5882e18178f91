import type { RegisterForm } from '@revisely/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast-store';
import { registerErrorMessage } from '@/features/auth/auth-messages';
import { registerFormResolver } from '@/features/auth/lib/form-resolvers';
import { AuthCard, AuthCardHeader } from '@/features/auth/components/auth-card';
import { useSession } from '@/lib/session/session-context';

export function RegisterPage() {
  const { register: createAccount } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: registerFormResolver,
    defaultValues: { displayName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ displayName, email, password }) => {
    setError(null);
    const name = displayName?.trim() || undefined;
    try {
      // Spec §3: username is sent with the same value as the display name.
      await createAccount({ email, password, displayName: name, username: name });
      toast({
        title: 'Welcome to Revisely!',
        description: 'Your account has been created successfully.',
        variant: 'success',
      });
      void navigate(paths.dashboard);
    } catch (caught) {
      setError(registerErrorMessage(caught));
    }
  });

  return (
    <AuthCard>
      <AuthCardHeader title="Create your account" description="Start turning your notes into revision that sticks." />
      <form onSubmit={onSubmit} noValidate onFocus={registerFormResolver.preload} className="grid gap-5">
        {error && <FormAlert>{error}</FormAlert>}
        <TextField
          label={
            <>
              Name <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          autoComplete="name"
          placeholder="What should we call you?"
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          placeholder="Type it again"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
