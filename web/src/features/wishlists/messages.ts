import type { TFunction } from 'i18next';

// The contracts' WishlistName carries English messages; the forms show the catalogue's.
const KEY_BY_MESSAGE: Record<string, string> = {
  'Please name your wishlist': 'form.nameRequired',
  'Use at most 50 characters': 'form.nameTooLong',
};

export function wishlistMessage(t: TFunction<'wishlists'>, message: string | undefined) {
  if (!message) return undefined;
  const key = KEY_BY_MESSAGE[message];
  return key ? t(key) : t('form.nameInvalid');
}
