import type { Database } from '../db/database.ts';

/**
 * Google's hosts for the Maps JavaScript API (Google's CSP guide, allowlist form), added to the portal's CSP only
 * while some company has a key (docs/maps.md): a deployment without keys keeps the strict policy, where no map
 * script can come from outside. The CSP is per response and the HTML page does not know the company yet (it is
 * picked in the portal), so the switch is "any company has a key", not per company.
 */
const GOOGLE_MAPS_SOURCES: Record<string, string[]> = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com', 'blob:'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': ['https://*.google.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'worker-src': ['blob:'],
};

/** The policy with Google's map hosts added to its directives (a missing directive is added). */
export function withGoogleMaps(policy: string): string {
  const directives = policy.split(';').map((d) => d.trim()).filter(Boolean).map((d) => d.split(/\s+/));
  for (const [name, sources] of Object.entries(GOOGLE_MAPS_SOURCES)) {
    const directive = directives.find(([n]) => n === name);
    if (directive) directive.push(...sources.filter((s) => !directive.includes(s)));
    else directives.push([name, "'self'", ...sources]);
  }
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Whether any company has a Google Maps key, asked of the database at most every `ttlMs` (the HTML answers are
 * few, but a key set with `npm run admin` on PostgreSQL, server running, shows within that time). A failing
 * query counts as "no key": the strict policy.
 */
export function googleMapsKeyProbe(db: Pick<Database, 'one'>, ttlMs = 30_000): () => Promise<boolean> {
  let cached: { at: number; value: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const value = db
        .one<{ n: number }>("SELECT count(*) AS n FROM configuracoes WHERE chave = 'google_maps_api_key' AND valor <> ''")
        .then((row) => Number(row?.n ?? 0) > 0)
        .catch(() => false);
      cached = { at: now, value };
    }
    return cached.value;
  };
}
