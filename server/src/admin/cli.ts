/**
 * `npm run admin -- <comando>`: companies, users and permissions of a Mirante deployment
 * (docs/deployment.md). Works on the data folder's database (DATA_DIR): with DuckDB the
 * server must be stopped (one process per database file; the folder lock says who holds it).
 * A password is never taken from the command line (it would stay in the shell history and in
 * `ps`): `--senha` asks for it on the terminal, without echo, or reads the first line of stdin.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databaseUrlFromEnv, resolveDataDir } from '../config.ts';
import { DataFolderInUseError, lockDataFolder, prepareDataFolder, restrictDataFiles } from '../dataFolder.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import {
  AdminError, createEmpresa, createUsuario, listAll, removePermissoes, revokeUsuarioSessions, setGoogleMapsApiKey, setPermissoes, updateEmpresa, updateUsuario,
} from './commands.ts';
import { parseArgs, type Args } from './args.ts';
import { readPassword } from './password.ts';
import { backupCommand, restoreCommand } from './backupCommands.ts';
import { OperationError } from '../ops/backup.ts';

const HELP = `Uso: npm run admin -- <comando> [opções]   (com o servidor parado, exceto backup)

  backup  ARQUIVO    cópia consistente do banco, também com o servidor no ar (PostgreSQL: pg_dump)
  restore ARQUIVO    restaura a cópia numa pasta de dados vazia (DATA_DIR) ou num banco vazio (pg_restore)

  empresa criar      --razao-social TEXTO --nome-fantasia TEXTO --cnpj 14DIGITOS
                     [--id N] [--id-cliente N] [--modulo 1|2] [--fonte-dados embutido|tcp://host:porta]
  empresa atualizar  --id N  [qualquer opção de 'empresa criar']
  usuario criar      --email E --nome TEXTO --senha [--gestor-frota S|N]
  usuario atualizar  --email E [--nome TEXTO] [--gestor-frota S|N] [--senha]
                     (nova senha encerra todas as sessões do usuário)
  usuario encerrar-sessoes --email E
  permissao definir  --email E --empresa N --liberar 1325,1326 [--ocultar 1330]
  permissao remover  --email E --empresa N
  configuracao definir --empresa N --google-maps-api-key CHAVE
                     (chave vazia '' remove: os mapas usam o servidor de tiles ou o mapa offline)
  listar

--senha pede a senha no terminal (sem eco, duas vezes) ou lê a primeira linha da entrada padrão:
  printf '%s\\n' "$SENHA" | npm run admin -- usuario criar --email ana@empresa.com.br --nome Ana --senha`;

const int = (args: Args, name: string): number | undefined => {
  const raw = args.value(name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw new AdminError(`--${name} deve ser um número inteiro: '${raw}'.`);
  return Number(raw);
};
const required = (args: Args, name: string): string => {
  const v = args.value(name);
  if (v === undefined || v === '') throw new AdminError(`Informe --${name}.`);
  return v;
};
const codes = (raw: string | undefined): number[] =>
  (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    if (!/^\d{1,9}$/.test(s)) throw new AdminError(`Código de tela inválido: '${s}' (use números separados por vírgula).`);
    return Number(s);
  });
const gestor = (raw: string | undefined): 'S' | 'N' | undefined => {
  if (raw === undefined) return undefined;
  if (raw !== 'S' && raw !== 'N') throw new AdminError(`--gestor-frota deve ser S ou N: '${raw}'.`);
  return raw;
};

async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const [area, action] = args.positional;
  if (!area || area === 'ajuda' || args.flag('ajuda')) {
    console.log(HELP);
    return;
  }
  const dataDir = resolveDataDir();
  const databaseUrl = databaseUrlFromEnv();
  // before the folder is taken: a running server makes the backup itself; a restore wants an empty folder
  if (area === 'backup') return backupCommand(action, dataDir, databaseUrl);
  if (area === 'restore') return restoreCommand(action, dataDir, databaseUrl);
  const target = databaseUrl ?? join(dataDir, 'mirante.duckdb');
  if (!databaseUrl) {
    process.umask(0o077);
    prepareDataFolder(dataDir);
    lockDataFolder(dataDir);
    if (!existsSync(target)) console.log(`Criando uma base vazia (só as migrações) em ${target} ...`);
  }
  const db = await openDatabase(target);
  try {
    await migrate(db);
    if (!databaseUrl) restrictDataFiles(dataDir);
    const key = `${area} ${action ?? ''}`.trim();
    switch (key) {
      case 'empresa criar': {
        const id = await createEmpresa(db, {
          id: int(args, 'id'), idEmpresaCliente: int(args, 'id-cliente'), razaoSocial: required(args, 'razao-social'),
          nomeFantasia: required(args, 'nome-fantasia'), cnpj: required(args, 'cnpj'), codigoModulo: int(args, 'modulo'), fonteDados: args.value('fonte-dados'),
        });
        console.log(`Empresa ${id} criada.`);
        break;
      }
      case 'empresa atualizar': {
        const id = int(args, 'id');
        if (id === undefined) throw new AdminError('Informe --id.');
        await updateEmpresa(db, id, {
          idEmpresaCliente: int(args, 'id-cliente'), razaoSocial: args.value('razao-social'), nomeFantasia: args.value('nome-fantasia'),
          cnpj: args.value('cnpj'), codigoModulo: int(args, 'modulo'), fonteDados: args.value('fonte-dados'),
        });
        console.log(`Empresa ${id} atualizada.`);
        break;
      }
      case 'usuario criar': {
        if (!args.flag('senha')) throw new AdminError('Informe --senha (a senha é pedida em seguida, nunca na linha de comando).');
        const email = required(args, 'email');
        const nome = required(args, 'nome');
        const id = await createUsuario(db, { email, nome, gestorFrota: gestor(args.value('gestor-frota')), senha: await readPassword() });
        console.log(`Usuário ${id} (${email}) criado.`);
        break;
      }
      case 'usuario atualizar': {
        const email = required(args, 'email');
        const senha = args.flag('senha') ? await readPassword() : undefined;
        const { sessionsRevoked } = await updateUsuario(db, { email, nome: args.value('nome'), gestorFrota: gestor(args.value('gestor-frota')), senha });
        console.log(`Usuário ${email} atualizado.${sessionsRevoked ? ' Senha trocada: todas as sessões dele foram encerradas.' : ''}`);
        break;
      }
      case 'usuario encerrar-sessoes': {
        const email = required(args, 'email');
        await revokeUsuarioSessions(db, email);
        console.log(`Todas as sessões de ${email} foram encerradas.`);
        break;
      }
      case 'permissao definir': {
        const email = required(args, 'email');
        const empresa = int(args, 'empresa');
        if (empresa === undefined) throw new AdminError('Informe --empresa.');
        await setPermissoes(db, email, empresa, codes(args.value('liberar')), codes(args.value('ocultar')));
        console.log(`Permissões de ${email} na empresa ${empresa} definidas.`);
        break;
      }
      case 'permissao remover': {
        const email = required(args, 'email');
        const empresa = int(args, 'empresa');
        if (empresa === undefined) throw new AdminError('Informe --empresa.');
        await removePermissoes(db, email, empresa);
        console.log(`${email} não tem mais acesso à empresa ${empresa}.`);
        break;
      }
      case 'configuracao definir': {
        const empresa = int(args, 'empresa');
        if (empresa === undefined) throw new AdminError('Informe --empresa.');
        const key = args.value('google-maps-api-key');
        if (key === undefined) throw new AdminError('Informe --google-maps-api-key (vazia para remover).');
        await setGoogleMapsApiKey(db, empresa, key);
        console.log(key.trim() ? `Chave do Google Maps da empresa ${empresa} definida.` : `Chave do Google Maps da empresa ${empresa} removida.`);
        break;
      }
      case 'listar': {
        const { empresas, usuarios, permissoes } = await listAll(db);
        console.log('Empresas:');
        for (const e of empresas) console.log(`  ${e.id}  ${e.nome_fantasia}  CNPJ ${e.cnpj}  módulo ${e.codigo_modulo}  fonte ${e.fonte_dados}  (cliente ${e.id_empresa_cliente})`);
        console.log('Usuários:');
        for (const u of usuarios) console.log(`  ${u.id}  ${u.email}  ${u.nome}${u.gestor_frota === 'S' ? '  (gestor de frota)' : ''}`);
        console.log('Permissões:');
        for (const p of permissoes) console.log(`  ${p.email}  empresa ${p.empresa_id}  liberar [${p.codigo_telas_liberar.join(', ')}]  ocultar [${p.codigo_telas_ocultar.join(', ')}]`);
        break;
      }
      default:
        throw new AdminError(`Comando desconhecido: '${key}'.\n\n${HELP}`);
    }
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (error) => {
    if (error instanceof AdminError || error instanceof DataFolderInUseError || error instanceof OperationError) console.error(error.message);
    else console.error('Falha no comando:', error);
    process.exit(1);
  },
);
