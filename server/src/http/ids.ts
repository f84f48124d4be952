/** The largest id: keys are DuckDB INTEGER columns, and a bigger number would fail the query's cast (a 500). */
export const MAX_ID = 2_147_483_647;
