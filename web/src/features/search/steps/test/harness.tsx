import { useState, type ComponentType, type ReactNode } from 'react';
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

interface PanelProps<T> {
  variant: PanelVariant;
  mode: PriceUnit;
  value: T;
  /** Optional `done`: the Who panel reports none. */
  onChange: (value: T, done?: boolean) => void;
}

/** `Panel` kept by a host that owns its value; `calls` holds every change as `record` saw it. */
function renderPanel<T, Call>(
  Panel: ComponentType<PanelProps<T>>,
  { variant = 'desktop', mode, initial }: Options<T> & { mode: PriceUnit },
  record: (value: T, done: boolean) => Call,
) {
  const calls: Call[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <Panel
        variant={variant}
        mode={mode}
        value={value}
        onChange={(next, done) => {
          calls.push(record(next, done ?? false));
          setValue(next);
        }}
      />
    );
  }
  return { ...renderWithI18n(<Host />), calls };
}

const withDone = <T,>(value: T, done: boolean): [T, boolean] => [value, done];

export function renderDates({ mode = 'day', ...options }: Options<SearchDates | null>) {
  return renderPanel(DatesPanel, { mode, ...options }, withDone);
}

export function renderWhat({ mode = 'hour', ...options }: Options<string | null>) {
  return renderPanel(WhatPanel, { mode, ...options }, withDone);
}

export function renderWho({
  mode = 'day',
  initial = NO_GUESTS,
  ...options
}: Partial<Options<GuestCounts>>) {
  // The Who panel reports no `done`: a guest count is never "finished".
  return renderPanel(WhoPanel, { mode, initial, ...options }, (value: GuestCounts) => value);
}
