/**
 * Who is asking, as far as the network tells: the client's address, for the rate limits and the
 * cap on live streams. Behind a reverse proxy every request comes from the proxy; with the proxy
 * named in `ARBITER_TRUST_PROXY` (addresses or CIDR ranges, comma-separated) the client is the
 * last address in `X-Forwarded-For` that is not itself a trusted proxy. Without that setting the
 * header is ignored: anyone can send it.
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** An IPv4 address in IPv6 form (`::ffff:127.0.0.1`) as the IPv4 address it is. */
const plain = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** Parses `ARBITER_TRUST_PROXY`; throws naming the entry that is neither an address nor a range. */
export function trustedProxies(setting: string | undefined): BlockList | undefined {
  const entries = (setting ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = Number(bits);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      (bits !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxBits))
    )
      throw new Error(
        `ARBITER_TRUST_PROXY: "${entry}" is neither an IP address nor a range such as 10.0.0.0/8`,
      );
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

const isTrusted = (trusted: BlockList, address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** The client's address: the peer, or through trusted proxies the address they name. */
export function clientAddress(c: Context, trusted: BlockList | undefined): string {
  let peer: string;
  try {
    peer = plain(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
  if (!trusted || !isTrusted(trusted, peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => plain(a.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] as string;
    if (isIP(hop) === 0) return peer;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return forwarded[0] ?? peer;
}
