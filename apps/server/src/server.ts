import { loadConfig } from './env';
import { openInstallation } from './installation';
import { openControlSocket } from './backup/control-socket';

/** How long kept-alive connections stay open on SIGTERM for requests already on their way. */
const KEEP_ALIVE_SETTLE_MS = 1000;

/** Starts Toolbox: lock the data folder, open and migrate the database, seed, listen. */
async function main() {
  const config = loadConfig();
  // PGlite starts on a thread of its own, about a second of work, while this thread loads the
  // server's modules (about as long): on two cores the two overlap.
  const [
    { releaseLock, opened, ...installation },
    { buildApp },
    { serverSweeps, startSweeps },
    { administratorBox },
  ] = await Promise.all([
    openInstallation(config),
    import('./app'),
    import('./sweeps'),
    import('./lib/pretty-log'),
  ]);
  const { database } = installation;
  // Built while PGlite may still be opening on its thread: the app queries nothing before it has.
  const [{ app, services, metrics }] = await Promise.all([buildApp(installation), opened]);
  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes X-Forwarded-For from anyone; name the proxy addresses or a hop count instead',
    );
  }

  const seeded = await services.users.ensureAdministrator(config.adminEmail, config.adminPassword);
  if (seeded.generatedPassword) {
    // Printed once, on the first start only: the password is not stored anywhere readable.
    console.log(administratorBox(config.adminEmail, seeded.generatedPassword));
  }

  // On PGlite, `npm run backup` asks this process for the archive (the database is its alone).
  const control =
    database.kind === 'pglite'
      ? await openControlSocket(
          config.dataDir,
          // The archive's code is loaded when a backup is asked for, not by every start.
          async (out) => {
            const { writeBackup } = await import('./backup/backup');
            return writeBackup({ database, storage: installation.storage }, out);
          },
          app.log,
        )
      : null;

  // Listening before the round of clean-ups at start and the text reading: neither holds up the
  // first page. Fastify logs one line per address it listens on: that line says where to go.
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) =>
      `Toolbox is running at ${config.publicUrl}` +
      (address === config.publicUrl ? '' : ` (listening on ${address})`) +
      ` — database: ${database.kind}`,
  });

  // The clean-ups run now, then every hour (docs/product.md#sec-sweeps), as jobs of the queue
  // that then starts taking the other work too (push deliveries).
  const sweeps = startSweeps(
    serverSweeps(services, database.db, database.upkeep),
    app.log,
    undefined,
    metrics,
    services.jobs,
  );

  // Search inside documents: the PDF versions not read yet are queued now and every 5 minutes.
  void sweeps.started
    .then(() => services.documentText.start())
    .catch((error: unknown) => app.log.error({ err: error }, 'text reading not scheduled'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // New connections are refused at once and live-event streams end (browsers reconnect to
    // another replica); requests in flight get SHUTDOWN_GRACE_SECONDS to finish (issue #21).
    const cutOff = setTimeout(() => {
      app.log.warn('requests still open after the shutdown grace period; closing them');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    // And whatever still holds on (a query stuck on a lock) does not keep the process alive.
    setTimeout(() => process.exit(0), config.shutdownGraceMs + 5000).unref();
    // A proxy may be sending a request down a kept-alive connection right now: closing idle
    // connections at once would cut it (a 502 for a POST the proxy cannot send again). They stay
    // open a moment, every answer now ends its connection, and the idle ones left are closed.
    const closeIdle = app.server.closeIdleConnections.bind(app.server);
    app.server.closeIdleConnections = () => undefined;
    const idle = setInterval(closeIdle, KEEP_ALIVE_SETTLE_MS);
    idle.unref();

    try {
      // The queue takes no new job from the start: the one running gets the grace period.
      await Promise.all([
        services.jobs.stop(config.shutdownGraceMs),
        app.close(),
        sweeps.stop(),
        control?.close(),
      ]);
      clearTimeout(cutOff);
      clearInterval(idle);
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown did not finish cleanly');
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
