import { signToken } from '../../server/src/auth/token.ts';

/** The user the API benchmarks ask as: bruno, a member of every demo company. */
export const BENCH_USER = 2;

/** A bearer token of BENCH_USER, signed with the benchmark server's secret, valid for an hour. */
export const benchToken = (secret: string) => signToken(BENCH_USER, secret, 3600);
