import { useEffect, useRef } from 'react';
import { requestHeadingFocus } from '../layout/headingFocus.ts';
import { Card, Col, Empty, Modal, Row, Spin, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession, type Company } from '../../session/store.ts';
import { chooseCompany, loadCompanies } from '../session/actions.ts';
import { catalogue } from '../catalogue.ts';
import { screenAfterCompanyChange } from './screenAfterChange.ts';

/**
 * The company picker modal 'Empresas' (spec 1 §2.4): one card per company (id and trade name).
 * Clicking a card (or Enter/Space on a focused card) selects it, closes the modal and refetches the
 * permissions; a change keeps the screen when the new company allows it, else goes to /home (issue 28).
 * Escape and a click on the backdrop close it.
 */
export function CompanyPicker() {
  const open = useSession((s) => s.pickerOpen);
  const companies = useSession((s) => s.companies);
  const selected = useSession((s) => s.company);
  const close = useSession((s) => s.closePicker);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (open && companies === null) void loadCompanies();
  }, [open, companies]);

  // After a choice the focus goes to Home's heading once the modal has closed (antd first returns it to the opener).
  const chosen = useRef(false);
  async function pick(company: Company) {
    chosen.current = true;
    // The first choice after sign-in stays on the page asked for. A change stays on the screen when the new company
    // releases it, once its permissions are in (the screen shows its spinner meanwhile), else Home.
    const changing = selected !== null;
    const from = location.pathname;
    await chooseCompany(company);
    if (!changing) return;
    const { company: now, permissions } = useSession.getState();
    if (now?.id !== company.id) return; // another choice came after this one
    const to = screenAfterCompanyChange(from, { company: now, permissions }, catalogue);
    navigate(to, { replace: to === from });
  }

  return (
    <Modal
      title="Empresas"
      open={open}
      onCancel={close}
      footer={null}
      width={720}
      destroyOnHidden
      afterClose={() => {
        if (chosen.current) requestHeadingFocus();
        chosen.current = false;
      }}
    >
      {companies === null ? (
        <Spin />
      ) : companies.length === 0 ? (
        <Empty description="Nenhuma empresa disponível" />
      ) : (
        <Row gutter={[12, 12]} role="list">
          {companies.map((c) => (
            <Col xs={24} sm={12} key={c.id} role="listitem">
              <Card
                hoverable
                size="small"
                className="company-card"
                tabIndex={0}
                role="button"
                aria-pressed={selected?.id === c.id}
                data-testid={`empresa-${c.id}`}
                style={selected?.id === c.id ? { borderColor: '#0958d9' } : undefined}
                onClick={() => void pick(c)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    void pick(c);
                  }
                }}
              >
                <Typography.Text type="secondary">{c.id}</Typography.Text>
                <div style={{ fontWeight: 600 }}>{c.nome_fantasia}</div>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Modal>
  );
}
