import type { TestProject } from 'vitest/node';
import { startTestPostgres, type TestPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

// One throwaway PostgreSQL server for the `server-postgres` project; each test file makes its own
// database on it (test/test-app.ts).
let server: TestPostgres | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startTestPostgres();
  project.provide('postgresAdminUrl', server.url);
}

export function teardown(): void {
  server?.stop();
}
