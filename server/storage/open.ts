import { EXIT, StartupError } from '../env';
import { describeError } from './db';
import { Storage, type StorageOptions } from './storage';

/**
 * Opens the server's one database (shared by Ask AI and the page feedback),
 * or stops the start with one readable line when it cannot be reached.
 */
export async function openServerStorage(options: StorageOptions): Promise<Storage> {
  return Storage.open(options).catch((error: unknown) => {
    const where = options.databaseUrl
      ? 'the PostgreSQL database of DATABASE_URL'
      : `the SQLite file in ${options.dataDir}`;
    throw new StartupError(`The server cannot open ${where}: ${describeError(error)}`, EXIT.unavailable);
  });
}
