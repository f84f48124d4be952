/**
 * antd's icons announce their English file names ('search', 'close', 'dollar', 'bank'): as
 * role="img" with aria-label they also leak into the names of menu items and buttons ('dollar
 * Financeiro'). The portal's icons are decorative: this observer hides them from assistive
 * technology and gives a button whose only content is an icon a pt-BR name (antd draws some of those
 * itself: the search button of Input.Search, the close button of modals and drawers, clear buttons).
 */
const BUTTON_NAMES: Record<string, string> = {
  search: 'Pesquisar',
  close: 'Fechar',
  'close-circle': 'Limpar',
  menu: 'Menu',
  plus: 'Expandir',
  minus: 'Recolher',
  left: 'Anterior',
  right: 'Próximo',
  down: 'Abrir',
  calendar: 'Abrir calendário',
  'swap-right': 'até',
  setting: 'Configurações',
  download: 'Baixar',
  reload: 'Recarregar',
};

const ICON_SELECTOR = 'span.anticon[role="img"]';

function hasName(element: Element): boolean {
  if (element.getAttribute('aria-label') || element.getAttribute('aria-labelledby') || element.getAttribute('title')) return true;
  return (element.textContent ?? '').trim().length > 0;
}

/** Makes one icon decorative, naming its button in pt-BR when the icon was all the button had. */
export function fixIcon(icon: Element): void {
  const name = icon.getAttribute('aria-label') ?? '';
  icon.removeAttribute('role');
  icon.removeAttribute('aria-label');
  icon.setAttribute('aria-hidden', 'true');
  const button = icon.closest('button, [role="button"], a');
  if (button && !hasName(button) && BUTTON_NAMES[name]) button.setAttribute('aria-label', BUTTON_NAMES[name]);
}

function fixWithin(root: ParentNode): void {
  if (root instanceof Element && root.matches(ICON_SELECTOR)) fixIcon(root);
  root.querySelectorAll?.(ICON_SELECTOR).forEach(fixIcon);
}

let observer: MutationObserver | null = null;

/** Starts fixing every icon in the document, now and as they are added (idempotent). */
export function startIconLabels(root: HTMLElement = document.body): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  fixWithin(root);
  observer = new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'childList') m.addedNodes.forEach((n) => n instanceof Element && fixWithin(n));
      else if (m.target instanceof Element && m.target.matches(ICON_SELECTOR)) fixIcon(m.target);
    }
  });
  // 'role' again on an icon: antd re-rendered it with its English name.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
}
