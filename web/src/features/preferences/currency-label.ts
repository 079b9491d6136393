import { CURRENCY_SYMBOL, type Currency } from '@arrendo/contracts/web';

/**
 * The currency as a chooser names it: its sign and its code, the code once. CLP's sign already
 * carries the code (`CLP$`, told apart from the dollar in prices), which beside the code read
 * 'CLP$ CLP'.
 */
export function currencyLabel(code: Currency): string {
  const sign = CURRENCY_SYMBOL[code].replace(code, '') || CURRENCY_SYMBOL[code];
  return `${sign} ${code}`;
}
