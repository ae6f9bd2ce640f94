import { runBackup, runRestore } from './backup';

const [command, ...args] = process.argv.slice(2);
const run = command === 'restore' ? runRestore : runBackup;
run(args, process.env, (line) => console.log(line))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
