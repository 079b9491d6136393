import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceUnit } from '@arrendo/contracts/web';
import type { CounterField } from '../counter-rules';
import { COUNTER_MAX } from '../counter-rules';
import type { EditorAction, EditorState } from '../editor';
import { AmenityLists, AmenityPreview } from './amenity-lists';
import { Counter } from './counter';
import { FilterSection } from './filter-section';
import { PriceSection } from './price-section';
import { SortOptions } from './sort-options';
import { SwitchRow } from './switch-row';

export interface PanelProps {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  mode: PriceUnit;
  /** Adults + children of the Who step, shown next to the minimum-guests counter. */
  searchGuests: number;
}

function RoomCounters({
  state,
  dispatch,
  searchGuests,
  withGuests,
}: PanelProps & { withGuests: boolean }) {
  const { t } = useTranslation('filters');
  const fields: CounterField[] = withGuests
    ? ['bedrooms', 'bathrooms', 'minGuests']
    : ['bedrooms', 'bathrooms'];
  return (
    <div className="divide-y divide-neutral-100">
      {fields.map((field) => (
        <Counter
          key={field}
          label={t(`rooms.${field}`)}
          value={state.working[field]}
          max={COUNTER_MAX[field]}
          onIncrement={() => dispatch({ type: 'increment', field })}
          onDecrement={() => dispatch({ type: 'decrement', field })}
          testId={`counter-${field}`}
          hint={
            field === 'minGuests' && searchGuests > 0
              ? t('rooms.searchGuests', { count: searchGuests })
              : undefined
          }
        />
      ))}
    </div>
  );
}

function Toggles({ state, dispatch }: PanelProps) {
  const { t } = useTranslation('filters');
  return (
    <div className="divide-y divide-neutral-100">
      <SwitchRow
        label={t('more.pets')}
        hint={t('more.petsHint')}
        on={state.working.allowPets}
        onChange={(on) => dispatch({ type: 'pets', on })}
        testId="toggle-pets"
      />
      <SwitchRow
        label={t('more.instant')}
        hint={t('more.instantHint')}
        on={state.working.instantBook}
        onChange={(on) => dispatch({ type: 'instant', on })}
        testId="toggle-instant"
      />
    </div>
  );
}

/** All filters (spec §2.11): a preview of every tab, each with See all. */
export function AllFiltersPanel(props: PanelProps) {
  const { t } = useTranslation('filters');
  const { state, dispatch, mode } = props;
  const go = (tab: EditorState['tab']) => () => dispatch({ type: 'tab', tab });
  return (
    <div className="divide-y divide-neutral-200">
      <FilterSection title={t('price.title')} onSeeAll={go('price')}>
        <PriceSection
          value={state.working.priceRange}
          onChange={(range) => dispatch({ type: 'price', range })}
          mode={mode}
        />
      </FilterSection>
      <FilterSection title={t('rooms.title')} onSeeAll={go('rooms')}>
        <RoomCounters {...props} withGuests={false} />
      </FilterSection>
      <FilterSection title={t('amenities.popular')} onSeeAll={go('amenities')}>
        <AmenityPreview
          chosen={state.working.amenities}
          onToggle={(id) => dispatch({ type: 'amenity', id })}
          expanded={state.expanded}
          onToggleGroup={(group) => dispatch({ type: 'group', group })}
        />
      </FilterSection>
      <FilterSection title={t('sort.title')} onSeeAll={go('sort')}>
        <SortOptions
          value={state.working.sortBy}
          onPick={(sort) => dispatch({ type: 'sort', sort })}
          limit={2}
          legend={t('sort.title')}
        />
      </FilterSection>
      <FilterSection title={t('more.title')} onSeeAll={go('more')}>
        <Toggles {...props} />
      </FilterSection>
    </div>
  );
}

export function SortPanel({ state, dispatch }: PanelProps) {
  const { t } = useTranslation('filters');
  return (
    <FilterSection title={t('sort.title')}>
      <SortOptions
        value={state.working.sortBy}
        onPick={(sort) => dispatch({ type: 'sort', sort })}
        legend={t('sort.title')}
      />
    </FilterSection>
  );
}

export function PricePanel({ state, dispatch, mode }: PanelProps) {
  const { t } = useTranslation('filters');
  return (
    <FilterSection title={t('price.title')}>
      <PriceSection
        value={state.working.priceRange}
        onChange={(range) => dispatch({ type: 'price', range })}
        mode={mode}
      />
    </FilterSection>
  );
}

export function RoomsPanel(props: PanelProps) {
  const { t } = useTranslation('filters');
  return (
    <FilterSection title={t('rooms.title')}>
      <RoomCounters {...props} withGuests />
    </FilterSection>
  );
}

export function AmenitiesPanel({ state, dispatch }: PanelProps) {
  const { t } = useTranslation('filters');
  return (
    <FilterSection title={t('amenities.title')}>
      <AmenityLists
        chosen={state.working.amenities}
        onToggle={(id) => dispatch({ type: 'amenity', id })}
      />
    </FilterSection>
  );
}

export function MorePanel(props: PanelProps) {
  const { t } = useTranslation('filters');
  return (
    <FilterSection title={t('more.title')}>
      <Toggles {...props} />
    </FilterSection>
  );
}
