import type { ReactNode } from 'react';

/** The card each sign-in screen renders into AuthLayout. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="w-full animate-slide-in rounded-2xl border border-white/20 bg-card p-6 text-card-foreground shadow-lifted sm:p-8 dark:border-white/10">
      {children}
    </div>
  );
}

export function AuthCardHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      {description && <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}
