// Development: the API with reload (tsx watch) on API_PORT (default 8080) and the Vite dev server,
// which proxies /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@portal/api'], {
    stdio: 'inherit',
    env: { ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? 'true' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@portal/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) {
    child.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
