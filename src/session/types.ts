/** The signed-in user; only `nome` is shown (spec 1 §1). */
export interface SessionUser {
  id?: number;
  nome: string;
  email?: string;
}

/** A client company the user belongs to (spec 1 §3). codigo_modulo 2 = alternate routes and codes. */
export interface Company {
  id: number;
  id_empresa_cliente: number;
  nome_fantasia: string;
  codigo_modulo: number;
  razao_social?: string;
  cnpj?: string;
}

/** The selected company's permission lists (GET empresas/{id}/permissoes-acesso). */
export interface Permissions {
  liberar: number[];
  ocultar: number[];
}

/** Where the permissions of the selected company stand. 'failed' leaves only Home allowed (spec 1 §6). */
export type PermissionState =
  | { status: 'idle' }
  | { status: 'loading'; empresaId: number }
  | ({ status: 'ok'; empresaId: number } & Permissions)
  | { status: 'failed'; empresaId: number };
