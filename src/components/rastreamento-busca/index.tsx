import { Suspense, useEffect, useRef, useState } from 'react';
import { loadOnUse } from '../../engine/runtime/loadOnUse.ts';
import { Alert, Button, Col, DatePicker, Empty, Form, Input, Row, Space, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import type { HostedComponentProps } from '../../engine/panels/component/types.ts';
import { todayIso } from '../../engine/calls/templates.ts';
import {
  documentoLimpo, mascaraDocumento, PERIODO_PADRAO_DIAS, problemaDaBusca, RASTREAMENTO_MESSAGES,
} from '../../../common/rastreamento.ts';
import type { NotaBusca as Nota } from '../../../common/rastreamentoRespostas.ts';
import { ErroRastreamento } from '../rastreamento-comum/ErroRastreamento.tsx';
import { mensagemDoErro, useNotificarErro } from '../rastreamento-comum/notificacoes.ts';
import { useLargura } from '../rastreamento-comum/useLargura.ts';
import type { Modo } from './Resultados.tsx';

/** spec 3 §2 (search page), §5, §8, §9. */
export const BUSCA_TEXTOS = {
  aviso: 'Atenção! Ao digitar o número da nota ou número do pedido a data não afetará os resultados da pesquisa.',
  vazio: 'Nenhuma nota fiscal encontrada.',
  inicial: 'Informe os dados da nota fiscal para consultar as ocorrências disponíveis.',
  semServidor: 'Não conseguimos nos conectar ao servidor. Tente novamente mais tarde',
  documentoFalhou: 'Algo deu errado!',
} as const;
const DEBOUNCE_MS = 500;

// The results (antd's Table with its pagination, selection and menus, the cards, the toggle: ~45 kB br of the table
// alone) are drawn only after a search: their chunk is asked for when the search starts, beside its call, instead of
// with the page, whose phone load it made longer (docs/performance.md, "the search's results on demand").
const Resultados = loadOnUse(() => import('./Resultados.tsx').then((m) => m.default));

interface Parte {
  valor: string;
  nome: string;
  validado: boolean;
  travado: boolean;
}
const PARTE_VAZIA: Parte = { valor: '', nome: '', validado: false, travado: false };
type Estado = 'inicial' | 'carregando' | 'resultados' | 'vazio';

const periodoPadrao = (): [Dayjs, Dayjs] => {
  const hoje = dayjs(todayIso());
  return [hoje.subtract(PERIODO_PADRAO_DIAS, 'day'), hoje];
};

/**
 * 02.79.1496: the carrier's public search. The definition declares the calls (transportadora on open; documento,
 * documentoTravado and notas run by this component with `fetchCall`); the query string may lock the sender
 * and/or recipient (?remetente=<CPF/CNPJ>&destinatario=<CPF/CNPJ>, docs/rastreamento.md). The carrier's name above the
 * form is the definition's subtitle, drawn by the page with its heading; the form waits for the same answer.
 */
export default function RastreamentoBusca({ calls, scope, fetchCall }: HostedComponentProps) {
  const run = useRef(fetchCall);
  run.current = fetchCall;
  const notificarErro = useNotificarErro();
  const location = useLocation();
  const largura = useLargura();
  const transportadora = calls.transportadora;
  const razao = (transportadora?.data as { body?: { razao_social?: string } } | undefined)?.body?.razao_social;

  const [nota, setNota] = useState('');
  const [serie, setSerie] = useState('');
  const [pedido, setPedido] = useState('');
  const [periodo, setPeriodo] = useState<[Dayjs, Dayjs]>(periodoPadrao);
  const [remetente, setRemetente] = useState<Parte>(PARTE_VAZIA);
  const [destinatario, setDestinatario] = useState<Parte>(PARTE_VAZIA);
  const [estado, setEstado] = useState<Estado>('inicial');
  const [notas, setNotas] = useState<Nota[]>([]);
  const [modo, setModo] = useState<Modo | null>(null);
  const resultados = useRef<HTMLDivElement>(null);

  // documents passed in the page URL are looked up once and locked
  const travados = { remetente: scope.query?.remetente ?? '', destinatario: scope.query?.destinatario ?? '' };
  useEffect(() => {
    for (const [campo, set] of [['remetente', setRemetente], ['destinatario', setDestinatario]] as const) {
      const doc = travados[campo];
      if (!doc) continue;
      set({ valor: mascaraDocumento(doc), nome: '', validado: false, travado: true });
      run.current('documentoTravado', { doc: documentoLimpo(doc) }).then(
        (r) => set((p) => ({ ...p, nome: (r as { results?: { nome?: string } }).results?.nome ?? '', validado: true })),
        (e) => {
          const msg = mensagemDoErro(e, BUSCA_TEXTOS.documentoFalhou);
          notificarErro('Erro', msg);
        },
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, from the address the page opened with
  }, []);

  // party lookup: 500 ms after typing stops, only at 14 (CPF) or 18 (CNPJ) characters, not yet validated
  useBuscaParte(remetente, setRemetente, run);
  useBuscaParte(destinatario, setDestinatario, run);

  if (transportadora?.error) return <ErroRastreamento />;
  if (!razao) return <Spin description="Carregando..." style={{ display: 'block', margin: 48 }} />;

  const hoje = todayIso();
  const [de, ate] = periodo;
  const erroData = ate.isBefore(de, 'day')
    ? RASTREAMENTO_MESSAGES.fimAntesDoInicio
    : de.format('YYYY-MM-DD') > hoje || ate.format('YYYY-MM-DD') > hoje
      ? RASTREAMENTO_MESSAGES.futuro
      : null;
  const documentoInvalido = [remetente, destinatario].some((p) => p.valor !== '' && !p.validado);
  const busca = {
    invoiceNumber: nota.trim(),
    invoiceSeries: serie.trim(),
    orderNumber: pedido.trim(),
    senderDocument: remetente.validado ? documentoLimpo(remetente.valor) : '',
    recipientDocument: destinatario.validado ? documentoLimpo(destinatario.valor) : '',
    periodFrom: de.format('DD/MM/YYYY'),
    periodTo: ate.format('DD/MM/YYYY'),
  };
  const podeBuscar = estado !== 'carregando' && !erroData && !documentoInvalido && problemaDaBusca(busca, hoje) === null;

  const pesquisar = async () => {
    setEstado('carregando');
    void Resultados.preload();
    try {
      const r = (await run.current('notas', busca)) as { body?: Nota[] };
      const lista = r.body ?? [];
      setNotas(lista);
      setEstado(lista.length ? 'resultados' : 'vazio');
    } catch (e) {
      setNotas([]);
      setEstado('vazio');
      notificarErro('Erro', mensagemDoErro(e, BUSCA_TEXTOS.semServidor));
    }
    requestAnimationFrame(() => resultados.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
  };

  const limpar = () => {
    setNota('');
    setSerie('');
    setPedido('');
    setPeriodo(periodoPadrao());
    if (!remetente.travado) setRemetente(PARTE_VAZIA);
    if (!destinatario.travado) setDestinatario(PARTE_VAZIA);
    setNotas([]);
    setEstado('inicial');
  };

  // the search's wait and the results' chunk on its way look the same
  const buscando = <Spin description="Carregando..." style={{ display: 'block', margin: 24 }} />;
  const detalhe = (n: Nota) => `/logistica/rastreamento-transportadora/${scope.route?.hash}/detalhes/${n.hash}${location.search}`;

  return (
    <div className="rastreamento-busca">
      <Alert type="info" showIcon title={BUSCA_TEXTOS.aviso} style={{ marginBottom: 16 }} />
      <Form layout="vertical" onFinish={() => void pesquisar()}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="Nota Fiscal" htmlFor="rb-nota">
              <Input id="rb-nota" inputMode="numeric" value={nota} onChange={(e) => setNota(e.target.value.replace(/[^\d\s]/g, ''))} maxLength={12} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label="Série" htmlFor="rb-serie">
              <Input id="rb-serie" value={serie} onChange={(e) => setSerie(e.target.value)} maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Nº do pedido" htmlFor="rb-pedido">
              <Input id="rb-pedido" value={pedido} onChange={(e) => setPedido(e.target.value)} maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Período" validateStatus={erroData ? 'error' : undefined} help={erroData ?? undefined}>
              <Space.Compact block>
                <DatePicker
                  aria-label="De"
                  placeholder="De"
                  format="DD/MM/YYYY"
                  allowClear={false}
                  value={de}
                  onChange={(d) => d && setPeriodo([d, ate])}
                  style={{ width: '50%' }}
                />
                <DatePicker
                  aria-label="Até"
                  placeholder="Até"
                  format="DD/MM/YYYY"
                  allowClear={false}
                  value={ate}
                  onChange={(d) => d && setPeriodo([de, d])}
                  style={{ width: '50%' }}
                />
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} md={12} />
          <CampoParte id="rb-remetente" rotulo="Remetente" parte={remetente} onChange={setRemetente} />
          <CampoParte id="rb-destinatario" rotulo="Destinatário" parte={destinatario} onChange={setDestinatario} />
        </Row>
        <Space>
          <Button onClick={limpar}>Limpar</Button>
          <Button type="primary" htmlType="submit" disabled={!podeBuscar}>
            Pesquisar
          </Button>
        </Space>
      </Form>

      <div ref={resultados} style={{ marginTop: 24 }} aria-live="polite" data-testid="resultados">
        {estado === 'inicial' && <Empty description={BUSCA_TEXTOS.inicial} />}
        {estado === 'vazio' && <Empty description={BUSCA_TEXTOS.vazio} />}
        {estado === 'carregando' && buscando}
        {estado === 'resultados' && (
          <Suspense fallback={buscando}>
            <Resultados notas={notas} detalhe={detalhe} modo={modo} onModo={setModo} largura={largura} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function useBuscaParte(parte: Parte, set: (f: (p: Parte) => Parte) => void, run: { current: HostedComponentProps['fetchCall'] }) {
  const notificarErro = useNotificarErro();
  useEffect(() => {
    if (parte.validado || parte.travado || (parte.valor.length !== 14 && parte.valor.length !== 18)) return;
    const valor = parte.valor;
    const timer = setTimeout(() => {
      run.current('documento', { document: documentoLimpo(valor) }).then(
        (r) => {
          const nome = (r as { body?: { nome?: string } }).body?.nome ?? '';
          set((p) => (p.valor === valor ? { ...p, nome, validado: true } : p));
        },
        (e) => notificarErro('Erro', mensagemDoErro(e, BUSCA_TEXTOS.documentoFalhou)),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [parte.valor, parte.validado, parte.travado, set, run, notificarErro]);
}

function CampoParte({ id, rotulo, parte, onChange }: { id: string; rotulo: string; parte: Parte; onChange: (p: Parte) => void }) {
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item label={`${rotulo} (CPF/CNPJ)`} htmlFor={id}>
          <Input
            id={id}
            value={parte.valor}
            readOnly={parte.travado}
            placeholder="CPF ou CNPJ"
            onChange={(e) => onChange({ ...PARTE_VAZIA, valor: mascaraDocumento(e.target.value) })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item label={`Nome do ${rotulo.toLowerCase()}`} htmlFor={`${id}-nome`}>
          <Input id={`${id}-nome`} value={parte.nome} readOnly tabIndex={-1} />
        </Form.Item>
      </Col>
    </>
  );
}
