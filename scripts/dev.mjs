// `npm run dev`: the API server restarting on change (tsx watch) beside Vite's hot-reloading client.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const env = { ...process.env, NODE_ENV: 'development', PORT: port };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', process.env.HOST ?? '127.0.0.1'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
