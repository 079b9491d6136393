import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * HTML our own markdown files became at build time (never user input, so setting it is safe and
 * the CSP is untouched). Clicks on our own links navigate inside the app instead of reloading it.
 */
export function MarkdownArticle({ html, className }: { html: string; className?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    if (href.startsWith('#')) return; // in-page anchors: the browser scrolls (smoothly, see CSS)
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    // The click handler only upgrades links the article already has; keyboard users activate
    // those links themselves, which fires the same click.
    <div
      className={cn('content-prose', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
