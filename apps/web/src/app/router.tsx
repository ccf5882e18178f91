import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { RootLayout } from './root-layout';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards';
import { appRoutes, type AppRoute } from './routes';
import { SplashScreen } from './splash-screen';

// The shell (sidebar, menus) is only needed once signed in, so it is not part of the sign-in bundle.
const AppShell = lazy(async () => ({ default: (await import('./shell/app-shell')).AppShell }));
const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));
const AuthLayout = lazy(async () => ({ default: (await import('@/features/auth/components/auth-layout')).AuthLayout }));

function RouteScreen({ route }: { route: AppRoute }) {
  const Screen = route.Component;
  return (
    <>
      <title>{`${route.title} · Revisely`}</title>
      <Screen />
    </>
  );
}

function renderRoutes(access: AppRoute['access']) {
  return appRoutes
    .filter((route) => route.access === access)
    .map((route) => <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />);
}

/**
 * Declarative routes rather than a data router: nothing here uses loaders or actions, and the
 * declarative build of React Router is much smaller, which keeps /login inside its bundle budget.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicOnlyRoute />}>
          <Route
            element={
              <Suspense fallback={<SplashScreen />}>
                <AuthLayout />
              </Suspense>
            }
          >
            {renderRoutes('public-only')}
          </Route>
        </Route>
        <Route element={<ProtectedRoute />}>
          <Route
            element={
              <Suspense fallback={<SplashScreen />}>
                <AppShell />
              </Suspense>
            }
          >
            {renderRoutes('protected')}
          </Route>
        </Route>
        {/* No guard: these screens render the same whether or not someone is signed in. */}
        <Route
          element={
            <Suspense fallback={<SplashScreen />}>
              <Outlet />
            </Suspense>
          }
        >
          {renderRoutes('public')}
        </Route>
        <Route
          path="*"
          element={
            <Suspense fallback={<SplashScreen />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
