import { DEFAULT_CURRENCY, LIMITS } from '@arrendo/contracts/web';
import { SPLIT_VIEW_MIN_PX } from '@/features/home/split-view';
import { detectionOptions } from '@/i18n/detection';
import { CURRENCY_STORE_KEY as CURRENCY_KEY } from '@/features/preferences/currency-store';
import { TAX_STORE_KEY as TAX_KEY } from '@/features/preferences/tax-store';
import { FEES_STORE_KEY as FEES_KEY } from '@/features/preferences/fees';

/**
 * Marks a `#root` holding the page's first screen drawn by the server (bff/src/seo/first-screen.ts),
 * and on `<html>` with the value `stale`: this visitor's stored choices differ from what the
 * server drew, so the app draws the page itself.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The `<script type="application/json">` holding the first screen's data (the BFF writes it). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/**
 * The widths at which the app's script (not only its CSS) lays pages out differently: the phone
 * shell and the property gallery below 768 px, the home's map beside the list from 1024 px.
 */
export const LAYOUT_BREAKPOINTS_PX = [LIMITS.mobileBreakpointPx, SPLIT_VIEW_MIN_PX] as const;

/**
 * The inline script that replaces the entry's `<script>` on a page with a first screen. Before
 * anything is painted it compares the visitor's stored language, currency and tax display (their
 * own choice, else the admin's default as last fetched) with the server's (which knows cookies
 * and Accept-Language, not localStorage), and the screen's
 * width with the one the server guessed (`data-width`, across LAYOUT_BREAKPOINTS_PX), and marks
 * the first screen stale when they differ (styles.css hides it). Then it loads the app once the
 * page has loaded (its first photos) and a frame has been painted after that: the photos and the
 * text on screen are not kept waiting behind the app's code on a slow connection (a hidden tab,
 * whose frames never come, loads it at once; at the latest a second after the load or three after
 * the page arrived, whichever comes first). A constant text, so the BFF allows it by its hash.
 */
export const FIRST_SCREEN_BOOT_SCRIPT = `(function(){var w=window,d=w.document,h=d.documentElement,c=d.currentScript;function showsTax(s){var t=s.getItem(${JSON.stringify(TAX_KEY)}),f=JSON.parse(s.getItem(${JSON.stringify(FEES_KEY)})||"null");return t===null?!!(f&&f.showTaxIncludedByDefault===true):t==="true"}function side(x){var n=0;${JSON.stringify([...LAYOUT_BREAKPOINTS_PX])}.forEach(function(b){if(x>=b)n++});return n}try{var s=w.localStorage,l=s.getItem(${JSON.stringify(detectionOptions.lookupLocalStorage)}),m=JSON.parse(s.getItem(${JSON.stringify(CURRENCY_KEY)})||"null"),dw=+c.getAttribute("data-width");if((dw&&side(dw)!==side(w.innerWidth))||(l&&l.slice(0,2)!==h.lang)||(m&&m.currency&&m.currency!==${JSON.stringify(DEFAULT_CURRENCY)})||showsTax(s))h.setAttribute(${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)},"stale")}catch(e){}var done=0;function go(){if(done++)return;var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=c.getAttribute("data-entry");d.head.appendChild(e)}function later(){if(d.hidden)go();else w.requestAnimationFrame(function(){w.requestAnimationFrame(go)});w.setTimeout(go,1000)}if(d.readyState==="complete")later();else{w.addEventListener("load",later);w.setTimeout(go,3000)}})();`;

/**
 * The screen width the first screen in `#root` was drawn for (the app hydrates it with the same),
 * or null when there is none to hydrate. A stale one is emptied: the app then starts as on any
 * other page, with its startup screen.
 */
export function firstScreenWidth(container: HTMLElement): number | null {
  const value = container.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  if (value === null) return null;
  const width = Number(value);
  if (
    document.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE) === 'stale' ||
    !Number.isInteger(width) ||
    width <= 0
  ) {
    container.replaceChildren();
    container.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    container.removeAttribute('inert');
    return null;
  }
  return width;
}

/**
 * The data the first screen was drawn from, or null (none, or not JSON). The app starts from it,
 * so the hydration draws the same thing and nothing is asked for twice.
 */
export function firstScreenData(): unknown {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
