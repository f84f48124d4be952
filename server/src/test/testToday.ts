/** The business date of test apps (testApp.ts) and of the run's seeded template (tests/setup/seedTemplates.ts). */
export const TEST_TODAY = '2026-11-21';
