import type { Database } from '../db/database.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeAllSessions } from '../auth/sessions.ts';

/**
 * What `npm run admin` does to the database, without the command line (tested on its own):
 * companies (with their data source), users (password hashed, never stored or printed), and
 * per-company screen permissions (release and hide lists, spec 1 §6). Every refusal is an
 * AdminError with a pt-BR message for the operator.
 */
export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}

export interface EmpresaInput {
  id?: number;
  idEmpresaCliente?: number;
  razaoSocial: string;
  nomeFantasia: string;
  cnpj: string;
  codigoModulo?: number;
  fonteDados?: string;
}

export interface UsuarioInput {
  email: string;
  nome?: string;
  gestorFrota?: 'S' | 'N';
  senha?: string;
}

export const MIN_PASSWORD_LENGTH = 8;

const nextId = async (db: Database, table: 'usuarios' | 'empresas') =>
  Number((await db.one<{ n: number }>(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${table}`))!.n);

function checkFonteDados(fonte: string): string {
  if (fonte === 'embutido' || /^tcp:\/\/[\w.-]+:\d{1,5}$/.test(fonte)) return fonte;
  throw new AdminError(`Fonte de dados inválida: '${fonte}'. Use 'embutido' (esta base) ou tcp://host:porta.`);
}

function checkCnpj(cnpj: string): string {
  const digits = cnpj.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits)) throw new AdminError(`CNPJ inválido: '${cnpj}'. Informe os 14 dígitos.`);
  return digits;
}

function checkPassword(senha: string): string {
  if (senha.length < MIN_PASSWORD_LENGTH) throw new AdminError(`Senha curta demais: use ao menos ${MIN_PASSWORD_LENGTH} caracteres.`);
  return senha;
}

const empresaById = (db: Database, id: number) => db.one<{ id: number }>('SELECT id FROM empresas WHERE id = $1', [id]);
const usuarioByEmail = (db: Database, email: string) =>
  db.one<{ id: number; nome: string; email: string }>('SELECT id, nome, email FROM usuarios WHERE lower(email) = lower($1)', [email.trim()]);

export async function createEmpresa(db: Database, input: EmpresaInput): Promise<number> {
  const id = input.id ?? (await nextId(db, 'empresas'));
  if (await empresaById(db, id)) throw new AdminError(`Já existe a empresa ${id}. Para alterá-la: empresa atualizar --id ${id} ...`);
  if (!input.razaoSocial?.trim() || !input.nomeFantasia?.trim()) throw new AdminError('Informe --razao-social e --nome-fantasia.');
  await db.run(
    `INSERT INTO empresas (id, id_empresa_cliente, razao_social, nome_fantasia, cnpj, codigo_modulo, fonte_dados)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, input.idEmpresaCliente ?? id, input.razaoSocial.trim(), input.nomeFantasia.trim(), checkCnpj(input.cnpj ?? ''), input.codigoModulo ?? 1, checkFonteDados(input.fonteDados ?? 'embutido')],
  );
  return id;
}

export async function updateEmpresa(db: Database, id: number, changes: Partial<EmpresaInput>): Promise<void> {
  if (!(await empresaById(db, id))) throw new AdminError(`Empresa ${id} não encontrada.`);
  const sets: [string, unknown][] = [];
  if (changes.idEmpresaCliente !== undefined) sets.push(['id_empresa_cliente', changes.idEmpresaCliente]);
  if (changes.razaoSocial !== undefined) sets.push(['razao_social', changes.razaoSocial.trim()]);
  if (changes.nomeFantasia !== undefined) sets.push(['nome_fantasia', changes.nomeFantasia.trim()]);
  if (changes.cnpj !== undefined) sets.push(['cnpj', checkCnpj(changes.cnpj)]);
  if (changes.codigoModulo !== undefined) sets.push(['codigo_modulo', changes.codigoModulo]);
  if (changes.fonteDados !== undefined) sets.push(['fonte_dados', checkFonteDados(changes.fonteDados)]);
  if (sets.length === 0) throw new AdminError('Nada a alterar: informe ao menos um campo.');
  await db.run(`UPDATE empresas SET ${sets.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...sets.map(([, v]) => v)] as never);
}

export async function createUsuario(db: Database, input: UsuarioInput): Promise<number> {
  const email = input.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new AdminError(`E-mail inválido: '${input.email}'.`);
  if (await usuarioByEmail(db, email)) throw new AdminError(`Já existe um usuário com o e-mail ${email}. Para alterá-lo: usuario atualizar --email ${email} ...`);
  if (!input.nome?.trim()) throw new AdminError('Informe --nome.');
  if (input.senha === undefined) throw new AdminError('Informe a senha com --senha (digitada ou lida da entrada padrão).');
  const id = await nextId(db, 'usuarios');
  await db.run('INSERT INTO usuarios (id, nome, email, senha_hash, gestor_frota) VALUES ($1, $2, $3, $4, $5)', [
    id,
    input.nome.trim(),
    email,
    await hashPassword(checkPassword(input.senha)),
    input.gestorFrota ?? 'N',
  ]);
  return id;
}

/** Changes name, fleet-manager flag and/or password; a new password ends every session of the user. */
export async function updateUsuario(db: Database, input: UsuarioInput): Promise<{ sessionsRevoked: boolean }> {
  const user = await usuarioByEmail(db, input.email ?? '');
  if (!user) throw new AdminError(`Usuário ${input.email} não encontrado.`);
  const sets: [string, unknown][] = [];
  if (input.nome !== undefined) sets.push(['nome', input.nome.trim()]);
  if (input.gestorFrota !== undefined) sets.push(['gestor_frota', input.gestorFrota]);
  if (input.senha !== undefined) sets.push(['senha_hash', await hashPassword(checkPassword(input.senha))]);
  if (sets.length === 0) throw new AdminError('Nada a alterar: informe --nome, --gestor-frota ou --senha.');
  await db.transaction(async (tx) => {
    await tx.run(`UPDATE usuarios SET ${sets.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [user.id, ...sets.map(([, v]) => v)] as never);
    if (input.senha !== undefined) await revokeAllSessions(tx, user.id);
  });
  return { sessionsRevoked: input.senha !== undefined };
}

/** Ends every session of the user (a lost device, a departure) without changing the password. */
export async function revokeUsuarioSessions(db: Database, email: string): Promise<void> {
  const user = await usuarioByEmail(db, email);
  if (!user) throw new AdminError(`Usuário ${email} não encontrado.`);
  await revokeAllSessions(db, user.id);
}

const codeList = (codes: number[]) => `CAST(ARRAY[${codes.map((c) => String(Math.trunc(c))).join(', ')}] AS INTEGER[])`;

/** Sets the user's membership of the company with its release and hide lists (replacing earlier ones). */
export async function setPermissoes(db: Database, email: string, empresaId: number, liberar: number[], ocultar: number[]): Promise<void> {
  const user = await usuarioByEmail(db, email);
  if (!user) throw new AdminError(`Usuário ${email} não encontrado.`);
  if (!(await empresaById(db, empresaId))) throw new AdminError(`Empresa ${empresaId} não encontrada.`);
  for (const code of [...liberar, ...ocultar]) {
    if (!Number.isSafeInteger(code) || code < 0) throw new AdminError(`Código de tela inválido: ${code}.`);
  }
  // The lists are validated integers, written as literals: one statement both databases accept.
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM usuario_empresas WHERE usuario_id = $1 AND empresa_id = $2', [user.id, empresaId]);
    await tx.run(
      `INSERT INTO usuario_empresas (usuario_id, empresa_id, codigo_telas_liberar, codigo_telas_ocultar)
       VALUES ($1, $2, ${codeList(liberar)}, ${codeList(ocultar)})`,
      [user.id, empresaId],
    );
  });
}

export async function removePermissoes(db: Database, email: string, empresaId: number): Promise<void> {
  const user = await usuarioByEmail(db, email);
  if (!user) throw new AdminError(`Usuário ${email} não encontrado.`);
  await db.run('DELETE FROM usuario_empresas WHERE usuario_id = $1 AND empresa_id = $2', [user.id, empresaId]);
}

export interface Listing {
  empresas: { id: number; id_empresa_cliente: number; nome_fantasia: string; cnpj: string; codigo_modulo: number; fonte_dados: string }[];
  usuarios: { id: number; nome: string; email: string; gestor_frota: string }[];
  permissoes: { email: string; empresa_id: number; codigo_telas_liberar: number[]; codigo_telas_ocultar: number[] }[];
}

export async function listAll(db: Database): Promise<Listing> {
  return {
    empresas: await db.all('SELECT id, id_empresa_cliente, nome_fantasia, cnpj, codigo_modulo, fonte_dados FROM empresas ORDER BY id'),
    usuarios: await db.all('SELECT id, nome, email, gestor_frota FROM usuarios ORDER BY id'),
    permissoes: await db.all(
      `SELECT u.email, ue.empresa_id, ue.codigo_telas_liberar, ue.codigo_telas_ocultar
         FROM usuario_empresas ue JOIN usuarios u ON u.id = ue.usuario_id
        ORDER BY u.email, ue.empresa_id`,
    ),
  };
}

/**
 * Sets (or, with an empty key, clears) a company's Google Maps key, read by GET …/configuracoes/google-maps-api-key
 * (docs/maps.md). A browser key of the Maps JavaScript API: restrict it to the portal's address at Google.
 */
export async function setGoogleMapsApiKey(db: Database, empresaId: number, key: string): Promise<void> {
  if (!(await empresaById(db, empresaId))) throw new AdminError(`Empresa ${empresaId} não existe.`);
  const valor = key.trim();
  if (valor !== '' && !/^[\w-]{10,200}$/.test(valor)) throw new AdminError('Chave de API do Google Maps inválida: use só letras, números, _ e -.');
  await db.transaction(async (tx) => {
    await tx.run("DELETE FROM configuracoes WHERE empresa_id = $1 AND chave = 'google_maps_api_key'", [empresaId]);
    await tx.run("INSERT INTO configuracoes (empresa_id, chave, valor) VALUES ($1, 'google_maps_api_key', $2)", [empresaId, valor]);
  });
}
