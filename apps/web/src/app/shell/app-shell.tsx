import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { paths } from '../paths';
import { isNavItemActive, navItems } from './nav-items';
import { OfflineRouteNotice } from './offline-route-notice';
import { OfflineIndicator, OfflineSync } from './offline-status';
import { UserMenu } from './user-menu';

function SidebarNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main navigation" className="flex flex-col gap-1">
      {navItems.map((item) => {
        const active = isNavItemActive(item, pathname);
        const Icon = item.icon;
        return (
          <NavLink
            key={item.to}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'group relative flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
              active
                ? 'bg-accent text-accent-foreground'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {active && (
              <span aria-hidden="true" className="absolute top-2 bottom-2 -left-3 w-1 rounded-r-full bg-primary" />
            )}
            <Icon className={cn('size-5', active ? 'text-primary' : '')} aria-hidden="true" />
            {item.label}
          </NavLink>
        );
      })}
    </nav>
  );
}

function BottomNav({ pathname }: { pathname: string }) {
  return (
    <nav
      aria-label="Main navigation"
      className="safe-bottom fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/90 backdrop-blur-lg lg:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {navItems.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-1 px-1 pt-2.5 pb-2 text-[0.6875rem] font-medium transition-colors',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    active && 'bg-accent',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Spec §2 shell: sidebar on desktop; top bar plus bottom navigation on phones. */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    // Tooltips only appear inside the app, so their provider (and its positioning code) lives here.
    <TooltipProvider>
      <div className="min-h-dvh bg-background">
        <OfflineSync />
        <OfflineIndicator />
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>

        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-sidebar px-4 py-6 lg:flex">
          <Link to={paths.dashboard} className="mb-8 rounded-xl px-2" aria-label="Revisely home">
            <Logo />
          </Link>
          <SidebarNav pathname={pathname} />
          <div className="mt-auto border-t border-border pt-4">
            <UserMenu variant="sidebar" />
          </div>
        </aside>

        <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-border bg-card/85 px-4 backdrop-blur-lg lg:hidden">
          <Link to={paths.dashboard} className="rounded-xl" aria-label="Revisely home">
            <Logo markClassName="size-9" />
          </Link>
          <UserMenu variant="compact" />
        </header>

        <main id="main-content" tabIndex={-1} className="outline-none lg:pl-64">
          <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-6 lg:px-10 lg:pt-10 lg:pb-12">
            <OfflineRouteNotice pathname={pathname} />
            <Suspense
              fallback={
                <div className="flex justify-center py-24">
                  <Spinner />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </div>
        </main>

        <BottomNav pathname={pathname} />
      </div>
    </TooltipProvider>
  );
}
