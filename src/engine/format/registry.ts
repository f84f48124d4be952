// Moved to common/ (issue 36): the server's subscription messages show values and write XLSX cells with the same table.
export * from '../../../common/formatRegistry.ts';
