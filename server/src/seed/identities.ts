import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
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

/** Demo data must be identical run after run, so demo salts derive from the e-mail (real users get random salts). */
const demoSalt = (email: string) => createHash('sha256').update(`mirante-demo:${email}`).digest().subarray(0, 16);

/** Inserts the demo companies, users and permissions. */
export async function seedIdentities(db: Database): Promise<void> {
  for (const c of DEMO_COMPANIES) {
    await db.run(
      'INSERT INTO empresas VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [c.id, c.id_empresa_cliente, c.razao_social, c.nome_fantasia, c.cnpj, c.codigo_modulo, c.fonte_dados],
    );
  }
  for (const u of DEMO_USERS) {
    const hash = await hashPassword(DEMO_PASSWORD, demoSalt(u.email));
    await db.run('INSERT INTO usuarios VALUES ($1, $2, $3, $4, $5)', [u.id, u.nome, u.email, hash, u.gestor_frota]);
    for (const m of u.empresas) {
      // DuckDB binds JS arrays poorly as parameters; the codes are our own integers, so inline them.
      await db.run(
        `INSERT INTO usuario_empresas VALUES ($1, $2, [${m.liberar.join(',')}]::INTEGER[], [${m.ocultar.join(',')}]::INTEGER[])`,
        [u.id, m.empresa_id],
      );
    }
  }
}
