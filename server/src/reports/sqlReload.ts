import { dirname } from 'node:path';
import { loadReport, type LoadedReport } from './runReport.ts';

/**
 * `npm run dev` only (config.reloadSql): each request reads its report's SQL files again, so an analyst who edits a
 * `.sql` sees the change on the next reload of the screen instead of restarting the server (~14 s; issue 37 item 7).
 * The same checks as at startup apply (an undeclared `$name` fails the request, with the file named in the log).
 * A changed declaration (`.report.ts`) still restarts the dev server (tsx watch): it is code.
 */
export function reloadSql(report: LoadedReport): void {
  const first = report.sql.values().next().value;
  if (!first) return;
  const fresh = loadReport(report.file, report.declaration, dirname(first.file));
  for (const [name, sql] of fresh.sql) report.sql.set(name, sql);
}
