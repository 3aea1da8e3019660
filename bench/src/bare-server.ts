/**
 * The machine's physical limit for the bench: a bare Node `http` server answering a fixed
 * envelope, nothing else. Started as its own process by run.ts. PORT from the environment.
 */
import http from 'node:http';

const body = JSON.stringify({ status: 0, datos: { baseDeDatos: 'ok' }, mensaje: null });
const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 18100), '127.0.0.1', () => {
  console.log('ready');
});
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
