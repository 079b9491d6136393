import { useEffect } from 'react';
import { elementForHash, goToElement } from './scroll';

/**
 * Opening `/privacy#your-rights` lands on that section once the text is on the page: the text
 * arrives after the router's own hash scroll had nothing to scroll to. `content` is the rendered
 * HTML, so a language switch (same ids in every language) comes back to the same section.
 */
export function useHashScroll(content: string | undefined): void {
  useEffect(() => {
    if (!content) return;
    const frame = requestAnimationFrame(() => {
      const element = elementForHash(window.location.hash);
      if (element) goToElement(element);
    });
    return () => cancelAnimationFrame(frame);
  }, [content]);
}
