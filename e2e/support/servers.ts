import type { Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error the tooling package is plain JavaScript
import { serveApp } from '../../tooling/serve.mjs';
// @ts-expect-error the document server is plain JavaScript
import { createDocumentServer } from '../../shell/server/document-server.mjs';
import { remotesJson, repoRoot, runDir } from './env';

/**
 * Serves a built folder on a port for one test; returns a function that stops it. With a runtime
 * manifest it is a shell, answered by the document server (shell/server/).
 */
export async function serve(dir: string, port: number, remotesFile?: string): Promise<() => Promise<void>> {
  if (remotesFile) {
    const app = (await createDocumentServer({ dir, remotesJson: remotesFile })) as {
      listen(o: object): Promise<string>;
      close(): Promise<void>;
    };
    await app.listen({ port, host: '127.0.0.1' });
    return () => app.close();
  }
  const server: Server = await serveApp({ dir, port, host: '127.0.0.1' });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Writes a runtime manifest for a test's own shell server and returns its path. */
export function writeRemotes(name: string, ports: Parameters<typeof remotesJson>[0]): string {
  const file = join(runDir, `${name}.remotes.json`);
  writeFileSync(file, JSON.stringify(remotesJson(ports), null, 2));
  return file;
}

export const dist = (app: string) => join(repoRoot, app, 'dist');
