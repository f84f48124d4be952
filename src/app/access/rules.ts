import type { Company, PermissionState } from '../../session/types.ts';

/** What the access rules look at: the selected company and the state of its permission lists. */
export interface AccessContext {
  company: Pick<Company, 'id' | 'codigo_modulo'> | null;
  permissions: PermissionState;
}

/** The code of Home: always allowed (spec 1 §6). */
export const HOME_CODE = 0;

/**
 * Is the screen access code allowed? (spec 1 §6, in this order)
 * - an empty code (undefined, '', not an integer) is never allowed;
 * - code 0 (Home) is always allowed — even before a company is chosen, since the picker opens over Home;
 * - with no company selected, nothing else is allowed;
 * - while the permissions load, nothing else is allowed yet (routes wait, menu items are disabled);
 * - if the permissions call failed, only Home remains allowed;
 * - otherwise a code is allowed when it is in the release list (codigo_telas_liberar).
 * The hide list does not forbid: it only removes the item from the menu (see isHidden).
 */
export function isCodeAllowed(code: number | string | null | undefined, ctx: AccessContext): boolean {
  if (code === undefined || code === null || code === '') return false;
  const n = typeof code === 'number' ? code : Number(code);
  if (!Number.isInteger(n)) return false;
  if (n === HOME_CODE) return true;
  if (!ctx.company) return false;
  const p = ctx.permissions;
  if (p.status !== 'ok' || p.empresaId !== ctx.company.id) return false;
  return p.liberar.includes(n);
}

/** Is the code in the hide list (codigo_telas_ocultar)? Hidden items are removed from the menu. */
export function isHidden(code: number | null, ctx: AccessContext): boolean {
  const p = ctx.permissions;
  if (code === null || p.status !== 'ok') return false;
  return p.ocultar.includes(code);
}

/**
 * Can the user open a screen with this accessCode? `null` means the screen needs only a session
 * and a selected company (e.g. /detalhesCadastro/:tipo_cadastro); any number goes through isCodeAllowed.
 */
export function isScreenAllowed(accessCode: number | null, ctx: AccessContext): boolean {
  if (accessCode === null) return ctx.company !== null;
  return isCodeAllowed(accessCode, ctx);
}

/** True while a route must wait for the selected company's permissions (shows a spinner, not 'Acesso Negado'). */
export function isDecisionPending(ctx: AccessContext): boolean {
  if (!ctx.company) return false;
  const p = ctx.permissions;
  const settled = (p.status === 'ok' || p.status === 'failed') && p.empresaId === ctx.company.id;
  return !settled;
}
