import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { PriceUnit } from '@arrendo/contracts/web';
import { testI18n } from '@/test/render-in-router';
import { NO_GUESTS, type GuestCounts, type SearchDates } from '../../state';
import { DatesPanel } from '../dates-panel';
import { WhatPanel } from '../what-panel';
import { WhoPanel } from '../who-panel';
import type { PanelVariant } from '../types';

/** The panels as a container uses them: the value kept outside, every change recorded. */
export function renderWithI18n(ui: ReactNode) {
  return render(<I18nextProvider i18n={testI18n}>{ui}</I18nextProvider>);
}

interface Options<T> {
  variant?: PanelVariant;
  mode?: PriceUnit;
  initial: T;
}

export function renderDates({
  variant = 'desktop',
  mode = 'day',
  initial,
}: Options<SearchDates | null>) {
  const calls: [SearchDates | null, boolean][] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <DatesPanel
        variant={variant}
        mode={mode}
        value={value}
        onChange={(next, done) => {
          calls.push([next, done]);
          setValue(next);
        }}
      />
    );
  }
  return { ...renderWithI18n(<Host />), calls };
}

export function renderWhat({
  variant = 'desktop',
  mode = 'hour',
  initial,
}: Options<string | null>) {
  const calls: [string | null, boolean][] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <WhatPanel
        variant={variant}
        mode={mode}
        value={value}
        onChange={(next, done) => {
          calls.push([next, done]);
          setValue(next);
        }}
      />
    );
  }
  return { ...renderWithI18n(<Host />), calls };
}

export function renderWho({
  variant = 'desktop',
  mode = 'day',
  initial = NO_GUESTS,
}: Partial<Options<GuestCounts>>) {
  const calls: GuestCounts[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <WhoPanel
        variant={variant}
        mode={mode}
        value={value}
        onChange={(next) => {
          calls.push(next);
          setValue(next);
        }}
      />
    );
  }
  return { ...renderWithI18n(<Host />), calls };
}
