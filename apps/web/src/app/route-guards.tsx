import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { paths } from './paths';
import { SplashScreen } from './splash-screen';

/** Signed-out users go to /login; the splash (with its spinner) shows while the session resolves. */
export function ProtectedRoute() {
  const { status } = useSession();
  if (status === 'loading') return <SplashScreen />;
  if (status === 'unauthenticated') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** The sign-in screens are for signed-out users only. */
export function PublicOnlyRoute() {
  const { status } = useSession();
  if (status === 'loading') return <SplashScreen />;
  if (status === 'authenticated') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
