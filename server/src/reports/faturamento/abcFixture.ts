import type { Database } from '../../db/database.ts';

/**
 * A tiny, hand-made company for the worked example of docs/abc-classes.md: 5 customers whose net
 * sales in November 2026 are 500, 250, 150, 60 and 40 (total 1000), plus a cancelled invoice and an
 * invoice outside the period that must not count. Used by the ABC tests (exact expected classes).
 * Ids start at 990_000 to stay clear of the seeded data.
 */
export const ABC_EMPRESA_ID = 99;
export const ABC_PERIODO = { dataInicio: '2026/11/01', dataFim: '2026/11/30' };

export async function insertAbcFixture(db: Database, usuarioEmail: string): Promise<void> {
  const id = 990_000;
  await db.run(`INSERT INTO empresas (id, id_empresa_cliente, razao_social, nome_fantasia, cnpj, codigo_modulo, fonte_dados)
                VALUES (${ABC_EMPRESA_ID}, 9999, 'Exemplo ABC Ltda', 'Exemplo ABC', '11222333000181', 1, 'embutido')`);
  await db.run(`INSERT INTO usuario_empresas (usuario_id, empresa_id, codigo_telas_liberar, codigo_telas_ocultar)
                SELECT id, ${ABC_EMPRESA_ID}, [1325, 1326], [] FROM usuarios WHERE email = $1`, [usuarioEmail]);
  const municipio = (await db.one<{ id: number }>('SELECT min(id) AS id FROM municipios'))?.id;
  const mun = municipio ?? 4106902;
  if (municipio == null) await db.run(`INSERT INTO municipios VALUES (${mun}, 'Curitiba', 'PR', -25.43, -49.27)`);
  await db.run(`INSERT INTO filiais VALUES (${id}, ${ABC_EMPRESA_ID}, 'Matriz', 'Exemplo ABC Ltda', '11222333000181', ${mun}, 'Rua A, 1')`);
  await db.run(`INSERT INTO vendedores VALUES (${id}, ${ABC_EMPRESA_ID}, 'Vendedor Exemplo', '12345678909', 'V', ${id}, 'S')`);
  await db.run(`INSERT INTO tipos_produto VALUES (${id}, ${ABC_EMPRESA_ID}, '04', 'Produto acabado')`);
  for (const [k, nome] of ['Produto Um', 'Produto Dois'].entries()) {
    await db.run(`INSERT INTO produtos VALUES (${id + k}, ${ABC_EMPRESA_ID}, ${id}, '${nome}', 'UN', NULL, NULL, '17019900', 10, 5, 1)`);
  }
  const clientes = ['Cliente Um', 'Cliente Dois', 'Cliente Três', 'Cliente Quatro', 'Cliente Cinco'];
  for (const [k, nome] of clientes.entries()) {
    await db.run(`INSERT INTO clientes VALUES (${id + k}, ${ABC_EMPRESA_ID}, '${nome}', '${nome}', 'J', '11222333000181', ${mun},
                  'Rua B', '2', 'Centro', '80000000', NULL, NULL, DATE '2020-01-01')`);
  }
  // [cliente offset, date, situacao, lines: [produto offset, qtd, bruto, desconto, acrescimo, qtd devolvida, devolvido]]
  type Line = [number, number, number, number, number, number, number];
  const notas: [number, string, 'A' | 'C', Line[]][] = [
    [0, '2026-11-03', 'A', [[0, 40, 400, 10, 0, 0, 0], [1, 12, 120, 0, 0, 1, 10]]], // 390 + 110 = 500
    [1, '2026-11-10', 'A', [[0, 25, 260, 20, 10, 0, 0]]], //                                    250
    [2, '2026-11-15', 'A', [[1, 15, 150, 0, 0, 0, 0]]], //                                     150
    [3, '2026-11-20', 'A', [[0, 6, 60, 0, 0, 0, 0]]], //                                        60
    [4, '2026-11-30', 'A', [[1, 5, 50, 0, 0, 1, 10]]], //                                       40
    [4, '2026-11-05', 'C', [[0, 100, 1000, 0, 0, 0, 0]]], // cancelled: ignored
    [3, '2026-10-31', 'A', [[0, 100, 1000, 0, 0, 0, 0]]], // before the period: ignored
  ];
  let itemId = id;
  for (const [k, [cliente, data, situacao, lines]] of notas.entries()) {
    const sum = (i: number) => lines.reduce((s, l) => s + l[i], 0);
    const total = sum(2) - sum(3) + sum(4);
    await db.run(`INSERT INTO notas_saida VALUES (${id + k}, ${ABC_EMPRESA_ID}, ${id}, ${id + cliente}, ${id}, ${k + 1}, '1',
                  '${'4'.repeat(44)}', DATE '${data}', 'Venda', '${situacao}', ${lines.length}, ${sum(2)}, ${sum(3)}, ${sum(4)},
                  ${total}, ${sum(6)}, 1)`);
    for (const [n, [produto, qtd, bruto, desc, acr, qdev, dev]] of lines.entries()) {
      await db.run(`INSERT INTO notas_saida_itens VALUES (${itemId++}, ${ABC_EMPRESA_ID}, ${id + k}, ${n + 1}, ${id + produto},
                    ${qtd}, ${bruto / qtd}, ${bruto}, ${desc}, ${acr}, ${qdev}, ${dev}, ${dev ? "DATE '2026-11-25'" : 'NULL'})`);
    }
  }
}
