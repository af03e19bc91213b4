/**
 * Keeps an image URL only when it is http(s), resolving site-relative paths
 * against the URL the data came from (so a partner's page still finds them).
 * Anything else (javascript:, data:, vbscript:, garbage) becomes null.
 */
export function safeImageUrl(value: unknown, base: string | URL): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  // Protocol-relative and scheme-bearing strings must be http(s); everything else is a path.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:/i.test(text)) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
