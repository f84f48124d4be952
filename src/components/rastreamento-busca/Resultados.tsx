import { Button, Card, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isoToBr } from '../../../common/rastreamento.ts';
import type { NotaBusca as Nota } from '../../../common/rastreamentoRespostas.ts';

/** Below this width the results are cards (spec 3 §9 'mobile breakpoint about 768 px'). */
const CARDS_ATE = 768;

export type Modo = 'Tabela' | 'Cards';

/**
 * 1496's results (spec 3 §2.1): the count, the Tabela / Cards toggle (cards below 768 px until the visitor chooses)
 * and the notes, each row or card expandable and linking to its detail. A chunk of its own, asked for with the
 * search (index.tsx).
 */
export default function Resultados({ notas, detalhe, modo, onModo, largura }: {
  notas: Nota[];
  detalhe: (n: Nota) => string;
  /** The visitor's choice, kept by the page across searches; null until they choose. */
  modo: Modo | null;
  onModo: (m: Modo) => void;
  largura: number;
}) {
  const cards = (modo ?? (largura < CARDS_ATE ? 'Cards' : 'Tabela')) === 'Cards';
  return (
    <>
      <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Text>Total de itens: {notas.length}</Typography.Text>
        <Segmented aria-label="Ver como" options={['Tabela', 'Cards']} value={cards ? 'Cards' : 'Tabela'} onChange={(v) => onModo(v as Modo)} />
      </Space>
      {cards ? <NotasCards notas={notas} detalhe={detalhe} /> : <NotasTabela notas={notas} detalhe={detalhe} />}
    </>
  );
}

function NotasTabela({ notas, detalhe }: { notas: Nota[]; detalhe: (n: Nota) => string }) {
  return (
    <Table<Nota>
      rowKey="hash"
      size="small"
      dataSource={notas}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 800 }}
      columns={[
        { title: 'Emissão', dataIndex: 'data_emissao', render: (v: string) => isoToBr(v) },
        { title: 'Nota Fiscal', dataIndex: 'numero_nota' },
        { title: 'Série', dataIndex: 'serie_nota' },
        { title: 'Nº do pedido', dataIndex: 'nro_pedido' },
        { title: 'Remetente', dataIndex: 'nome_remetente' },
        { title: 'Destinatário', dataIndex: 'nome_destinatario' },
        { title: '', key: 'ver', render: (_: unknown, n: Nota) => <Link to={detalhe(n)}>Ver ocorrências</Link> },
      ]}
      expandable={{
        expandedRowRender: (n) => (
          <Typography.Paragraph style={{ margin: 0 }}>
            Remetente: {n.nome_fantasia_remetente} · Destinatário: {n.nome_fantasia_destinatario}
          </Typography.Paragraph>
        ),
      }}
    />
  );
}

function NotasCards({ notas, detalhe }: { notas: Nota[]; detalhe: (n: Nota) => string }) {
  const [abertos, setAbertos] = useState<Record<string, boolean>>({});
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="cards">
      {notas.map((n) => (
        <Card key={n.hash} size="small" title={`Nota Fiscal ${n.numero_nota} - Série ${n.serie_nota}`} extra={<Link to={detalhe(n)}>Ver ocorrências</Link>}>
          <div>Emissão: {isoToBr(n.data_emissao)}</div>
          <div>Nº do pedido: {n.nro_pedido ?? '-'}</div>
          <div>Remetente: {n.nome_remetente}</div>
          <div>Destinatário: {n.nome_destinatario}</div>
          {abertos[n.hash] && (
            <div>
              Nomes fantasia: {n.nome_fantasia_remetente} · {n.nome_fantasia_destinatario}
            </div>
          )}
          <Button type="link" style={{ padding: 0 }} onClick={() => setAbertos((a) => ({ ...a, [n.hash]: !a[n.hash] }))}>
            {abertos[n.hash] ? 'Menos detalhes' : 'Mais detalhes'}
          </Button>
        </Card>
      ))}
    </Space>
  );
}
