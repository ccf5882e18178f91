import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.js';
import { fastifyTrustProxy } from './trust-proxy.js';

const load = (TRUST_PROXY?: string) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'revisely-proxy-')), TRUST_PROXY }).trustProxy;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['TRUE', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8 , 2001:db8::/32,::1 ', ['10.0.0.0/8', '2001:db8::/32', '::1']],
  ])('reads %j', (raw, expected) => {
    expect(load(raw)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1,', 'proxy.local', '-1'])(
    'refuses %j at start-up, naming the variable',
    (raw) => {
      expect(() => load(raw)).toThrow(ConfigError);
      expect(() => load(raw)).toThrow(/TRUST_PROXY/);
    },
  );

  it('turns a hop count into a function trusting that many hops', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const fn = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => fn('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});
