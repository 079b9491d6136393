import { Link } from '@tanstack/react-router';
import type { HelpText } from '../help-index';

/** A card that opens a help article: its title and description. */
export function ArticleLinkCard({ slug, text }: { slug: string; text: HelpText }) {
  return (
    <Link
      to="/help/$slug"
      params={{ slug }}
      className="block h-full rounded-2xl border border-neutral-200 p-5 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
    >
      <span className="block font-semibold">{text.title}</span>
      <span className="mt-2 block text-sm text-muted">{text.description}</span>
    </Link>
  );
}
