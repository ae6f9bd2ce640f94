import { runFirebaseImport } from '../import/firebase/run';

runFirebaseImport(process.argv.slice(2), process.env, (line) => console.log(line))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
