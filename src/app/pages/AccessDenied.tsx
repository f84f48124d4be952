import { Result } from 'antd';

/** Exact text of spec 1 §2.3. */
export const ACCESS_DENIED_TEXT = 'Acesso Negado - Suas credencias não possuem permissão para acessar esta área do sistema.';

/** Shown when a private route is opened without its access code. */
export function AccessDenied() {
  return <Result status="403" title={ACCESS_DENIED_TEXT} />;
}
