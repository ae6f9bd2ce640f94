// `npm run demo`: loads the sample catalogue into the installation the environment names
// (DATA_DIR, DATABASE_URL, STORAGE_URL — the same settings as `npm start`). Run through tsx from
// the repository (a devDependency); it is a tool for trying Toolbox out, not part of a deployment.
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { openInstallation } from '../installation';
import { loadDemo } from './loader';

async function main() {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  // Refused with a clear message while a server uses the same data folder.
  const { releaseLock, opened, ...installation } = await openInstallation(config);
  await opened;
  const { database } = installation;
  const { app, services } = await buildApp(installation);
  try {
    const seeded = await services.users.ensureAdministrator(
      config.adminEmail,
      config.adminPassword,
    );
    if (seeded.generatedPassword) {
      console.log(
        `Toolbox administrator created: ${config.adminEmail} / ${seeded.generatedPassword} (shown once)`,
      );
    }
    const report = await loadDemo(services, database.db, config.adminEmail);
    for (const line of report.created) console.log(`  + ${line}`);
    if (report.skipped.length > 0) {
      console.log(`  ${report.skipped.length} item(s) were already there and were left alone.`);
    }
    console.log(
      `\nSample catalogue loaded into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}: ` +
        `${report.created.length} item(s) created.\n` +
        `Engineers sign in with the password ${report.engineerPassword}.\n` +
        'Now run `npm start` and sign in as the administrator.',
    );
  } finally {
    await app.close();
    await database.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
