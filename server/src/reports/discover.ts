import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importDeclaration } from './declarationModules.ts';
import type { ReportDeclaration } from './declaration.ts';
import type { Queries } from '../db/database.ts';
import { loadReport, runReport, type LoadedReport } from './runReport.ts';

/** The folder scanned for declarations: server/src/reports. */
export const REPORTS_DIR = dirname(fileURLToPath(import.meta.url));

/** Every `*.report.ts` below `dir`, sorted (the route order does not depend on the file system). */
export function findDeclarationFiles(dir = REPORTS_DIR): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...findDeclarationFiles(path));
    else if (entry.name.endsWith('.report.ts')) files.push(path);
  }
  return files.sort();
}

/**
 * Discovers the declared reports: every `server/src/reports/<area>/<name>.report.ts` default-exports a
 * declaration (a file scan at startup, no list kept by hand; docs/reports.md says why not a generated index).
 * Reads and compiles their SQL; a missing SQL file or a declaration without a default export stops the server.
 */
export async function discoverReports(dir = REPORTS_DIR): Promise<LoadedReport[]> {
  const reports: LoadedReport[] = [];
  for (const file of findDeclarationFiles(dir)) {
    const module = (await importDeclaration(file)) as { default?: ReportDeclaration };
    const name = relative(join(REPORTS_DIR, '..', '..', '..'), file);
    if (!module.default?.path) throw new Error(`${name}: o arquivo deve exportar por padrão defineReport({ … }).`);
    reports.push(loadReport(name, module.default, dirname(file)));
  }
  return reports;
}

/** One declared report by name ('faturamento/curva-abc-clientes'), for scripts and tests that run it without HTTP. */
export async function loadDeclaredReport(name: string): Promise<LoadedReport> {
  const file = join(REPORTS_DIR, `${name}.report.ts`);
  const module = (await importDeclaration(file)) as { default: ReportDeclaration };
  return loadReport(relative(join(REPORTS_DIR, '..', '..', '..'), file), module.default, dirname(file));
}

/** Runs a declared report by name without HTTP (bench, seed checks); the answer as the route sends it. */
export async function runDeclaredReport(
  name: string,
  db: Queries,
  input: { empresaId: number; today: string; params?: Record<string, unknown>; query?: Record<string, unknown> },
): Promise<unknown> {
  return runReport(await loadDeclaredReport(name), db, { params: {}, query: {}, ...input });
}
