import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './loginLimits.ts';

/** The environment variables of each sign-in limit (README, "Configuração"). */
export const LOGIN_LIMIT_VARIABLES: Record<keyof LoginLimits, string> = {
  accountFailures: 'MIRANTE_LOGIN_FALHAS_CONTA',
  accountWindowSeconds: 'MIRANTE_LOGIN_JANELA_CONTA_SEGUNDOS',
  addressFailures: 'MIRANTE_LOGIN_FALHAS_ENDERECO',
  addressWindowSeconds: 'MIRANTE_LOGIN_JANELA_ENDERECO_SEGUNDOS',
};

/** Each limit from its variable when that is a whole number ≥ 0 (0 = limit off), else the default. */
export function loginLimitsFromEnv(env: NodeJS.ProcessEnv): LoginLimits {
  const limits = { ...DEFAULT_LOGIN_LIMITS };
  for (const [field, name] of Object.entries(LOGIN_LIMIT_VARIABLES) as [keyof LoginLimits, string][]) {
    const raw = env[name];
    if (raw !== undefined && /^\d{1,9}$/.test(raw.trim())) limits[field] = Number(raw.trim());
  }
  return limits;
}
