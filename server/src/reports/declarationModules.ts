import { pathToFileURL } from 'node:url';

/**
 * Loads a declaration file found by discover.ts's folder scan. Under tsx (npm run dev, tests, scripts) a plain dynamic
 * import; the compiled server (scripts/build-server.ts) replaces this module with one that holds every
 * `*.report.ts` of server/src/reports bundled in (plain node cannot import TypeScript), falling back to this import.
 */
export const importDeclaration = (file: string): Promise<unknown> => import(pathToFileURL(file).href);
