import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, prettyTransport } from './log-format.js';

describe('chooseLogFormat', () => {
  it('writes readable lines to a terminal', () => {
    expect(chooseLogFormat({ isTTY: true, nodeEnv: 'production' })).toBe('pretty');
    expect(chooseLogFormat({ isTTY: true, nodeEnv: 'development' })).toBe('pretty');
  });

  it('writes JSON lines to a pipe, a file or a supervisor', () => {
    expect(chooseLogFormat({ isTTY: undefined, nodeEnv: 'production' })).toBe('json');
    expect(chooseLogFormat({ isTTY: false, nodeEnv: 'development' })).toBe('json');
  });

  it('writes JSON lines in tests, even on a terminal', () => {
    expect(chooseLogFormat({ isTTY: true, nodeEnv: 'test' })).toBe('json');
    expect(chooseLogFormat({ isTTY: true, nodeEnv: 'production', vitest: 'true' })).toBe('json');
  });

  it('formats entries through pino-pretty as one readable line, not JSON', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'revisely-log-')), 'out.log');
    const stream = pino.transport({
      ...prettyTransport,
      options: { ...prettyTransport.options, colorize: false, destination: file },
    });
    const logger = pino(stream);
    logger.info({ applied: 2 }, 'migrations applied');
    await new Promise<void>((resolve) => {
      stream.on('close', () => resolve());
      stream.end();
    });
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: migrations applied \{"applied":2\}\n$/);
  });
});
