import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The test client's pretend public address; the proxy turns it into X-Forwarded-For. */
export const CLIENT_ADDRESS_HEADER = 'x-test-client-address';
/** Pins one request to one upstream (by index) so a test can say "on the other server". */
export const PIN_UPSTREAM_HEADER = 'x-test-upstream';
/** Added to every response: the index of the upstream that answered. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A load balancer in miniature, as a school would put in front of several app servers: each
 * request goes to the next upstream in turn, with method, path, headers and body passed through,
 * and the client's address appended to X-Forwarded-For the way nginx's
 * `$proxy_add_x_forwarded_for` does (so whatever the client itself claimed stays to the left).
 * Every test client shares 127.0.0.1, so the address it "comes from" is taken from a test header.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;

  const server = http.createServer((req, res) => {
    const pinned = req.headers[PIN_UPSTREAM_HEADER];
    const index = typeof pinned === 'string' ? Number(pinned) : next++ % targets.length;
    const target = targets[index];
    if (!target) {
      res.writeHead(400).end(`no upstream ${String(pinned)}`);
      return;
    }
    const headers = { ...req.headers };
    const client = headers[CLIENT_ADDRESS_HEADER];
    delete headers[CLIENT_ADDRESS_HEADER];
    delete headers[PIN_UPSTREAM_HEADER];
    const from = typeof client === 'string' ? client : (req.socket.remoteAddress ?? '');
    const earlier = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${from}` : from;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY_HEADER]: String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream ${index} failed: ${error.message}`);
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
