import { Alert } from 'antd';
import { formatDefinitionError, type DefinitionError } from './validate.ts';

/** Shown instead of a screen whose definition is invalid: names the file, the path and the problem. */
export function DefinitionErrorCard({ errors }: { errors: DefinitionError[] }) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid="definition-error"
      title="Definição de tela inválida"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {errors.map((e) => (
            <li key={formatDefinitionError(e)}>
              <code>{e.file}</code>: <code>{e.path || '/'}</code>: {e.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
