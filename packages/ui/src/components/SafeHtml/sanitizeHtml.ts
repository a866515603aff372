import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** Schemes a link or an image may use; everything else (javascript:, data:, vbscript:…) is dropped. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'poster',
  'background',
];

const config: Config = {
  USE_PROFILES: { html: true }, // no SVG, no MathML: their namespaces carry script vectors of their own
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'target'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
};

let purifier: DOMPurify | null = null;
// No inline handler in the canary: parsing one makes Chrome report a CSP violation under the
// site's strict policy (script-src-attr), on every page that shows a message.
const CANARY = '<p><b>ok</b><a href="/x">x</a></p><script>bad()</script><img src="/i.png">';
const CANARY_SAFE = '<p><b>ok</b><a href="/x">x</a></p><img src="/i.png" alt="">';

/** One DOMPurify instance of our own, so these hooks never reach another user of the library. */
function instance(): DOMPurify | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const made = createDOMPurify(window);
  if (!made.isSupported) return null;
  made.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      // DOMPurify lets `data:` through on images and media; a message has no use for it.
      if (value !== null && /^\s*data:/i.test(value)) node.removeAttribute(name);
    }
    // An image in a message says nothing the words do not: decorative unless the service named it.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (isExternal(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  // Self-check: a DOM that DOMPurify cannot drive correctly (happy-dom in unit tests keeps
  // <script> and drops <b>) must not be trusted with markup; callers then show plain text.
  if (made.sanitize(CANARY, config) !== CANARY_SAFE) return null;
  purifier = made;
  return made;
}

/** True when `href` leaves this site: an absolute http(s) or protocol-relative URL to another host. */
function isExternal(href: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(href.trim())) return false;
  try {
    return new URL(href, window.location.href).host !== window.location.host;
  } catch {
    return true;
  }
}

/**
 * Sanitises an HTML string for display: no script, style or frames, no `on*` handler, no
 * `javascript:` or `data:` URL, no inline style; external links open in a new tab with
 * `rel="noopener noreferrer"`. Returns null where there is no DOM to sanitise with (then callers
 * show the text, never the markup).
 */
export function sanitizeHtml(html: string): string | null {
  const purify = instance();
  return purify ? purify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) : null;
}
