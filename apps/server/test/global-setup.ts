import type { TestProject } from 'vitest/node';
import { startTestPostgres, type TestPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

let server: TestPostgres | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE !== 'postgres') return;
  server = await startTestPostgres();
  project.provide('postgresAdminUrl', server.url);
}

export function teardown(): void {
  server?.stop();
}
