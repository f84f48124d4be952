import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '../../engine/messages/StatusMessage.tsx';
import { PageHeading } from '../layout/PageHeading.tsx';

/** Unknown routes. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <StatusMessage
      status="notFound"
      title={<PageHeading className="result-heading">Página não encontrada</PageHeading>}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          Ir para Home
        </Button>
      }
    />
  );
}
