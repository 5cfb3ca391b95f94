// The bench's baseline (scripts/bench.mjs): a raw node:http server in a process of its own, as the server under
// test runs in its own process, answering every request with the bytes of one file and a fixed set of headers.
// Usage: node scripts/lib/raw-server.mjs <body file> <headers as JSON>; prints its port on stdout once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, headersJson] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { ...JSON.parse(headersJson), 'content-length': body.length };
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('disconnect', () => process.exit(0));
