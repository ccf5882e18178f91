import type { PasswordResetRequest, RegisterForm, ResetPasswordForm } from '@revisely/contracts';
import { lazyResolver } from '@/lib/lazy-resolver';

// The contract schemas validate every sign-in form; see lazyResolver for why they load lazily.
const load = () => Promise.all([import('@hookform/resolvers/zod'), import('@revisely/contracts')]);

export const registerFormResolver = lazyResolver<RegisterForm>(async () => {
  const [{ zodResolver }, { RegisterFormSchema }] = await load();
  return zodResolver(RegisterFormSchema);
});

export const forgotPasswordFormResolver = lazyResolver<PasswordResetRequest>(async () => {
  const [{ zodResolver }, { PasswordResetRequestSchema }] = await load();
  return zodResolver(PasswordResetRequestSchema);
});

export const resetPasswordFormResolver = lazyResolver<ResetPasswordForm>(async () => {
  const [{ zodResolver }, { ResetPasswordFormSchema }] = await load();
  return zodResolver(ResetPasswordFormSchema);
});
