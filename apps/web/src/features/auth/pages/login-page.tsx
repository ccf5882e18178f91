import type { LoginForm } from '@revisely/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast-store';
import { LOGIN_MESSAGES, loginErrorMessage } from '@/features/auth/auth-messages';
import { AuthCard, AuthCardHeader } from '@/features/auth/components/auth-card';
import { useSession } from '@/lib/session/session-context';

/** Spec §9: the dashboard opens about 100 ms after a successful sign-in, once the toast is up. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

export function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // Which fields were empty on the last submit; marked invalid until the user types.
  const [missing, setMissing] = useState({ email: false, password: false });
  const redirectTimer = useRef<number | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setFocus,
    watch,
    formState: { isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  // Spec §4: typing clears the error.
  useEffect(() => {
    const subscription = watch(() => {
      setError(null);
      setMissing({ email: false, password: false });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    // Spec §5/§8: both fields are required, with the spec's wording rather than a per-field message.
    const empty = { email: !values.email.trim(), password: !values.password };
    setMissing(empty);
    if (empty.email || empty.password) {
      setError(LOGIN_MESSAGES.missingFields);
      setFocus(empty.email ? 'email' : 'password');
      return;
    }
    try {
      await login({ email: values.email.trim(), password: values.password });
      toast({ title: 'Welcome back!', variant: 'success' });
      redirectTimer.current = window.setTimeout(() => void navigate(paths.dashboard), LOGIN_REDIRECT_DELAY_MS);
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  });

  return (
    <AuthCard>
      <AuthCardHeader title="Welcome back" description="Sign in to pick up where you left off." />
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {error && <FormAlert>{error}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          aria-invalid={missing.email || undefined}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          required
          aria-invalid={missing.password || undefined}
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
