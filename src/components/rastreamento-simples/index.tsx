import { useRef, useState } from 'react';
import { Button, Card, Empty, Form, Input, Space, Spin, Typography } from 'antd';
import type { HostedComponentProps } from '../../engine/panels/component/types.ts';
import { isoToBr, mascaraDocumento } from '../../../common/rastreamento.ts';
import { ErroRastreamento } from '../rastreamento-comum/ErroRastreamento.tsx';
import { mensagemDoErro, useNotificarErro } from '../rastreamento-comum/notificacoes.ts';
import type { NotaSimples } from '../../../common/rastreamentoRespostas.ts';
import { Ocorrencias } from '../rastreamento-comum/Ocorrencias.tsx';

export const SIMPLES_TEXTOS = {
  inicial: 'Informe os dados da nota fiscal para consultar as ocorrências disponíveis.',
  naoEncontrada: (numero: string) => `Nota fiscal “${numero}” não encontrada.`,
  semServidor: 'Servidor não respondendo. Tente novamente mais tarde.',
} as const;


/**
 * Simple tracking 'Rastreamento' (spec 3 §2.3): a sender's link; its notes by number (digits only) and series. The
 * carrier's name is the definition's subtitle, drawn by the page with its heading; the sender's name is here.
 */
export default function RastreamentoSimples({ calls, fetchCall }: HostedComponentProps) {
  const run = useRef(fetchCall);
  run.current = fetchCall;
  const notificarErro = useNotificarErro();
  const dados = calls.transporte;
  const result = (dados?.data as { data?: { result?: { transportadora?: { nome?: string }; remetente?: { nome?: string } } } } | undefined)?.data?.result;
  const [numero, setNumero] = useState('');
  const [serie, setSerie] = useState('');
  const [buscado, setBuscado] = useState<string | null>(null);
  const [notas, setNotas] = useState<NotaSimples[]>([]);
  const [carregando, setCarregando] = useState(false);

  if (dados?.error) return <ErroRastreamento />;
  if (!result) return <Spin description="Carregando..." style={{ display: 'block', margin: 48 }} />;

  const pesquisar = async () => {
    setCarregando(true);
    try {
      const r = (await run.current('notas', { nro_nota: numero, serie_nota: serie.trim() })) as { data?: { result?: NotaSimples[] } };
      setNotas(r.data?.result ?? []);
    } catch (e) {
      setNotas([]);
      notificarErro('Erro', mensagemDoErro(e, SIMPLES_TEXTOS.semServidor));
    }
    setBuscado(numero);
    setCarregando(false);
  };

  return (
    <div className="rastreamento-simples">
      <Typography.Paragraph>
        Remetente: <strong data-testid="remetente">{result.remetente?.nome}</strong>
      </Typography.Paragraph>
      <Form layout="inline" onFinish={() => void pesquisar()} style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item label="Nota Fiscal" htmlFor="rs-nota">
          <Input id="rs-nota" inputMode="numeric" value={numero} maxLength={9} onChange={(e) => setNumero(e.target.value.replace(/\D/g, ''))} />
        </Form.Item>
        <Form.Item label="Série" htmlFor="rs-serie">
          <Input id="rs-serie" value={serie} maxLength={10} onChange={(e) => setSerie(e.target.value)} style={{ width: 100 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={numero === '' || carregando}>
          Pesquisar
        </Button>
      </Form>
      <div aria-live="polite" data-testid="resultados">
        {buscado === null ? (
          <Empty description={SIMPLES_TEXTOS.inicial} />
        ) : notas.length === 0 ? (
          <Empty description={SIMPLES_TEXTOS.naoEncontrada(buscado)} />
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {notas.map((n, i) => (
              <Card key={`${n.numero}-${n.serie}-${i}`} size="small" title={`Nota Fiscal ${n.numero} - Série ${n.serie}`}>
                <div>Emissão: {isoToBr(n.data_emissao)}</div>
                <div>
                  Remetente: {mascaraDocumento(n.remetente.cnpj)} - {n.remetente.nome_fantasia}
                </div>
                <div>
                  Destinatário: {mascaraDocumento(n.destinatario.cnpj)} - {n.destinatario.nome_fantasia}
                </div>
                <Ocorrencias itens={n.ocorrencias} />
              </Card>
            ))}
          </Space>
        )}
      </div>
    </div>
  );
}
