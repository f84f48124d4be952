// Moved to common/ (issue 36): the server's subscription messages format dates with the same rules.
export * from '../../../common/dateFormat.ts';
