/**
 * A date range's representation, 'YYYY-MM-DD..YYYY-MM-DD' (in the form, the URL and the controller). The helpers
 * live in common/relativeDates.ts (the server's subscriptions resolve ranges too); this module keeps the portal's
 * import path below values.ts (the dateRange widget's value rules need it, and values.ts reads them).
 */
export { RANGE_SEPARATOR, makeRange, monthToDate, splitRange } from '../../../common/relativeDates.ts';
