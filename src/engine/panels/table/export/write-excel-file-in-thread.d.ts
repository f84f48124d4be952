/** Served by vite.config.ts's `xlsxInThread` plugin: write-excel-file's own writer that zips in the page's thread. */
declare module 'write-excel-file/in-thread' {
  /**
   * Builds the file from the sheet's rows (cells as in write-excel-file's README) and the sheet options; the zip is
   * fflate's `zipSync`. `toUint8Array` reads parts that are Blobs (images: none here).
   */
  export function generateXlsxFileSync(
    data: unknown,
    options: { columns?: { width?: number }[]; sheet?: string },
    unused: undefined,
    toUint8Array: (content: Blob) => Promise<Uint8Array>,
  ): Promise<Blob>;
}
