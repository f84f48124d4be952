import { Typography } from 'antd';
import { StatusMessage } from '../../engine/messages/StatusMessage.tsx';

/** The public pages' full-page error (spec 3 §2.4): an unknown hash, or carrier/note data that failed to load. */
export const ERRO_RASTREAMENTO = {
  title: 'Ocorreu um erro!',
  subtitle: 'Não conseguimos identificar a transportadora/NF-e',
  hint: 'Verifique se a URL está correta. É por meio dela que conseguimos fazer as buscas',
} as const;

export function ErroRastreamento() {
  return (
    <StatusMessage
      status="error"
      title={ERRO_RASTREAMENTO.title}
      subTitle={ERRO_RASTREAMENTO.subtitle}
      data-testid="erro-rastreamento"
    >
      <Typography.Paragraph style={{ textAlign: 'center', margin: 0 }}>{ERRO_RASTREAMENTO.hint}</Typography.Paragraph>
    </StatusMessage>
  );
}
