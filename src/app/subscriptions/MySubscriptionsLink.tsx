import { Tooltip } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { MY_SUBSCRIPTIONS_ROUTE } from './route.ts';
import { SUBSCRIPTION_TEXTS as T } from './texts.ts';
import './subscriptions.css';

/** The top bar's way to 'Minhas assinaturas' (issue 36): an icon link (a page, not an action), named for screen readers. */
export function MySubscriptionsLink() {
  return (
    <Tooltip title={T.page}>
      <Link to={MY_SUBSCRIPTIONS_ROUTE} className="my-subscriptions-link" aria-label={T.page} data-testid="my-subscriptions-link">
        <MailOutlined aria-hidden />
      </Link>
    </Tooltip>
  );
}
