import { describe, expect, it } from 'vitest';
import { cronFor, singletonJobId } from './pg-boss-job-queue.js';

describe('pg-boss schedules and singleton ids', () => {
  it('turns periods into cron and refuses ones cron cannot express', () => {
    expect(cronFor({ everyMinutes: 1 })).toBe('* * * * *');
    expect(cronFor({ everyMinutes: 15 })).toBe('*/15 * * * *');
    expect(cronFor({ everyMinutes: 60 })).toBe('0 * * * *');
    expect(cronFor({ everyMinutes: 360 })).toBe('0 */6 * * *');
    expect(() => cronFor({ everyMinutes: 7 })).toThrow(/Unsupported/);
    expect(() => cronFor({ everyMinutes: 300 })).toThrow(/Unsupported/);
  });

  it('derives one valid UUID per (name, key)', () => {
    const id = singletonJobId('files.sweep-orphans', 'start:2026-11-23T17:00:00.000Z');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(singletonJobId('files.sweep-orphans', 'start:2026-11-23T17:00:00.000Z')).toBe(id);
    expect(singletonJobId('mail.send', 'start:2026-11-23T17:00:00.000Z')).not.toBe(id);
  });
});
