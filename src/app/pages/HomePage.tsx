import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Spin, Typography } from 'antd';
import { apiGet } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import { SHARED_MESSAGES } from '../../../common/messages.ts';
import { PageHeading } from '../layout/PageHeading.tsx';
import { HomeWorkspace } from '../workspace/HomeWorkspace.tsx';

export const STATUS_FAILED_TEXT = SHARED_MESSAGES.databaseDown;
export const TAGLINE = 'Mirante — estatísticas gerenciais da sua empresa';

type Status = 'loading' | 'ok' | 'failed';

/** Home status check (spec 1 §4, §8): GET /empresas/{id}/status-empresa; statusCode 200 = ok. */
export async function checkCompanyStatus(empresaId: number): Promise<'ok' | 'failed'> {
  try {
    const body = await apiGet<{ statusCode?: number }>(`/empresas/${empresaId}/status-empresa`);
    return body?.statusCode === 200 ? 'ok' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Home (/home, code 0): product title, tagline and the selected company's connection status. */
export function HomePage() {
  const company = useSession((s) => s.company);
  const openPicker = useSession((s) => s.openPicker);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    document.title = 'Mirante';
  }, []);

  useEffect(() => {
    if (!company) return;
    let current = true;
    setStatus('loading');
    void checkCompanyStatus(company.id).then((s) => current && setStatus(s));
    return () => {
      current = false;
    };
  }, [company, attempt]);

  return (
    <div className="center-page">
      <PageHeading className="home-title">Mirante</PageHeading>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {TAGLINE}
      </Typography.Paragraph>
      {!company ? (
        <Button type="primary" onClick={openPicker}>
          Selecionar empresa
        </Button>
      ) : status === 'loading' ? (
        <div role="status">
          <Spin /> <span style={{ marginLeft: 8 }}>Verificando conexão...</span>
        </div>
      ) : status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          style={{ maxWidth: 560, margin: '0 auto', textAlign: 'left' }}
          title={STATUS_FAILED_TEXT}
          action={
            <Button size="small" danger onClick={retry}>
              Reconectar
            </Button>
          }
        />
      ) : null}
      {/* the user's favourites and recent screens (issue 34): stored on the server, not in the company's database */}
      {company && <HomeWorkspace />}
    </div>
  );
}
