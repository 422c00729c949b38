import { createSocket, type Socket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  isPublicAddress,
  RefusedWebhookUrl,
  type AddressPolicy,
  type ResolvedAddress,
} from '@server/plugins/app/webhooks/webhook-addresses';

const answers =
  (...addresses: string[]) =>
  async (): Promise<ResolvedAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const strict: AddressPolicy = { allowPrivate: false, requireHttps: false, lookup: answers('93.184.215.14') };

async function refusal(raw: string, policy: AddressPolicy = strict): Promise<string> {
  const error: unknown = await checkWebhookUrl(raw, policy).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RefusedWebhookUrl);
  return (error as RefusedWebhookUrl).message;
}

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0'],
    ['0.1.2.3'],
    ['10.0.0.5'],
    ['100.64.0.1'],
    ['100.127.255.254'],
    ['127.0.0.1'],
    ['127.255.0.9'],
    ['169.254.169.254'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.1.1'],
    ['192.0.0.8'],
    ['192.0.2.1'],
    ['198.18.0.1'],
    ['198.19.255.255'],
    ['198.51.100.7'],
    ['203.0.113.9'],
    ['224.0.0.1'],
    ['239.255.255.250'],
    ['240.0.0.1'],
    ['255.255.255.255'],
    ['::'],
    ['::1'],
    ['fc00::1'],
    ['fd12:3456::1'],
    ['fe80::1'],
    ['fe80::1%eth0'],
    ['febf::1'],
    ['ff02::1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::ffff:10.0.0.1'],
    ['::ffff:a9fe:a9fe'],
    ['::127.0.0.1'],
    ['64:ff9b::a00:1'],
    ['64:ff9b::7f00:1'],
    ['2001:db8::1'],
    ['2002:7f00:1::1'],
    ['2001::1'],
    ['fec0::1'],
    ['not an address'],
    [''],
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['93.184.215.14'],
    ['2606:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
  ])('accepts %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('checkWebhookUrl', () => {
  it('accepts a public https address, drops the fragment and returns what the name resolved to', async () => {
    const checked = await checkWebhookUrl('https://hooks.example.com/in?x=1#part', strict);
    expect(checked.url.href).toBe('https://hooks.example.com/in?x=1');
    expect(checked.addresses).toEqual([{ address: '93.184.215.14', family: 4 }]);
  });

  it('uses public IP literals directly, without a lookup', async () => {
    const policy = { ...strict, lookup: () => Promise.reject(new Error('no lookup expected')) };
    expect((await checkWebhookUrl('http://8.8.8.8/', policy)).addresses).toEqual([
      { address: '8.8.8.8', family: 4 },
    ]);
    expect((await checkWebhookUrl('https://[2606:4700::1111]/', policy)).addresses).toEqual([
      { address: '2606:4700::1111', family: 6 },
    ]);
  });

  it.each([
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.01/', '127.0.0.1'],
    ['http://[::1]:8080/', '::1'],
    ['http://[::ffff:7f00:1]/', '::ffff:7f00:1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://10.0.0.5/', '10.0.0.5'],
    ['http://[fd00::5]/', 'fd00::5'],
  ])('refuses %s as a private or reserved address', async (raw, shown) => {
    expect(await refusal(raw)).toBe(
      `url: points at a private or reserved address (${shown}); webhooks are sent to public addresses only`,
    );
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const policy = { ...strict, lookup: answers('93.184.215.14', '2606:4700::1111', '10.1.2.3') };
    expect(await refusal('https://mixed.example.com/', policy)).toContain('(10.1.2.3)');
    const v6 = { ...strict, lookup: answers('8.8.8.8', 'fe80::1') };
    expect(await refusal('https://mixed.example.com/', v6)).toContain('(fe80::1)');
  });

  it('lets loopback and private addresses through when private addresses are allowed', async () => {
    const open = { allowPrivate: true, requireHttps: false, lookup: answers('127.0.0.1') };
    expect((await checkWebhookUrl('http://127.0.0.1:3000/hook', open)).addresses).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    expect((await checkWebhookUrl('http://receiver.internal/', open)).addresses[0]?.address).toBe(
      '127.0.0.1',
    );
  });

  it.each([
    ['ftp://example.com/', 'url: must be an http:// or https:// address'],
    ['file:///etc/passwd', 'url: must be an http:// or https:// address'],
    ['javascript:alert(1)', 'url: must be an http:// or https:// address'],
    ['not a url', 'url: must be an http:// or https:// address'],
    ['https://user:pw@example.com/', 'url: must not contain a user name or password'],
    ['https://user@example.com/', 'url: must not contain a user name or password'],
    [`https://example.com/${'a'.repeat(2000)}`, 'url: must be at most 2000 characters'],
  ])('refuses %s', async (raw, message) => {
    expect(await refusal(raw)).toBe(message);
  });

  it('requires https when the deployment asks for it, except on localhost', async () => {
    const deployed = { ...strict, requireHttps: true };
    expect(await refusal('http://hooks.example.com/', deployed)).toBe('url: must use https://');
    expect((await checkWebhookUrl('https://hooks.example.com/', deployed)).url.protocol).toBe('https:');
    const local = { allowPrivate: true, requireHttps: true, lookup: answers('127.0.0.1', '::1') };
    expect((await checkWebhookUrl('http://localhost:4000/', local)).addresses).toHaveLength(2);
    expect((await checkWebhookUrl('http://127.0.0.1:4000/', local)).url.port).toBe('4000');
    expect((await checkWebhookUrl('http://[::1]:4000/', local)).url.port).toBe('4000');
  });

  it('still refuses http on localhost as loopback unless private addresses are allowed', async () => {
    const deployed = { allowPrivate: false, requireHttps: true, lookup: answers('127.0.0.1') };
    expect(await refusal('http://localhost:4000/', deployed)).toContain(
      'private or reserved address (127.0.0.1)',
    );
    expect(await refusal('http://127.0.0.1:4000/', deployed)).toContain('private or reserved address');
  });

  it('refuses http on a .localhost name that resolves off this machine', async () => {
    const deployed = { allowPrivate: true, requireHttps: true, lookup: answers('93.184.215.14') };
    expect(await refusal('http://app.localhost/', deployed)).toBe('url: must use https://');
  });

  it('refuses a name that does not resolve or resolves to nothing', async () => {
    const failing = { ...strict, lookup: () => Promise.reject(new Error('ENOTFOUND')) };
    expect(await refusal('https://nowhere.example.com/', failing)).toBe(
      'url: the host name could not be resolved',
    );
    expect(await refusal('https://empty.example.com/', { ...strict, lookup: answers() })).toBe(
      'url: the host name could not be resolved',
    );
  });
});

describe('checkWebhookUrl with a resolver that never answers', () => {
  let server: Socket;
  let queries = 0;
  let port = 0;

  beforeAll(async () => {
    server = createSocket('udp4');
    server.on('message', () => {
      queries += 1;
    });
    await new Promise<void>((resolve) => server.bind(0, '127.0.0.1', resolve));
    port = server.address().port;
  });

  afterAll(() => {
    server.close();
  });

  it('gives up after lookupTimeoutMs with a refusal', async () => {
    const resolver = new Resolver({ timeout: 5000, tries: 1 });
    resolver.setServers([`127.0.0.1:${port}`]);
    const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      const four =
        v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : [];
      const six =
        v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : [];
      return [...four, ...six];
    };
    const started = performance.now();
    const message = await refusal('https://slow.example.com/', { ...strict, lookup, lookupTimeoutMs: 200 });
    const took = performance.now() - started;
    resolver.cancel();
    expect(message).toBe('url: the host name could not be resolved in time');
    expect(queries).toBeGreaterThan(0);
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(1500);
  });
});
