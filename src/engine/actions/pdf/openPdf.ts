import { apiGet } from '../../../api/client.ts';
import { getPath, type ResolvedCall } from '../../calls/templates.ts';
import { errorText } from '../../messages/errorText.ts';
import type { Notices } from '../../messages/notices.ts';

/** base64 → Blob application/pdf. */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Opens a PDF returned as base64 by a call. The window is opened synchronously on the click
 * (about:blank) so popup blockers allow it; its location is set once the answer arrives.
 * Empty answer → the definition's emptyMessage; failure → the server's error text.
 */
export async function openPdf(call: ResolvedCall, dataPath: string, emptyMessage: string, { message }: Notices): Promise<void> {
  const win = window.open('about:blank', '_blank');
  try {
    const answer = await apiGet<unknown>(call.path, call.params);
    const base64 = getPath(answer, dataPath);
    if (typeof base64 !== 'string' || base64.trim() === '') {
      win?.close();
      void message.warning(emptyMessage);
      return;
    }
    const url = URL.createObjectURL(pdfBlob(base64));
    if (win) win.location.href = url;
    else window.open(url, '_blank');
  } catch (error) {
    win?.close();
    void message.error(errorText(error));
  }
}
