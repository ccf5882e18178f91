import type { LoginForm } from '@revisely/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/routes';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast-store';
import { loginErrorMessage } from '@/features/auth/auth-messages';
import { loginFormResolver } from '@/features/auth/lib/form-resolvers';
import { AuthCard, AuthCardHeader } from '@/features/auth/components/auth-card';
import { useSession } from '@/features/auth/session/session-context';

/** Spec §9: the dashboard opens about 100 ms after a successful sign-in, once the toast is up. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

export function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: loginFormResolver, defaultValues: { email: '', password: '' } });

  // Spec §4: typing clears the error.
  useEffect(() => {
    const subscription = watch(() => setError(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await login({ email: values.email, password: values.password });
      toast({ title: 'Welcome back!', variant: 'success' });
      redirectTimer.current = window.setTimeout(() => void navigate(paths.dashboard), LOGIN_REDIRECT_DELAY_MS);
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  });

  return (
    <AuthCard>
      <AuthCardHeader title="Welcome back" description="Sign in to pick up where you left off." />
      <form onSubmit={onSubmit} noValidate onFocus={loginFormResolver.preload} className="grid gap-5">
        {error && <FormAlert>{error}</FormAlert>}
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
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          labelAside={
            <Link
              to={paths.forgotPassword}
              className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Forgot?
            </Link>
          }
          {...register('password')}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don't have an account?{' '}
        <Link to={paths.register} className="font-semibold text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
