/**
 * Business vocabulary of each demo company's profile: product lines, chart of accounts, cost centres.
 * Faker provides people, companies, streets and phones; it has no Brazilian food-industry, steel or freight
 * catalogue, so these short domain lists are kept here.
 */
export type Perfil = 'alimentos' | 'transportes' | 'metalurgica' | 'distribuidora';

export const PERFIL_EMPRESA: Record<number, Perfil> = { 1: 'alimentos', 2: 'transportes', 3: 'metalurgica', 4: 'distribuidora' };

export const TIPOS_PRODUTO = [
  ['01', 'Matéria-prima'], ['02', 'Embalagem'], ['03', 'Produto intermediário'], ['04', 'Produto acabado'],
  ['05', 'Mercadoria para revenda'], ['07', 'Material de uso e consumo'], ['09', 'Serviços'],
] as const;

/** [description, unit, price range] of finished goods (type 04) by profile; variants are appended. */
export const ACABADOS: Record<Perfil, { nomes: string[]; variantes: string[]; unidades: string[]; preco: [number, number] }> = {
  alimentos: {
    nomes: ['Biscoito recheado chocolate', 'Biscoito água e sal', 'Biscoito maisena', 'Macarrão espaguete', 'Macarrão parafuso',
      'Farinha de trigo especial', 'Fubá mimoso', 'Café torrado e moído', 'Achocolatado em pó', 'Molho de tomate tradicional',
      'Extrato de tomate', 'Bolo pronto de laranja', 'Pão de forma integral', 'Torrada integral', 'Granola com mel',
      'Wafer de morango', 'Rosquinha de coco', 'Cookies de baunilha', 'Mistura para bolo', 'Farofa temperada'],
    variantes: ['200 g', '400 g', '500 g', '1 kg', '5 kg', 'cx 12 un', 'fardo 20 un'],
    unidades: ['UN', 'CX', 'FD', 'PCT'],
    preco: [4, 180],
  },
  metalurgica: {
    nomes: ['Perfil U enrijecido', 'Tubo quadrado', 'Cantoneira abas iguais', 'Suporte metálico', 'Grade de proteção',
      'Portão basculante', 'Estrutura metálica para galpão', 'Prateleira de aço', 'Escada marinheiro', 'Guarda-corpo',
      'Chapa dobrada', 'Mão francesa', 'Calha metálica', 'Tesoura para telhado', 'Pórtico de carga'],
    variantes: ['50x50 mm', '100x50 mm', '2 m', '3 m', '6 m', 'galvanizado', 'pintado'],
    unidades: ['UN', 'PC', 'KG', 'M'],
    preco: [35, 4800],
  },
  transportes: {
    nomes: ['Serviço de armazenagem', 'Paletização de carga', 'Palete PBR', 'Locação de empilhadeira', 'Cross-docking',
      'Etiquetagem de volumes', 'Sucata metálica', 'Pneu recapado', 'Lona de cobertura', 'Cinta de amarração'],
    variantes: ['diária', 'mensal', 'unidade', 'lote'],
    unidades: ['UN', 'SV', 'KG'],
    preco: [15, 3500],
  },
  distribuidora: {
    nomes: ['Detergente líquido', 'Água sanitária', 'Sabão em pó', 'Papel higiênico', 'Refrigerante cola', 'Água mineral'],
    variantes: ['1 L', '2 L', '5 L', 'fardo 12 un'],
    unidades: ['UN', 'FD', 'CX'],
    preco: [3, 90],
  },
};

/** Raw materials (type 01) and packaging (02) used in technical sheets. */
export const MATERIAS_PRIMAS: Record<Perfil, { nome: string; un: string; preco: number }[]> = {
  alimentos: [
    { nome: 'Farinha de trigo tipo 1 saco 50 kg', un: 'KG', preco: 3.2 }, { nome: 'Açúcar refinado', un: 'KG', preco: 4.1 },
    { nome: 'Gordura vegetal hidrogenada', un: 'KG', preco: 9.8 }, { nome: 'Sal refinado', un: 'KG', preco: 1.4 },
    { nome: 'Cacau em pó', un: 'KG', preco: 32 }, { nome: 'Fermento químico', un: 'KG', preco: 18 },
    { nome: 'Ovo líquido pasteurizado', un: 'KG', preco: 14 }, { nome: 'Leite em pó integral', un: 'KG', preco: 28 },
    { nome: 'Sêmola de trigo', un: 'KG', preco: 3.9 }, { nome: 'Tomate concentrado', un: 'KG', preco: 7.5 },
    { nome: 'Filme BOPP metalizado', un: 'KG', preco: 26 }, { nome: 'Caixa de papelão ondulado', un: 'UN', preco: 2.3 },
  ],
  metalurgica: [
    { nome: 'Chapa de aço SAE 1020 3 mm', un: 'KG', preco: 8.4 }, { nome: 'Bobina de aço galvanizado', un: 'KG', preco: 9.9 },
    { nome: 'Barra chata 1/4"', un: 'KG', preco: 8.1 }, { nome: 'Tubo redondo 2"', un: 'M', preco: 42 },
    { nome: 'Arame de solda MIG 1,0 mm', un: 'KG', preco: 19 }, { nome: 'Tinta esmalte sintético', un: 'L', preco: 38 },
    { nome: 'Parafuso sextavado M10', un: 'UN', preco: 0.9 }, { nome: 'Eletrodo revestido E6013', un: 'KG', preco: 27 },
    { nome: 'Gás CO2 para solda', un: 'KG', preco: 11 }, { nome: 'Primer anticorrosivo', un: 'L', preco: 44 },
  ],
  transportes: [{ nome: 'Madeira para palete', un: 'M3', preco: 900 }, { nome: 'Prego anelado', un: 'KG', preco: 16 }],
  distribuidora: [],
};

/** Chart of accounts: [code, description, DRE group] by profile (plus the common expense accounts). */
export function planoContas(perfil: Perfil): [string, string, 1 | 2 | 3][] {
  const receitas: [string, string, 1][] = perfil === 'transportes'
    ? [['1.1.01', 'Receita de fretes', 1], ['1.1.02', 'Receita de reentregas', 1], ['1.1.03', 'Receita de vendas e serviços', 1], ['1.2.01', 'Receitas financeiras', 1]]
    : [['1.1.01', 'Receita de vendas de produtos', 1], ['1.1.02', 'Receita de serviços', 1], ['1.1.03', 'Receita de locação de equipamentos', 1], ['1.2.01', 'Receitas financeiras', 1]];
  const custos: [string, string, 2][] = perfil === 'transportes'
    ? [['2.1.01', 'Combustíveis', 2], ['2.1.02', 'Arla 32', 2], ['2.1.03', 'Pneus', 2], ['2.1.04', 'Manutenção de veículos', 2],
       ['2.1.05', 'Pedágios', 2], ['2.1.06', 'Salários de motoristas', 2], ['2.1.07', 'Fretes de terceiros', 2], ['2.1.08', 'Seguro de cargas', 2]]
    : [['2.1.01', 'Matéria-prima', 2], ['2.1.02', 'Embalagens', 2], ['2.1.03', 'Mão de obra direta', 2],
       ['2.1.04', 'Energia elétrica industrial', 2], ['2.1.05', 'Manutenção industrial', 2], ['2.1.06', 'Mercadorias para revenda', 2]];
  const despesas: [string, string, 3][] = [
    ['3.1.01', 'Salários administrativos', 3], ['3.1.02', 'Aluguéis', 3], ['3.1.03', 'Energia elétrica', 3],
    ['3.1.04', 'Telefonia e internet', 3], ['3.1.05', 'Material de escritório', 3], ['3.1.06', 'Despesas bancárias', 3],
    ['3.1.07', 'Juros pagos', 3], ['3.1.08', 'Impostos e taxas', 3], ['3.1.09', 'Comissões sobre vendas', 3],
    ['3.1.10', 'Marketing e publicidade', 3], ['3.1.11', 'Serviços contábeis e jurídicos', 3],
  ];
  return [...receitas, ...custos, ...despesas];
}

export const CENTROS_CUSTO: Record<Perfil, string[]> = {
  alimentos: ['Administrativo', 'Comercial', 'Produção', 'Logística', 'Manutenção', 'Qualidade'],
  metalurgica: ['Administrativo', 'Comercial', 'Corte e dobra', 'Solda', 'Pintura', 'Expedição'],
  transportes: ['Administrativo', 'Operações', 'Frota própria', 'Agregados', 'Oficina', 'Comercial'],
  distribuidora: ['Administrativo', 'Comercial', 'Armazém', 'Entregas'],
};

export const BANCOS = [
  ['001', 'Banco do Brasil'], ['104', 'Caixa Econômica Federal'], ['237', 'Bradesco'], ['341', 'Itaú Unibanco'],
  ['033', 'Santander'], ['748', 'Sicredi'], ['756', 'Sicoob'],
] as const;

/** Branch names (after the company's trade name) and their towns. */
export const FILIAIS: Record<number, { nome: string; municipio: number }[]> = {
  1: [{ nome: 'Matriz Blumenau', municipio: 4202404 }, { nome: 'Filial Curitiba', municipio: 4106902 }],
  2: [{ nome: 'Matriz Tijucas', municipio: 4218004 }, { nome: 'Filial Itajaí', municipio: 4208203 },
      { nome: 'Filial Curitiba', municipio: 4106902 }, { nome: 'Filial Porto Alegre', municipio: 4314902 },
      { nome: 'Filial Campinas', municipio: 3509502 }],
  3: [{ nome: 'Matriz Joinville', municipio: 4209102 }, { nome: 'Filial Caxias do Sul', municipio: 4305108 }],
  4: [{ nome: 'Matriz Florianópolis', municipio: 4205407 }],
};
