/**
 * A loader of one of the offline basemap's static JSON files (basemap.ts, brasil.ts): fetched once per page and
 * shared by every map drawn; a failed fetch is forgotten, so a later map may try again.
 */
export function staticJson<T>(url: string): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`basemap ${res.status}`);
        return res.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      }));
}
