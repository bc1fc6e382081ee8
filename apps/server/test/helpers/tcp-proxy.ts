import net from 'node:net';

export type TcpProxy = {
  /** The port on 127.0.0.1 to connect to instead of the target's. */
  port: number;
  /** As if the target went away: every open connection is reset and new ones are reset at once. */
  cut(): void;
  /**
   * As if the target hung: connections stay open but nothing passes either way, new ones
   * included, until `restore`; what was sent meanwhile is delivered then.
   */
  stall(): void;
  /** Passes traffic again, on stalled connections too. */
  restore(): void;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket };

/** A TCP proxy on a free local port in front of `target`, to cut or stall its traffic at will. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'passing' | 'cut' | 'stalled' = 'passing';
  const pairs = new Set<Pair>();

  const pass = ({ client, upstream }: Pair) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  // Unpiped, a socket stops reading: its data waits in its buffer until it is piped again.
  const hold = ({ client, upstream }: Pair) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
  };
  const reset = ({ client, upstream }: Pair) => {
    client.resetAndDestroy();
    upstream.resetAndDestroy();
  };

  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      if (!pairs.delete(pair)) return;
      client.destroy();
      upstream.destroy();
    };
    // A reset from either side ends the other: errors here are the connection ending.
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    if (mode === 'passing') pass(pair);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('proxy has no port');

  return {
    port: address.port,
    cut() {
      mode = 'cut';
      for (const pair of [...pairs]) reset(pair);
    },
    stall() {
      if (mode === 'passing') for (const pair of pairs) hold(pair);
      mode = 'stalled';
    },
    restore() {
      if (mode === 'stalled') for (const pair of pairs) pass(pair);
      mode = 'passing';
    },
    close() {
      for (const pair of [...pairs]) reset(pair);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: Pick<TcpProxy, 'port'>): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.href;
}

/** The host and port a `postgres://` or `redis://` URL names, with the scheme's default port. */
export function targetOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : defaultPort };
}
