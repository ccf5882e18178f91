import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { useToasts } from '@/lib/toast-store';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme-provider';

// Radix Toast is fetched with the first toast rather than on every page load.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppErrorBoundary>
              <AppRoutes />
            </AppErrorBoundary>
            {/* Inside the router: a toast's action is a link (issue 27: 'Open deck'). */}
            <LazyToaster />
          </BrowserRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
