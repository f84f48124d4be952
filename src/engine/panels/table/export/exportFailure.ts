/**
 * Every failed download tells the user (issue 28: 'Baixar XLSX' on a large table used to end in silence): an antd
 * notification, top right like the engine's other notices, naming the file kind, the table and the cause.
 */
import type { Notices } from '../../../messages/notices.ts';

/** An export that has not finished by then is reported as failed (the library hung once: a refused Web Worker). */
export const EXPORT_TIMEOUT_MS = 30_000;
const TIMED_OUT = 'mirante:export-timeout';

/** The cause in pt-BR: a spreadsheet code that could not be downloaded, a stalled export, else the error's text. */
export function exportFailureCause(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error ?? '');
  if (/dynamically imported module|module script|Failed to fetch|Load failed|NetworkError/i.test(text)) {
    return 'não foi possível carregar o gerador de planilhas (verifique a conexão)';
  }
  if (text === TIMED_OUT) return `o arquivo não ficou pronto em ${EXPORT_TIMEOUT_MS / 1000} segundos`;
  return text || 'erro desconhecido';
}

/** Shows the failure of one download ('CSV' or 'XLSX') of the table `title`. */
export function notifyExportFailure({ notification }: Notices, format: 'CSV' | 'XLSX', title: string, error: unknown): void {
  // the stack stays in the console for support; the user reads the cause
  console.error(`Exportação ${format} falhou`, error);
  notification.error({
    title: `Não foi possível baixar o arquivo ${format}`,
    description: `${title ? `Tabela '${title}': ` : ''}${exportFailureCause(error)}. Tente novamente; se o erro continuar, contate o suporte.`,
    placement: 'topRight',
    duration: 5,
  });
}

/** Runs a download; a rejection, a throw or no end within EXPORT_TIMEOUT_MS becomes the notification above. */
export async function runExport(notices: Notices, format: 'CSV' | 'XLSX', title: string, work: () => void | Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(TIMED_OUT)), EXPORT_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(work), timeout]);
  } catch (error) {
    notifyExportFailure(notices, format, title, error);
  } finally {
    clearTimeout(timer);
  }
}
