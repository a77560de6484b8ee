const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server may post to a browser's push endpoint: its host must be one of the configured push
 * services (a name or a domain it ends with), over https — plain http only for a local host, which a
 * deployment lists only in tests. Anything else would let a client make the server call any address.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(host))) return false;
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
