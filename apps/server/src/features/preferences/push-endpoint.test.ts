import { describe, expect, it } from 'vitest';
import { fakeHostResolver } from '../../../test/fake-host-resolver.js';
import { isPublicAddress, PUSH_ENDPOINT_NOT_PUBLIC, PushEndpointPolicy } from './push-endpoint.js';

const resolve = fakeHostResolver({
  'localhost.': ['127.0.0.1'],
  localhost: ['127.0.0.1'],
  'localtest.me.': ['127.0.0.1'],
  'kubernetes.default.svc': ['10.96.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'fcm.googleapis.com': ['142.250.0.1', '2a00:1450:4009:81f::200a'],
  'half.example.com': ['142.250.0.2', '192.168.1.10'],
  'mapped.example.com': ['::ffff:10.0.0.7'],
  'gone.example.com': [],
});
const policy = new PushEndpointPolicy({ resolve, allowInsecure: false });

describe('PushEndpointPolicy', () => {
  it('refuses names that resolve inside the network (the security finding)', async () => {
    // Refused by its name already (the resolver would say 127.0.0.1); a name that only DNS gives away
    // is refused by its address, trailing dot and all.
    expect(await policy.check('https://localhost.:4455/push')).toMatchObject({ ok: false, reason: 'invalid' });
    for (const endpoint of [
      'https://localtest.me.:4455/push',
      'https://kubernetes.default.svc/x',
      'https://127.0.0.1.nip.io:4455/x',
      'https://half.example.com/x',
      'https://mapped.example.com/x',
    ]) {
      expect(await policy.check(endpoint), endpoint).toEqual({
        ok: false,
        reason: 'not-public',
        message: PUSH_ENDPOINT_NOT_PUBLIC,
      });
    }
  });

  it('accepts a push service whose every address is public', async () => {
    expect(await policy.check('https://fcm.googleapis.com/fcm/send/abc')).toEqual({ ok: true });
  });

  it('refuses non-https, address literals and names that cannot be found', async () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://142.250.0.1/x',
      'https://[2a00:1450::1]/x',
      'nonsense',
    ]) {
      expect((await policy.check(endpoint)) as { reason?: string }, endpoint).toMatchObject({ reason: 'invalid' });
    }
    expect(await policy.check('https://gone.example.com/x')).toMatchObject({ ok: false, reason: 'unresolved' });
  });
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.96.0.1',
    '172.16.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:192.168.1.1',
    '64:ff9b::a00:1',
    '2001:db8::1',
    '2002:a00:1::1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.0.1', '8.8.8.8', '2a00:1450:4009:81f::200a', '::ffff:142.250.0.1', '64:ff9b::8efa:1'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
