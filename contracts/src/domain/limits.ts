/** Spec §9 "Business constants and limits". */
export const LIMITS = {
  otpLength: 6,
  otpTtlMinutes: 10,
  otpMaxAttempts: 5,
  minimumAge: 18,
  passwordMinLength: 8,
  passwordStrengthMax: 5,
  databaseStatusCacheMs: 300_000,
  connectionRetries: { attempts: 3, baseDelayMs: 500, factor: 1.5, jitter: 0.2 },
  toasts: {
    limit: 20,
    durationMs: { blank: 4000, error: 4000, success: 2000 },
    position: 'top-center',
    maxWidthPx: 350,
  },
  signUpPromptAfterChooserMs: 100,
  modalMaxWidthPx: 568,
  priceFilter: { defaultMin: 50, defaultMax: 1000, sliderMin: 0, sliderMax: 2000, step: 10 },
  counters: { bedroomsMax: 10, bathroomsMax: 10, minGuestsMax: 16 },
  amenityRowHeightPx: 48,
  amenityListMaxHeightPx: 300,
  autocomplete: { debounceMs: 300, desktopResults: 5 },
  geolocationTimeoutMs: 10_000,
  mapsTimeoutMs: 3000,
  swipeToClosePx: 60,
  availabilityHorizonMonths: 6,
  serviceFeePercent: 10,
  vatPercent: 19,
  exchangeRatesCacheMs: 3_600_000,
  exchangeRatesFetchTimeoutMs: 3000,
  wizardMinPhotos: 5,
  helpSearchDebounceMs: 300,
  helpDropdownMaxHeightPx: 400,
  inactivityReloadMinutes: 30,
  deletedBannerMs: 10_000,
  testPushCloseMs: 5000,
  apiTimeoutMs: 10_000,
  mobileBreakpointPx: 768,
  searchModalBreakpointPx: 640,
  pendingHoldMinutes: 15,
  pageSize: { default: 24, max: 100 },
} as const;

/** Guests: adults are 13+, children 2–12, infants under 2; the count sent is adults + children. */
export const GUEST_CATEGORIES = ['adults', 'children', 'infants', 'pets'] as const;

export const DEFAULT_TIME_ZONE = 'America/Santiago';
export const LANGUAGES = ['en', 'es'] as const;
export const FALLBACK_LANGUAGE = 'en';
