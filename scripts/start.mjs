#!/usr/bin/env node
// `npm start`: install what is missing, build the web app, migrate, serve, print the URL.
import { execSync, spawn } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
console.log('Building the web app…');
execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

// The server runs migrations before it listens, then prints its URL.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', STATIC_DIR: 'dist/web', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
