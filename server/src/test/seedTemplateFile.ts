import { join } from 'node:path';

/** The seeded template of `today` in the run's folder (built by ./buildSeedTemplate.ts, copied by ./seededDatabase.ts). */
export const templateFile = (dir: string, today: string) => join(dir, `small-${today}.duckdb`);

/** Present while the template is being built (written by tests/setup/seedTemplates.ts before it starts the build). */
export const pendingFile = (template: string) => `${template}.pending`;
