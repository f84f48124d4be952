import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSession } from '../../session/store.ts';

/** 'Impresso em 26/11/2026 14:05': the moment of printing, in the browser's clock (what the person holding the paper saw). */
export function printedAt(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `Impresso em ${two(now.getDate())}/${two(now.getMonth() + 1)}/${now.getFullYear()} ${two(now.getHours())}:${two(now.getMinutes())}`;
}

/**
 * What a printed screen says above its title (issue 28 item 6): the company and when it was printed; the title
 * (code + name) is the screen's heading and the filters in words come from the engine (PrintFilters). Shown only on
 * paper (src/styles/print.css). The time is taken when printing starts, and drawn before the page is laid out.
 */
export function PrintHeader() {
  const company = useSession((s) => s.company);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const before = () => flushSync(() => setNow(new Date()));
    window.addEventListener('beforeprint', before);
    return () => window.removeEventListener('beforeprint', before);
  }, []);
  return (
    <div className="mirante-print-only mirante-print-header" data-print-header>
      {company && <span>{company.razao_social || company.nome_fantasia}</span>}
      <span>{printedAt(now)}</span>
    </div>
  );
}
