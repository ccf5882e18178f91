import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CelebrationProvider } from '@/components/celebration/celebration-provider';
import { SessionProvider } from './session/session-provider';

/** New screens start at the top, as full page loads would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // A block body: newer Chromium returns a Promise from scrollTo, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Providers that need the router (the session navigates on logout) wrap every route here. */
export function RootLayout() {
  return (
    <SessionProvider>
      <CelebrationProvider>
        <ScrollToTop />
        <Outlet />
      </CelebrationProvider>
    </SessionProvider>
  );
}
