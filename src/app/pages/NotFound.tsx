import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../layout/PageHeading.tsx';

/** Unknown routes. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<PageHeading className="result-heading">Página não encontrada</PageHeading>}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          Ir para Home
        </Button>
      }
    />
  );
}
