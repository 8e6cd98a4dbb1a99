// The HTTP client of bench:routes, in a process of its own so that its CPU is counted on neither side. The
// parent sends { id, port, requests: [{ method, path, token?, body? }] }; the client sends them one at a time on one
// keep-alive socket per port, as a person's app would, and answers { id, statuses, bodies } (bodies only when
// asked).
import http from 'node:http';

export interface ClientRequest {
  method: string;
  path: string;
  token?: string;
  body?: object;
}

export interface ClientBatch {
  /** Echoed in the answer: batches may run at once. */
  id: number;
  port: number;
  requests: ClientRequest[];
  keepBodies?: boolean;
}

const agents = new Map<number, http.Agent>();

function send(port: number, r: ClientRequest): Promise<{ status: number; body: string }> {
  let agent = agents.get(port);
  if (!agent) agents.set(port, (agent = new http.Agent({ keepAlive: true, maxSockets: 1 })));
  return new Promise((resolve, reject) => {
    const data = r.body ? JSON.stringify(r.body) : undefined;
    const headers: Record<string, string | number> = r.token ? { authorization: `Bearer ${r.token}` } : {};
    if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
    const req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

process.on('message', (batch: ClientBatch) => {
  void (async () => {
    const statuses: number[] = [];
    const bodies: string[] = [];
    for (const r of batch.requests) {
      const { status, body } = await send(batch.port, r);
      statuses.push(status);
      if (batch.keepBodies) bodies.push(body);
    }
    process.send!({ id: batch.id, statuses, bodies });
  })();
});
process.on('disconnect', () => process.exit(0));
