import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Unknown routes. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Página não encontrada"
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          Ir para Home
        </Button>
      }
    />
  );
}
