import type { Database } from '../db/database.ts';

/** The demo password of every demo user (README lists the sign-ins). */
export const DEMO_PASSWORD = 'mirante123';

/** Every screen access code of the catalogue (spec 1 §2.1), by company module. */
export const MODULE_1_CODES = [
  1325, 1326, 1327, 1328, 1329, 1330, 1331, 1332, 1338, 1367, 1370, 1396, 1397, 1475, 1477, 1491,
];
export const MODULE_2_CODES = [
  1325, 1328, 1329, 1367, 1369, 1370, 1405, 1414, 1416, 1417, 1418, 1429, 1491, 1493, 1519, 1521,
];

/**
 * The demo companies. Company 4's data source is a TCP server that is not running, so its
 * status check fails (Home shows 'Reconectar'); starting anything on that port brings it back.
 */
// CNPJs: generated with valid check digits from a seeded generator (seed/documents.ts), not copied from real companies.
export const DEMO_COMPANIES = [
  { id: 1, id_empresa_cliente: 100, razao_social: 'Mirante Alimentos Ltda', nome_fantasia: 'Mirante Alimentos', cnpj: '17219121000121', codigo_modulo: 1, fonte_dados: 'embutido' },
  { id: 2, id_empresa_cliente: 100, razao_social: 'Intercarg Transportes e Logística Ltda', nome_fantasia: 'Intercarg Transportes', cnpj: '59821288000108', codigo_modulo: 2, fonte_dados: 'embutido' },
  { id: 3, id_empresa_cliente: 100, razao_social: 'Metalúrgica Vale Verde S.A.', nome_fantasia: 'Metalúrgica Vale Verde', cnpj: '55818137000140', codigo_modulo: 1, fonte_dados: 'embutido' },
  { id: 4, id_empresa_cliente: 100, razao_social: 'Serra Azul Distribuidora Ltda', nome_fantasia: 'Serra Azul Distribuidora', cnpj: '50976695000110', codigo_modulo: 1, fonte_dados: 'tcp://127.0.0.1:6543' },
] as const;

interface DemoMembership { empresa_id: number; liberar: number[]; ocultar: number[] }
interface DemoUser { id: number; nome: string; email: string; gestor_frota: 'S' | 'N'; empresas: DemoMembership[]; role: string }

/** The demo sign-ins, each showing one behaviour of the portal (README "Demo sign-ins"). */
export const DEMO_USERS: DemoUser[] = [
  { id: 1, nome: 'Ana Souza', email: 'ana@mirante.demo', gestor_frota: 'N', role: 'uma empresa (selecionada automaticamente), todas as telas',
    empresas: [{ empresa_id: 1, liberar: MODULE_1_CODES, ocultar: [] }] },
  { id: 2, nome: 'Bruno Lima', email: 'bruno@mirante.demo', gestor_frota: 'N', role: 'quatro empresas (abre o seletor), inclusive uma de módulo 2 e uma com a base fora do ar',
    empresas: [
      { empresa_id: 1, liberar: MODULE_1_CODES, ocultar: [] },
      { empresa_id: 2, liberar: MODULE_2_CODES, ocultar: [] },
      { empresa_id: 3, liberar: MODULE_1_CODES, ocultar: [] },
      { empresa_id: 4, liberar: [1325], ocultar: [] },
    ] },
  { id: 3, nome: 'Carla Mendes', email: 'carla@mirante.demo', gestor_frota: 'N', role: 'permissões restritas: Curva ABC Clientes não liberada (item desabilitado), Curva ABC Produtos oculta',
    empresas: [{ empresa_id: 1, liberar: [1325, 1327, 1328, 1329, 1330, 1331, 1367], ocultar: [1329] }] },
  { id: 4, nome: 'Diego Rocha', email: 'diego@mirante.demo', gestor_frota: 'S', role: 'gestor de frota da empresa de módulo 2',
    empresas: [{ empresa_id: 2, liberar: MODULE_2_CODES, ocultar: [] }] },
];

/**
 * Precomputed `hashPassword(DEMO_PASSWORD, salt)` of each demo user (scrypt N=2^15, the format of auth/password.ts).
 * Hashing four passwords took ~0.6 s of every seed, and tests seed once per file. The demo password is public, so
 * fixed hashes reveal nothing; the salts are deterministic (sha256('mirante-demo:' + e-mail), first 16 bytes) so
 * demo data is identical run after run. Real users still get random salts through hashPassword.
 * identities.test.ts checks each one verifies DEMO_PASSWORD.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'ana@mirante.demo': 'scrypt$01744dacef3cdd20bb37fff3dcc756c0$92414fc0f24b29d2f20ab444945d8dbc3561a3a8ba6d6cd31fed600cdb261fd7',
  'bruno@mirante.demo': 'scrypt$466de1e2a0b5dc1581fbbd5218c27652$aca20f4d42a9d8f909ebef40afd96707aed258bb483f5fbb8a79a9b4938d267c',
  'carla@mirante.demo': 'scrypt$06c875782d6049f0d96a4026d314217b$da46ef9328437dd13d75324b76d78146b173cfd535978a6b6f545474567cd480',
  'diego@mirante.demo': 'scrypt$d71918188aff8578e6ca9e81047c9b28$a50a0ee516e1c2f4415da3b8c7318d90a61113c64827a3cb20067554872adc3f',
};

const sqlText = (v: string) => `'${v.replaceAll("'", "''")}'`;

/**
 * Inserts the demo companies, users and permissions: one statement per table (values are our own constants, so
 * they are inlined; planning a statement per row cost more than the rows).
 */
export async function seedIdentities(db: Database): Promise<void> {
  const empresas = DEMO_COMPANIES.map((c) =>
    `(${c.id}, ${c.id_empresa_cliente}, ${sqlText(c.razao_social)}, ${sqlText(c.nome_fantasia)}, ${sqlText(c.cnpj)}, ${c.codigo_modulo}, ${sqlText(c.fonte_dados)})`);
  const usuarios = DEMO_USERS.map((u) => {
    const hash = DEMO_PASSWORD_HASHES[u.email];
    if (!hash) throw new Error(`seedIdentities: no demo password hash for ${u.email}`);
    return `(${u.id}, ${sqlText(u.nome)}, ${sqlText(u.email)}, ${sqlText(hash)}, ${sqlText(u.gestor_frota)})`;
  });
  // DuckDB binds JS arrays poorly as parameters; the codes are our own integers, so inline them.
  const membros = DEMO_USERS.flatMap((u) => u.empresas.map((m) =>
    `(${u.id}, ${m.empresa_id}, [${m.liberar.join(',')}]::INTEGER[], [${m.ocultar.join(',')}]::INTEGER[])`));
  await db.run(`
    INSERT INTO empresas VALUES ${empresas.join(', ')};
    INSERT INTO usuarios VALUES ${usuarios.join(', ')};
    INSERT INTO usuario_empresas VALUES ${membros.join(', ')};`);
}

export interface ReleasedDemoCodes {
  email: string;
  empresa_id: number;
  codes: number[];
}

/**
 * Releases to the demo users the screen codes this file gives them that the database has never heard of: a screen
 * added after the data folder was created (its `accessCode` added to MODULE_1_CODES/MODULE_2_CODES,
 * docs/adding-a-screen.md step 3) shows for them on the next start — under `npm run dev`, saving this file restarts
 * the server — with no `rm -rf data` and no admin command. Only new codes: a code any stored membership already
 * releases or hides is left as the database has it (an administrator's change to a demo user stays), and a
 * membership the database does not have is not created. Runs on every start in demo mode (main.ts), never with
 * MIRANTE_DEMO=0.
 */
export async function releaseNewDemoCodes(db: Database): Promise<ReleasedDemoCodes[]> {
  const stored = await db.all<{ email: string; empresa_id: number; codigo_telas_liberar: number[]; codigo_telas_ocultar: number[] }>(
    `SELECT u.email, ue.empresa_id, ue.codigo_telas_liberar, ue.codigo_telas_ocultar
       FROM usuario_empresas ue JOIN usuarios u ON u.id = ue.usuario_id`,
  );
  const known = new Set(stored.flatMap((m) => [...(m.codigo_telas_liberar ?? []), ...(m.codigo_telas_ocultar ?? [])].map(Number)));
  const released: ReleasedDemoCodes[] = [];
  for (const user of DEMO_USERS) {
    for (const membership of user.empresas) {
      const row = stored.find((m) => m.email === user.email && Number(m.empresa_id) === membership.empresa_id);
      const codes = membership.liberar.filter((code) => !known.has(code));
      if (!row || codes.length === 0) continue;
      const liberar = [...(row.codigo_telas_liberar ?? []).map(Number), ...codes];
      // validated integers of this file, written as literals: one statement both databases accept (admin/commands.ts)
      await db.run(
        `UPDATE usuario_empresas SET codigo_telas_liberar = CAST(ARRAY[${liberar.join(', ')}] AS INTEGER[])
          WHERE empresa_id = $1 AND usuario_id = (SELECT id FROM usuarios WHERE email = $2)`,
        [membership.empresa_id, user.email],
      );
      released.push({ email: user.email, empresa_id: membership.empresa_id, codes });
    }
  }
  return released;
}
