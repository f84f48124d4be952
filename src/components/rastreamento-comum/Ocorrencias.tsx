import { Empty, Timeline, Typography } from 'antd';
import { isoToBr } from '../../../common/rastreamento.ts';
import type { Ocorrencia } from '../../../common/rastreamentoRespostas.ts';

/** The 'Ocorrências' timeline (newest first, as the API answers): description, date dd/MM/yyyy and time. */
export function Ocorrencias({ itens, titulo = true }: { itens: Ocorrencia[]; titulo?: boolean }) {
  return (
    <section aria-label="Ocorrências">
      {titulo && <Typography.Title level={5}>Ocorrências</Typography.Title>}
      {itens.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma ocorrência registrada." />
      ) : (
        <Timeline
          items={itens.map((o, i) => ({
            color: i === 0 ? 'green' : 'gray',
            content: (
              <div data-ocorrencia>
                <Typography.Text strong>{o.descricao}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {isoToBr(o.data)} {o.hora}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
