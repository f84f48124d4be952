import type { LoginLimits } from './loginLimits.ts';

/** The environment variables of each sign-in limit (README, "Configuração"). */
export const LOGIN_LIMIT_VARIABLES: Record<keyof LoginLimits, string> = {
  accountFailures: 'MIRANTE_LOGIN_FALHAS_CONTA',
  accountWindowSeconds: 'MIRANTE_LOGIN_JANELA_CONTA_SEGUNDOS',
  addressFailures: 'MIRANTE_LOGIN_FALHAS_ENDERECO',
  addressWindowSeconds: 'MIRANTE_LOGIN_JANELA_ENDERECO_SEGUNDOS',
};

// read and validated with the other settings: config.ts loginLimitsFromEnv
