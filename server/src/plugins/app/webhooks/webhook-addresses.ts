import { lookup as systemLookup } from 'node:dns/promises';
import { BlockList, isIP, isIPv4 } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface AddressPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true: loopback and private networks may receive webhooks. */
  allowPrivate: boolean;
  /** Plain http:// is refused except on localhost. */
  requireHttps: boolean;
  lookupTimeoutMs?: number;
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
}

/** A webhook URL that must not be used; the message is the 400 text shown to the owner. */
export class RefusedWebhookUrl extends Error {
  override name = 'RefusedWebhookUrl';
}

const MAX_URL_LENGTH = 2000;
export const DEFAULT_LOOKUP_TIMEOUT_MS = 3000;

const notPublicV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including 255.255.255.255
] as const) {
  notPublicV4.addSubnet(network, prefix, 'ipv4');
}

// Only global unicast (2000::/3) can be public; these are the parts of it that are not.
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which tunnels to an IPv4 address of anyone's choosing
  ['3fff::', 20], // documentation
] as const) {
  notPublicV6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address already validated by node:net, or null. */
function ipv6Groups(text: string): number[] | null {
  const zone = text.indexOf('%');
  const ip = zone === -1 ? text : text.slice(0, zone);
  if (isIP(ip) !== 6) return null;
  const halves = ip.split('::');
  const parse = (part: string): number[] => {
    if (part === '') return [];
    const groups: number[] = [];
    for (const piece of part.split(':')) {
      if (isIPv4(piece)) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        groups.push(a * 256 + b, c * 256 + d);
      } else {
        groups.push(Number.parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = parse(halves[0] ?? '');
  const tail = parse(halves[1] ?? '');
  if (halves.length === 1) return head.length === 8 ? head : null;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** The IPv4 address an IPv6 address stands for (mapped, compatible or NAT64), or null. */
function embeddedIPv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const v4 = `${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  const zeroTo4 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroTo4 && (g5 === 0 || g5 === 0xffff)) return v4;
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4;
  return null;
}

/** Whether an IP address (v4 or v6, as text) belongs to the public internet. */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return !notPublicV4.check(ip, 'ipv4');
  const groups = ipv6Groups(ip);
  if (groups === null) return false;
  const v4 = embeddedIPv4(groups);
  if (v4 !== null) return !notPublicV4.check(v4, 'ipv4');
  const canonical = groups.map((group) => group.toString(16)).join(':');
  return globalUnicastV6.check(canonical, 'ipv6') && !notPublicV6.check(canonical, 'ipv6');
}

function isLoopbackAddress(ip: string): boolean {
  if (isIPv4(ip)) return ip.startsWith('127.');
  const groups = ipv6Groups(ip);
  if (groups === null) return false;
  const v4 = embeddedIPv4(groups);
  if (v4 !== null && groups[5] === 0xffff) return v4.startsWith('127.');
  return groups.every((group, index) => group === (index === 7 ? 1 : 0));
}

function isLocalhostName(host: string): boolean {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  return name === 'localhost' || name.endsWith('.localhost');
}

function literalAddress(hostname: string): ResolvedAddress | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const family = isIP(bare);
  return family === 4 || family === 6 ? { address: bare, family } : null;
}

async function defaultLookup(hostname: string): Promise<ResolvedAddress[]> {
  const found = await systemLookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

async function boundedLookup(hostname: string, policy: AddressPolicy): Promise<ResolvedAddress[]> {
  const lookup = policy.lookup ?? defaultLookup;
  const timeoutMs = policy.lookupTimeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const found = await Promise.race([lookup(hostname), late]);
    if (found === 'late') throw new RefusedWebhookUrl('url: the host name could not be resolved in time');
    if (found.length === 0) throw new RefusedWebhookUrl('url: the host name could not be resolved');
    return found;
  } catch (error) {
    if (error instanceof RefusedWebhookUrl) throw error;
    throw new RefusedWebhookUrl('url: the host name could not be resolved');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Parses a webhook URL and resolves its host; refuses anything that is not a plain http(s) address
 * whose every address is public (unless the policy allows private networks).
 */
export async function checkWebhookUrl(
  raw: string,
  policy: AddressPolicy,
): Promise<{ url: URL; addresses: ResolvedAddress[] }> {
  if (raw.length > MAX_URL_LENGTH) {
    throw new RefusedWebhookUrl(`url: must be at most ${MAX_URL_LENGTH} characters`);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedWebhookUrl('url: must be an http:// or https:// address');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new RefusedWebhookUrl('url: must be an http:// or https:// address');
  }
  if (url.username !== '' || url.password !== '') {
    throw new RefusedWebhookUrl('url: must not contain a user name or password');
  }
  url.hash = '';

  const literal = literalAddress(url.hostname);
  const local = literal === null ? isLocalhostName(url.hostname) : isLoopbackAddress(literal.address);
  const plainHttp = policy.requireHttps && url.protocol === 'http:';
  if (plainHttp && !local) throw new RefusedWebhookUrl('url: must use https://');

  const addresses = literal === null ? await boundedLookup(url.hostname, policy) : [literal];
  for (const { address } of addresses) {
    // A name under .localhost gets plain http only while it really stays on this machine.
    if (plainHttp && !isLoopbackAddress(address)) throw new RefusedWebhookUrl('url: must use https://');
    if (!policy.allowPrivate && !isPublicAddress(address)) {
      throw new RefusedWebhookUrl(
        `url: points at a private or reserved address (${address}); webhooks are sent to public addresses only`,
      );
    }
  }
  return { url, addresses };
}
