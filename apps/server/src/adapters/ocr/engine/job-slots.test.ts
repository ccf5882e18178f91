import { describe, expect, it } from 'vitest';
import { ServiceBusyError } from '../../../core/domain-errors.js';
import { JobSlots } from './job-slots.js';

describe('JobSlots admission', () => {
  it('is full only when every slot runs and the queue is at its limit, and once closed', async () => {
    const slots = new JobSlots(1, 1);
    const releases: (() => void)[] = [];
    const job = () => slots.run(() => new Promise<void>((resolve) => releases.push(resolve)));
    expect(slots.isFull()).toBe(false);
    const running = job();
    expect(slots.isFull()).toBe(false); // one may still wait
    const waiting = job();
    expect(slots.isFull()).toBe(true);
    await expect(job()).rejects.toBeInstanceOf(ServiceBusyError);

    releases.shift()!();
    await running;
    expect(slots.isFull()).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
    await waiting;

    slots.close();
    expect(slots.isFull()).toBe(true);
  });
});
