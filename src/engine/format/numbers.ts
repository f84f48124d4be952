// Moved to common/ (issue 36): the server's subscription messages format values with the same rules.
export * from '../../../common/numberFormat.ts';
