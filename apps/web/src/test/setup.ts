import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A 5xx answer is retried once after 1 s (spec §9), so a screen that shows the final error
// legitimately takes just over a second; the default 1 s wait for `findBy…` made such tests race
// the retry on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

// Radix Select and friends measure elements and capture the pointer; jsdom has neither.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
