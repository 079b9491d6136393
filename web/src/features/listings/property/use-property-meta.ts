import { useEffect } from 'react';
import type { Property } from '@arrendo/contracts/web';
import { formatPageTitle } from '@/lib/page-title';

function setMeta(attr: 'name' | 'property', key: string, content: string): () => void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  const created = !el;
  const previous = el?.getAttribute('content') ?? null;
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
  return () => {
    if (created) el.remove();
    else if (previous !== null) el.setAttribute('content', previous);
  };
}

/** A short plain description for previews: the first ~160 characters, cut at a word. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  return `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** Title, description and Open Graph tags for a listing; restored when the page leaves. */
export function usePropertyMeta(property: Property): void {
  const cover = property.photos[0]?.url;
  const title = property.title;
  const description = metaDescription(property.description);
  useEffect(() => {
    const previousTitle = document.title;
    document.title = formatPageTitle(title);
    const image = cover ? new URL(cover, window.location.origin).href : null;
    const undo = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', formatPageTitle(title)),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'website'),
      ...(image ? [setMeta('property', 'og:image', image)] : []),
    ];
    return () => {
      document.title = previousTitle;
      for (const u of undo.reverse()) u();
    };
  }, [title, description, cover]);
}
