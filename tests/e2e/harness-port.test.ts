// The harness's server start (support/server.ts) trusts only its own process: a port that another process holds
// (another test run's server, any service answering 200) must fail the start, not hand the test that process.
// Several runs on one machine took the same "free" port: a file's requests then reached another run's server and
// failed far from the cause ("Running" is not valid JSON).
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server';

describe('the test server start', () => {
  let squatter: Server | undefined;
  afterAll(() => new Promise<void>((done) => (squatter ? squatter.close(() => done()) : done())));

  it('refuses a port another process answers on, instead of taking that process for the server', async () => {
    squatter = createServer((_req, res) => res.end('Running'));
    await new Promise<void>((done) => squatter!.listen(0, '127.0.0.1', done));
    const address = squatter.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await expect(startServer({ port })).rejects.toThrow(/server exited/);
  });

  it('without a port, binds one of its own and answers on it', async () => {
    const server = await startServer();
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(server.output()).toContain(`listening on http://localhost:${server.port}`);
    } finally {
      await server.stop();
    }
  });
});
