import type { TransportSingleOptions } from 'pino';

export type LogFormat = 'pretty' | 'json';

export interface LogFormatInputs {
  /** `process.stdout.isTTY`: undefined when stdout is a pipe or a file. */
  isTTY: boolean | undefined;
  /** NODE_ENV as the config read it. */
  nodeEnv: string;
  /** Set by vitest in its workers. */
  vitest?: string;
}

/**
 * A person running `npm start` in a terminal reads the log, so they get coloured one-line entries;
 * anything else (a supervisor, a container, a pipe into a log collector) gets one JSON object a line,
 * which is what those tools parse. Tests always get JSON so their output stays machine-checkable.
 */
export function chooseLogFormat({ isTTY, nodeEnv, vitest }: LogFormatInputs): LogFormat {
  if (nodeEnv === 'test' || vitest) return 'json';
  return isTTY === true ? 'pretty' : 'json';
}

/** pino-pretty runs in pino's transport worker thread, so formatting never blocks a request. */
export const prettyTransport: TransportSingleOptions = {
  target: 'pino-pretty',
  options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
};
