import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { registerAndWatch, SERVICE_WORKER_URL, UPDATED_TITLE } from './service-worker';

/** A registration whose new version has installed and waits while an old one controls the page. */
function containerWithWaitingWorker() {
  const listeners = new Map<string, () => void>();
  const waiting = { postMessage: vi.fn() } as unknown as ServiceWorker;
  const registration = {
    waiting,
    addEventListener: vi.fn(),
    update: vi.fn(() => Promise.resolve()),
  } as unknown as ServiceWorkerRegistration;
  const container = {
    controller: {} as ServiceWorker,
    register: vi.fn(() => Promise.resolve(registration)),
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
  } as unknown as ServiceWorkerContainer;
  return { container, waiting, listeners };
}

describe('registerAndWatch', () => {
  it("offers 'Reload' when a new version waits, and asks it to take over only when pressed", async () => {
    const { container, waiting, listeners } = containerWithWaitingWorker();
    render(<Toaster />);
    await registerAndWatch(container);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(await screen.findByText(UPDATED_TITLE)).toBeInTheDocument();
    // Nothing changes under the open tab until the student chooses to.
    expect(waiting.postMessage).not.toHaveBeenCalled();
    // fireEvent: the toast may still be animating in (pointer-events: none), which does not matter here.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(listeners.has('controllerchange')).toBe(true);
  });
});
