import { useEffect, useRef, useState } from 'react';
import { Button, Col, Collapse, Descriptions, Row, Space, Spin } from 'antd';
import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import type { HostedComponentProps } from '../../engine/panels/component/types.ts';
import { isoToBr } from '../../../common/rastreamento.ts';
import CopyLink from '../copy-link/index.tsx';
import { ErroRastreamento } from '../rastreamento-comum/ErroRastreamento.tsx';
import type { NotaDetalhe as Detalhe } from '../../../common/rastreamentoRespostas.ts';
import { Ocorrencias } from '../rastreamento-comum/Ocorrencias.tsx';
import { useLargura } from '../rastreamento-comum/useLargura.ts';

const peso = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 02.79.1497: one note's detail (spec 3 §2.2): carrier data first, then the note (`fetchCall('detalhe')`);
 * either failing shows the error page. Voltar and Nova pesquisa go back to the search with its query string.
 * Both calls leave together, and the links are drawn as soon as the carrier's answer comes, the note below them when
 * its own does (docs/performance.md, "2026-12-02 (later)"). The carrier's name above them is the definition's
 * subtitle, drawn by the page with its heading (src/app/ScreenSubtitle.tsx).
 */
export default function RastreamentoDetalhe({ calls, scope, fetchCall }: HostedComponentProps) {
  const run = useRef(fetchCall);
  run.current = fetchCall;
  const location = useLocation();
  const largura = useLargura();
  const transportadora = calls.transportadora;
  const razao = (transportadora?.data as { body?: { razao_social?: string } } | undefined)?.body?.razao_social;
  const [detalhe, setDetalhe] = useState<Detalhe | null>(null);
  const [falhou, setFalhou] = useState(false);

  useEffect(() => {
    run.current('detalhe').then(
      (r) => setDetalhe((r as { data?: { body?: Detalhe } }).data?.body ?? null),
      () => setFalhou(true),
    );
  }, []);

  if (transportadora?.error || falhou) return <ErroRastreamento />;
  const carregando = <Spin description="Carregando..." style={{ display: 'block', margin: 48 }} />;
  if (!razao) return carregando;

  const busca = `/logistica/rastreamento-transportadora/${scope.route?.hash}${location.search}`;
  return (
    <div className="rastreamento-detalhe">
      <Space wrap style={{ marginBottom: 16 }}>
        <Link to={busca}>
          <ArrowLeftOutlined /> Voltar
        </Link>
        <Link to={busca}>
          <Button icon={<SearchOutlined />} tabIndex={-1}>
            Nova pesquisa
          </Button>
        </Link>
        <CopyLink props={{ text: window.location.href, label: 'Copiar link de rastreamento' }} data={undefined} loading={false} calls={calls} filters={{}} vars={{}} scope={scope} runAction={() => undefined} fetchCall={fetchCall} />
      </Space>
      {detalhe ? <Nota detalhe={detalhe} celular={largura < 768} /> : carregando}
    </div>
  );
}

/** The note's data (collapsible on a phone) and its 'Ocorrências' timeline, once the note's answer has come. */
function Nota({ detalhe, celular }: { detalhe: Detalhe; celular: boolean }) {
  const dados = (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Nota Fiscal">{detalhe.numero_nota}</Descriptions.Item>
      <Descriptions.Item label="Série">{detalhe.serie_nota}</Descriptions.Item>
      <Descriptions.Item label="Nº do pedido">{detalhe.numero_pedido ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="Emissão">{isoToBr(detalhe.data_emissao)}</Descriptions.Item>
      <Descriptions.Item label="Peso bruto">{peso.format(detalhe.peso_bruto)} kg</Descriptions.Item>
      <Descriptions.Item label="Valor da nota">{moeda.format(detalhe.valor_nota)}</Descriptions.Item>
      <Descriptions.Item label="Remetente">{detalhe.remetente.nome}</Descriptions.Item>
      <Descriptions.Item label="Destinatário">{detalhe.destinatario.nome}</Descriptions.Item>
    </Descriptions>
  );
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} md={12}>
        {celular ? <Collapse items={[{ key: 'dados', label: 'Dados da nota fiscal', children: dados }]} /> : dados}
      </Col>
      <Col xs={24} md={12}>
        <Ocorrencias itens={detalhe.ocorrencias} />
      </Col>
    </Row>
  );
}
