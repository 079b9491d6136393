import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { SearchIcon } from '@/components/ui/icons/search';
import { MapFallback } from '@/features/maps/map-fallback';
import { mapConfigQuery } from '@/features/maps/map-style';
import { OfflineMapNote } from '@/features/maps/offline-note';
import { usePriceFormat } from '@/features/preferences/use-price-format';
import { propertyLinkSearch } from '../property-link';
import { searchAreaPatch, targetBounds, urlBounds } from './bounds';
import { ClusterList, MiniCard } from './mini-card';
import type { ResultsMapProps } from './results-map-props';
import type { CreateResultsMapPort, MapBounds, ResultsMapPort } from './types';

const boundsKey = (b: MapBounds | null) => (b ? [b.south, b.west, b.north, b.east].join() : '');

/**
 * The results map's behaviour, independent of the drawing library (given as `createPort`): price
 * markers in the viewer's currency, hover shared with the list, a mini card for a clicked marker,
 * fitting each new search, and 'Search this area' once the guest moves the map.
 */
export function ResultsMapController({
  createPort,
  hits,
  url,
  searchKey,
  settled,
  hover,
  onSearchArea,
  className,
}: ResultsMapProps & { createPort: CreateResultsMapPort }) {
  const { t } = useTranslation('home');
  const { format, formatPerUnit } = usePriceFormat();
  const config = useQuery(mapConfigQuery);
  const configReady = !config.isPending;
  const styleUrl = config.data?.styleUrl ?? null;
  const container = useRef<HTMLDivElement>(null);
  const [port, setPort] = useState<ResultsMapPort | null>(null);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [listedIds, setListedIds] = useState<string[] | null>(null);
  const [embedded, setEmbedded] = useState(false);
  const latest = useRef({ hits, url, t });
  latest.current = { hits, url, t };
  /** The search already on screen (fitted, or the area the guest just chose). */
  const shownSearch = useRef<string | null>(null);
  const chosenArea = useRef<string | null>(null);

  // The map: made once the style is known, removed on unmount.
  useEffect(() => {
    if (failed || !configReady || !container.current) return;
    let created: ResultsMapPort;
    try {
      created = createPort(container.current, {
        styleUrl,
        initial: targetBounds(latest.current.url, latest.current.hits),
        clusterLabel: (count) => latest.current.t('map.cluster', { count }),
        events: {
          onUserMove: () => setMoved(true),
          onMarkerHover: (id, hovered) => hover.report(id, 'map', hovered),
          onMarkerClick: (id) => {
            setListedIds(null);
            setSelectedId(id);
          },
          onClusterList: (ids) => {
            setSelectedId(null);
            setListedIds(ids);
          },
          onBackgroundClick: () => {
            setSelectedId(null);
            setListedIds(null);
          },
          onBasemap: setEmbedded,
          onFail: () => setFailed(true),
        },
      });
    } catch {
      setFailed(true);
      return;
    }
    setPort(created);
    return () => {
      created.remove();
      setPort(null);
    };
  }, [createPort, failed, configReady, styleUrl, hover]);

  // Markers follow the results and the currency.
  useEffect(() => {
    port?.setMarkers(
      hits.map((h) => ({
        id: h.id,
        lat: h.lat,
        lng: h.lng,
        label: format(h.price),
        name: `${h.title}, ${formatPerUnit(h.price, h.priceUnit)}`,
      })),
    );
  }, [port, hits, format, formatPerUnit]);

  // A card under the pointer lights its marker.
  useEffect(() => {
    if (!port) return;
    // Any hovered result lights its marker, wherever the hover happened.
    const light = () => port.setHighlighted(hover.get()?.id ?? null);
    light();
    return hover.subscribe(light);
  }, [port, hover]);

  const selected = hits.find((h) => h.id === selectedId) ?? null;
  const listed = listedIds ? hits.filter((h) => listedIds.includes(h.id)) : [];
  useEffect(() => {
    port?.setSelected(selected?.id ?? null);
  }, [port, selected?.id]);

  // Each new search, once its results are in: show them (or the searched area) and forget the
  // previous exploration. The area the guest just chose is already on screen: no refit.
  useEffect(() => {
    if (!port || !settled || shownSearch.current === searchKey) return;
    shownSearch.current = searchKey;
    setMoved(false);
    setSelectedId(null);
    setListedIds(null);
    const area = boundsKey(urlBounds(url));
    if (area !== '' && area === chosenArea.current) return;
    chosenArea.current = null;
    port.fitBounds(targetBounds(url, hits));
  }, [port, settled, searchKey, url, hits]);

  const searchThisArea = () => {
    if (!port) return;
    const patch = searchAreaPatch(port.getBounds());
    chosenArea.current = boundsKey(patch);
    setMoved(false);
    onSearchArea(patch);
  };

  if (failed) {
    const b = targetBounds(url, hits);
    return (
      <MapFallback
        center={{ lat: (b.south + b.north) / 2, lng: (b.west + b.east) / 2 }}
        zoom={9}
        ariaLabel={t('map.label')}
        className={className}
      />
    );
  }
  return (
    <div className={cn('relative overflow-hidden bg-[#ebe8e1]', className)}>
      <div
        ref={container}
        role="region"
        aria-label={t('map.label')}
        data-testid="results-map"
        // MapLibre makes its container `position: relative`: sized by the box, not by insets.
        className="size-full"
      />
      {moved ? (
        <button
          type="button"
          onClick={searchThisArea}
          className="absolute top-4 left-1/2 z-10 inline-flex -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold shadow-lg hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <SearchIcon className="size-4" />
          {t('map.searchArea')}
        </button>
      ) : null}
      {selected ? (
        <MiniCard
          hit={selected}
          linkSearch={propertyLinkSearch(url, selected.priceUnit)}
          onClose={() => setSelectedId(null)}
        />
      ) : null}
      {!selected && listed.length > 0 ? (
        <ClusterList
          hits={listed}
          onChoose={(id) => {
            setListedIds(null);
            setSelectedId(id);
          }}
          onClose={() => setListedIds(null)}
        />
      ) : null}
      {embedded ? <OfflineMapNote /> : null}
    </div>
  );
}
