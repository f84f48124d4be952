/**
 * Hands a built file to the browser as a download: an <a download> clicked on an object URL. Both exports go through
 * here, in the click's own promise, so a failure reaches runExport's notification (AG Grid's exportDataAsCsv saves
 * from a later task, behind its export overlay, where a throw reached no one).
 */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.setAttribute('href', url);
  link.setAttribute('download', name);
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked later: Chromium reads the URL after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
