import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from './yield-to-event-loop.js';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('yieldToEventLoop', () => {
  it('runs one waiting step per turn of the event loop, in turn, so timers and I/O get in between', async () => {
    const log: string[] = [];
    const job = async (name: string) => {
      for (let i = 0; i < 3; i++) {
        await yieldToEventLoop();
        // A step of work; the first one also sets a timer that is due before the next step.
        if (name === 'a' && i === 0) setTimeout(() => log.push('timer'), 1);
        busy(2);
        log.push(`${name}${i}`);
      }
    };
    await Promise.all(['a', 'b', 'c'].map(job));
    // With one immediate per step, b0 and c0 would run in the same check phase as a0, before the timer.
    expect(log.slice(0, 2)).toEqual(['a0', 'timer']);
    expect(log.filter((entry) => entry !== 'timer')).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'c1', 'a2', 'b2', 'c2']);
  });
});
