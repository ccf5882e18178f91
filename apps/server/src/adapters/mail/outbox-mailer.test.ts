import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox-mailer.js';

const RESET = {
  to: 'student@example.com',
  subject: 'Reset your Revisely password',
  text: 'Open this link to choose a new password:\nhttps://app.test/reset-password?token=secret-token-123\n',
};

function capture() {
  const lines: string[] = [];
  const info = (obj: object, msg: string) => {
    lines.push(`${JSON.stringify(obj)} ${msg}`);
  };
  return { lines, log: { info } as unknown as Pick<FastifyBaseLogger, 'info'> };
}

describe('OutboxMailer', () => {
  it('writes the .eml file and logs the link outside production', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-outbox-'));
    const { lines, log } = capture();
    await new OutboxMailer(dir, 'Revisely <no-reply@revisely.local>', log, true).send(RESET);
    expect(readdirSync(dir)).toHaveLength(1);
    expect(lines.join('\n')).toContain('https://app.test/reset-password?token=secret-token-123');
  });

  it('never logs the reset link in production, though the .eml file keeps it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-outbox-'));
    const { lines, log } = capture();
    await new OutboxMailer(dir, 'Revisely <no-reply@revisely.local>', log, false).send(RESET);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('mail written to outbox');
    expect(lines[0]).not.toContain('secret-token-123');
    const [file] = readdirSync(dir);
    expect(readFileSync(path.join(dir, file!), 'utf8')).toContain('secret-token-123');
  });
});
