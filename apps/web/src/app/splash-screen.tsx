import { LogoMark } from '@/components/brand/logo';

/** Full-screen start-up state (spec §2); index.html carries a static copy for before the scripts run. */
export function SplashScreen() {
  return (
    <div
      role="status"
      aria-label="Loading Revisely"
      className="fixed inset-0 flex flex-col items-center justify-center gap-5 bg-background"
    >
      <LogoMark className="size-16 rounded-2xl shadow-lifted" />
      <p className="text-2xl font-bold tracking-tight text-foreground">Revisely</p>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-primary/25 border-t-primary"
      />
    </div>
  );
}
