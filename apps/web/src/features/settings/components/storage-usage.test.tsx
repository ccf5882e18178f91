import { formatBytes } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { StorageUsage } from './storage-usage';

function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StorageUsage', () => {
  it("shows 'Storage used: 12.3 MB of 1 GB' with a bar at the same share", async () => {
    mockFetch(() => jsonResponse({ usedBytes: Math.round(12.3 * 1024 * 1024), limitBytes: 1024 ** 3 }));
    render(<StorageUsage />, { wrapper: Providers });
    expect(await screen.findByText('12.3 MB of 1 GB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Storage used: 12.3 MB of 1 GB/ })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });

  it('formats sizes as file managers do', () => {
    expect([0, 726, 12_000, 1024 ** 3, 5 * 1024 ** 3].map(formatBytes)).toEqual([
      '0 B',
      '726 B',
      '11.7 KB',
      '1 GB',
      '5 GB',
    ]);
  });
});
