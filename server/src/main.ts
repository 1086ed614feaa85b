import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { drain } from './health/drain';

// Reads the configuration, starts the server, prints the URL, and shuts down cleanly.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  let closing = false;
  // Draining: the health check says so first (a load balancer stops sending), then the server stops
  // accepting and finishes what is in flight (an AI stream included), within a grace period.
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    drain.active = true;
    app.log.info(`${reason}: draining, then shutting down`);
    setTimeout(() => {
      app.log.warn(`requests still running after ${config.shutdown.graceMs} ms: exiting`);
      process.exit(1);
    }, config.shutdown.delayMs + config.shutdown.graceMs).unref();
    if (config.shutdown.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
    // New requests on open connections are answered "closing"; a kept-alive connection whose last
    // request ends after close() began would otherwise hold the server until its keep-alive timeout.
    app.server.on('request', (_request, response) => response.setHeader('connection', 'close'));
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => void shutdown('SIGINT received'));
  process.on('SIGTERM', () => void shutdown('SIGTERM received'));
  // Started by `npm start` (scripts/start.mjs) with an IPC channel: if that process goes, for any
  // reason and any signal, so does the server (it is never left running behind a dead npm).
  if (process.send) process.on('disconnect', () => void shutdown('the process that started the server ended'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  console.log(`\n  DevForge is running at http://${shownHost}:${port}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
