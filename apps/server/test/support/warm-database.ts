// Setup file: open (and migrate) the worker's shared database in a hook, whose timeout is generous, so the
// seconds PGlite needs to start on a loaded machine are never charged to the first test of a file.
import { beforeAll } from 'vitest';
import { testDatabase } from './test-database.js';

beforeAll(async () => {
  await testDatabase();
});
