/** The contact fields a subscriber may open in the app they belong to. */
export type ContactField = 'c_email' | 'line' | 'whats_app' | 'facebook' | 'phone';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** An https URL on one of `hosts` (or a subdomain), as the member typed it; else null. */
function webAddress(text: string, hosts: readonly string[]): string | null {
  const candidate = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const known = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  return known && url.pathname.length > 1
    ? `https://${url.host}${url.pathname}${url.search}`
    : null;
}

/**
 * Where a tap on a member's contact detail goes: the mail app, the phone, WhatsApp, Line or
 * Facebook. Members type these freely, so only what reads as that kind of address becomes a
 * link (never another scheme or site); anything else stays text.
 */
export function contactHref(field: string, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  switch (field) {
    case 'c_email':
      return /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(text) ? `mailto:${text}` : null;
    case 'phone': {
      const digits = digitsOf(text);
      if (digits.length < 6 || digits.length > 15) return null;
      return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
    }
    case 'whats_app': {
      const digits = digitsOf(text);
      return digits.length >= 6 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
    }
    case 'line': {
      const page = webAddress(text, ['line.me']);
      if (page) return page;
      const id = text.replace(/^@?~?/, '');
      return /^[\w.-]{2,40}$/.test(id) ? `https://line.me/ti/p/~${encodeURIComponent(id)}` : null;
    }
    case 'facebook': {
      const page = webAddress(text, ['facebook.com', 'fb.com', 'fb.me']);
      if (page) return page;
      return /^[\w.]{3,50}$/.test(text)
        ? `https://www.facebook.com/${encodeURIComponent(text)}`
        : null;
    }
    default:
      return null;
  }
}
