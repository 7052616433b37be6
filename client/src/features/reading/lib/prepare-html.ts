import DOMPurify from 'dompurify';

export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface PreparedHtml {
  html: string;
  headings: Heading[];
}

/**
 * Sanitises HTML the server already sanitised (the client stays safe whatever it is given), gives every
 * h2/h3 an id (prefixed, so content ids never clash with the page's own) and lists them for the contents.
 */
export function prepareHtml(raw: string, idPrefix = 'sec'): PreparedHtml {
  const fragment = DOMPurify.sanitize(raw, { RETURN_DOM_FRAGMENT: true });
  const headings: Heading[] = [];
  const seen = new Set<string>();
  fragment.querySelectorAll('h2, h3').forEach((el, i) => {
    const base = (el.id || `h${i + 1}`).replace(/[^\w-]/g, '').slice(0, 40) || `h${i + 1}`;
    let id = `${idPrefix}-${base}`;
    for (let n = 2; seen.has(id); n++) id = `${idPrefix}-${base}-${n}`;
    seen.add(id);
    el.id = id;
    const text = el.textContent?.trim() ?? '';
    if (text) headings.push({ id, text, level: el.tagName === 'H2' ? 2 : 3 });
  });
  // Links out of the page open in a new tab without handing it this page.
  fragment.querySelectorAll('a[href]').forEach((a) => {
    if (/^https?:/i.test(a.getAttribute('href') ?? '')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // Code blocks and tables scroll sideways on a phone: each takes the keyboard focus, so that its hidden
  // part can be scrolled into view without a mouse (WCAG 2.1.1; axe scrollable-region-focusable).
  fragment.querySelectorAll('pre, table').forEach((el) => el.setAttribute('tabindex', '0'));
  const box = document.createElement('div');
  box.appendChild(fragment);
  return { html: box.innerHTML, headings };
}
