import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';

/** Longer than any address with a zone: a longer value is not an address and is kept as it is. */
const MAX_ADDRESS_LENGTH = 64;
/** An IPv6 subscriber is handed at least a /64: every address in it is the same client. */
const IPV6_PREFIX_HEXTETS = 4;

/**
 * The key every per-address limit counts a client under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address as its /64, so that walking through the addresses of one
 * subscriber's network buys no fresh budget.
 */
export function addressKey(ip: string): string {
  if (ip.length > MAX_ADDRESS_LENGTH || !ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, IPV6_PREFIX_HEXTETS);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The client address of a raw request, read as Fastify reads `request.ip` for the same TRUST_PROXY: the
 * peer's, or the one the trusted proxies forwarded. For requests that never become a Fastify request (the
 * WebSocket upgrade).
 */
export function clientAddressReader(trustProxy: boolean | string[]): (request: IncomingMessage) => string {
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy === false ? [] : trustProxy);
  return (request) => proxyAddr(request, trust);
}
