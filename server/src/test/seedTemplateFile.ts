import { join } from 'node:path';

/** The seeded template of `today` in the run's folder (built by ./buildSeedTemplate.ts, copied by ./seededDatabase.ts). */
export const templateFile = (dir: string, today: string) => join(dir, `small-${today}.duckdb`);
