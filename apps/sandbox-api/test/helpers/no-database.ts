import type { Database } from '../../src/db/database.js';

/** A database that fails the test on any use: for routes that must answer from seeded data. */
export function noDatabase(what: string): Database {
  const refuse = () => Promise.reject(new Error(`${what} used the database`));
  return { query: refuse, exec: refuse, transaction: refuse, close: async () => {} };
}
