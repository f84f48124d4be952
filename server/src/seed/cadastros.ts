import type { Faker } from '@faker-js/faker';
import { DEMO_COMPANIES } from './identities.ts';
import { addDays, type SeedContext } from './context.ts';
import { randomCnpj, randomCpf, cnpjFromBase } from './documents.ts';
import { MUNICIPIOS } from './municipios.ts';
import { ACABADOS, CENTROS_CUSTO, FILIAIS, MATERIAS_PRIMAS, PERFIL_EMPRESA, TIPOS_PRODUTO, planoContas } from './catalogos.ts';
import type { Rng } from './random.ts';

/** Companies that sell (sales invoices, sellers); company 4 only has finance. */
export const EMPRESAS_VENDAS = [1, 2, 3];
export const EMPRESAS_INDUSTRIA = [1, 3];

const digits = (s: string) => s.replace(/\D/g, '');

/** Towns weighted to the company's region: 60 % from the first 28 (South), the rest anywhere. */
function municipio(rng: Rng) {
  return rng.chance(0.6) ? MUNICIPIOS[rng.int(0, 27)]! : rng.pick(MUNICIPIOS);
}

/**
 * Bairros of Brazilian towns. faker's pt_BR locale has no neighbourhoods: `location.county()` fell back to
 * English US counties ('Bedfordshire'). One pick from this list draws the same single number from the
 * faker as county() did, so everything generated after it stays as it was.
 */
export const BAIRROS = [
  'Centro', 'Jardim América', 'Vila Nova', 'Santa Cruz', 'São Cristóvão', 'Boa Vista', 'Bela Vista', 'Jardim das Flores',
  'Distrito Industrial', 'Vila Operária', 'Santo Antônio', 'São José', 'Cidade Nova', 'Jardim Europa', 'Parque Industrial',
  'Alto da Glória', 'Água Verde', 'Cristo Rei', 'Jardim Botânico', 'Santa Felicidade', 'Bom Retiro', 'Vila Rica',
  'Nossa Senhora das Graças', 'Jardim Paraíso', 'São Francisco', 'Vila Esperança', 'Primavera', 'Santa Terezinha',
  'Jardim Universitário', 'Morada do Sol',
] as const;

function endereco(f: Faker) {
  return { endereco: f.location.street(), numero: String(f.number.int({ min: 1, max: 4999 })), bairro: f.helpers.arrayElement(BAIRROS), cep: digits(f.location.zipCode('########')) };
}

/** Master data of every company (and the national municipality list). */
export async function seedCadastros(ctx: SeedContext): Promise<void> {
  await ctx.bulk('municipios', MUNICIPIOS.map((m) => ({ ...m })));
  const docs = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const d = make();
      if (!docs.has(d)) { docs.add(d); return d; }
    }
  };
  for (const emp of DEMO_COMPANIES) await seedEmpresa(ctx, emp, unique);
}

async function seedEmpresa(ctx: SeedContext, emp: (typeof DEMO_COMPANIES)[number], unique: (m: () => string) => string) {
  const e = emp.id;
  const perfil = PERFIL_EMPRESA[e]!;
  const f = ctx.faker('cadastros', e);
  const rng = ctx.rng('cadastros', e);
  const s = ctx.s;

  // Branches share the company's CNPJ root; branch 1 is the head office (the company's own CNPJ).
  let id = await ctx.nextId('filiais');
  await ctx.bulk('filiais', FILIAIS[e]!.map((b, i) => ({
    id: id + i, empresa_id: e, nome_fantasia: `${emp.nome_fantasia} - ${b.nome}`, razao_social: emp.razao_social,
    cnpj: i === 0 ? emp.cnpj : cnpjFromBase(emp.cnpj.slice(0, 8), String(i + 1).padStart(4, '0')),
    municipio_id: b.municipio, endereco: `${f.location.street()}, ${f.number.int({ min: 10, max: 3000 })}`,
  })));
  const filiais = FILIAIS[e]!.map((_, i) => id + i);

  // Customers: mostly companies (CNPJ), some people (CPF).
  const nClientes = Math.max(20, Math.round(s.clientes * (e === 4 ? 0.5 : 1)));
  id = await ctx.nextId('clientes');
  const clientes = [];
  for (let i = 0; i < nClientes; i++) {
    const pj = rng.chance(0.85);
    const nome = pj ? f.company.name() : f.person.fullName();
    const m = municipio(rng);
    clientes.push({
      id: id + i, empresa_id: e, nome, nome_fantasia: pj ? nome.replace(/ (S\.A\.|Ltda\.?|e Associados)$/u, '') : nome,
      tipo_pessoa: pj ? 'J' : 'F', cpf_cnpj: unique(() => (pj ? randomCnpj(rng) : randomCpf(rng))), municipio_id: m.id,
      ...endereco(f), telefone: f.phone.number(), email: f.internet.email({ firstName: nome.split(' ')[0] }).toLowerCase(),
      data_cadastro: addDays(ctx.today, -rng.int(30, 2000)),
    });
  }
  await ctx.bulk('clientes', clientes);

  // Suppliers; the carrier's include fuel stations (postos) along its routes.
  id = await ctx.nextId('fornecedores');
  const nForn = s.fornecedores;
  const nPostos = perfil === 'transportes' ? Math.max(8, Math.round(nForn * 0.25)) : 0;
  const fornecedores = [];
  for (let i = 0; i < nForn; i++) {
    const posto = i < nPostos;
    const m = posto ? MUNICIPIOS[i % MUNICIPIOS.length]! : municipio(rng);
    const nome = posto ? `Posto ${f.person.lastName()} ${f.helpers.arrayElement(['Ltda', 'Combustíveis Ltda', 'Comércio de Combustíveis'])}` : f.company.name();
    fornecedores.push({
      id: id + i, empresa_id: e, nome, nome_fantasia: posto ? `Posto ${nome.split(' ')[1]} ${m.nome}` : nome.replace(/ (S\.A\.|Ltda\.?|e Associados)$/u, ''),
      tipo_pessoa: 'J', cpf_cnpj: unique(() => randomCnpj(rng)), inscricao_estadual: rng.digits(9), municipio_id: m.id,
      ...endereco(f), telefone: f.phone.number(), email: f.internet.email().toLowerCase(), posto_combustivel: posto ? 'S' : 'N',
    });
  }
  await ctx.bulk('fornecedores', fornecedores);

  if (e !== 4) {
    id = await ctx.nextId('vendedores');
    await ctx.bulk('vendedores', Array.from({ length: s.vendedores }, (_, i) => ({
      id: id + i, empresa_id: e, nome: f.person.fullName(), cpf: unique(() => randomCpf(rng)), tipo: i % 3 === 2 ? 'R' : 'V',
      filial_id: filiais[i % filiais.length], ativo: 'S',
    })));
  }

  id = await ctx.nextId('tipos_produto');
  const tipoId = new Map<string, number>();
  await ctx.bulk('tipos_produto', TIPOS_PRODUTO.map(([codigo, descricao], i) => {
    tipoId.set(codigo, id + i);
    return { id: id + i, empresa_id: e, codigo, descricao };
  }));

  // Products: finished goods (04), raw materials (01/02), a few resale goods (05) and services (09).
  const produtos: Record<string, unknown>[] = [];
  let pid = await ctx.nextId('produtos');
  const cat = ACABADOS[perfil];
  const nAcabados = Math.max(10, Math.round(s.produtos * 0.8));
  const nomes = new Set<string>();
  for (let i = 0; produtos.length < nAcabados && i < nAcabados * 20; i++) {
    const base = cat.nomes[i % cat.nomes.length]!;
    const v = cat.variantes[Math.floor(i / cat.nomes.length) % cat.variantes.length]!;
    const nome = i < cat.nomes.length * cat.variantes.length ? `${base} ${v}` : `${base} ${v} linha ${Math.floor(i / (cat.nomes.length * cat.variantes.length)) + 1}`;
    if (nomes.has(nome)) continue;
    nomes.add(nome);
    const preco = rng.num(cat.preco[0], cat.preco[1]);
    produtos.push({
      id: pid++, empresa_id: e, tipo_produto_id: tipoId.get(perfil === 'transportes' && nome.startsWith('Serviço') ? '09' : '04'),
      descricao: nome, unidade_medida: rng.pick(cat.unidades), codigo_barra: `789${rng.digits(10)}`, ref_prod: `${perfil.slice(0, 3).toUpperCase()}-${1000 + produtos.length}`,
      ncm: rng.digits(8), preco_venda: preco, custo: Math.round(preco * rng.num(0.45, 0.7) * 100) / 100, peso_kg: rng.num(0.2, 40, 3),
    });
  }
  for (const [i, mp] of MATERIAS_PRIMAS[perfil].entries()) {
    produtos.push({
      id: pid++, empresa_id: e, tipo_produto_id: tipoId.get(/Caixa|Filme/.test(mp.nome) ? '02' : '01'), descricao: mp.nome,
      unidade_medida: mp.un, codigo_barra: null, ref_prod: `MP-${100 + i}`, ncm: rng.digits(8), preco_venda: mp.preco,
      custo: mp.preco, peso_kg: 1,
    });
  }
  for (const nome of ['Material de limpeza', 'Óleo lubrificante 20 L', 'Luva de proteção', 'Papel sulfite A4', 'Manutenção preventiva']) {
    produtos.push({
      id: pid++, empresa_id: e, tipo_produto_id: tipoId.get(nome.startsWith('Manutenção') ? '09' : '07'), descricao: nome,
      unidade_medida: nome.startsWith('Manutenção') ? 'SV' : 'UN', codigo_barra: null, ref_prod: null, ncm: rng.digits(8),
      preco_venda: rng.num(10, 400), custo: rng.num(10, 300), peso_kg: 1,
    });
  }
  await ctx.bulk('produtos', produtos);

  id = await ctx.nextId('centros_custo');
  await ctx.bulk('centros_custo', CENTROS_CUSTO[perfil].map((d, i) => ({ id: id + i, empresa_id: e, codigo: String(i + 1).padStart(3, '0'), descricao: d })));

  id = await ctx.nextId('plano_contas');
  await ctx.bulk('plano_contas', planoContas(perfil).map(([codigo, descricao, grupo], i) => ({
    id: id + i, empresa_id: e, codigo, descricao, natureza: grupo === 1 ? 'R' : 'D', grupo_dre_id: grupo, analitica: 'S',
  })));

  // ERP users: the carrier's fleet managers include Diego Rocha (portal user 4), locked to his own code.
  id = await ctx.nextId('usuarios_erp');
  const usuarios = [];
  const nGestores = perfil === 'transportes' ? 4 : 0;
  for (let i = 0; i < 3 + nGestores; i++) {
    const nome = perfil === 'transportes' && i === 0 ? 'Diego Rocha' : f.person.fullName();
    usuarios.push({
      id: id + i, empresa_id: e, nome, email: `${digits(String(id + i))}.${nome.split(' ')[0]!.toLowerCase()}@erp.demo`,
      gestor_frota: i < nGestores ? 'S' : 'N', usuario_id: perfil === 'transportes' && i === 0 ? 4 : null,
    });
  }
  await ctx.bulk('usuarios_erp', usuarios);

  await ctx.bulk('configuracoes', [
    { empresa_id: e, chave: 'google_maps_api_key', valor: '' },
    { empresa_id: e, chave: 'versao_atual_copiloto', valor: '3.4.0' },
  ]);
}
