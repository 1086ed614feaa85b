#!/usr/bin/env node
// `npm start`: install what is missing, build the web app (only when its sources changed since the
// last build), migrate, serve, print the URL.
import { execSync, spawn } from 'node:child_process';
import { buildInputsHash, isBuildCurrent, writeBuildStamp } from './build-stamp.mjs';
import { ensureDependencies } from './ensure-deps.mjs';

// STATIC_DIR serves (and builds) somewhere else, as the start script's own test does.
const OUT_DIR = process.env.STATIC_DIR ?? 'dist/web';

ensureDependencies();
const inputs = buildInputsHash();
if (isBuildCurrent(OUT_DIR, inputs)) {
  console.log('The web app is built from these sources already: not building it again.');
} else {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  writeBuildStamp(OUT_DIR, inputs);
}

// The server runs migrations before it listens, then prints its URL. It gets an IPC channel: when
// this process ends, however it ends, the channel closes and the server shuts down too.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', STATIC_DIR: OUT_DIR, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// `kill <npm pid>` ends npm and its shell, but a shell does not pass the signal on: this process
// would be left behind (with the server). When our parent goes, we are re-parented: stop then.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
