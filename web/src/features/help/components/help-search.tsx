import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons/close';
import { SearchIcon } from '@/components/ui/icons/search';
import { useContentLanguage } from '@/features/content/use-content-doc';
import { HELP_SEARCH_DEBOUNCE_MS, searchHelp } from '../search';

/**
 * The help centre's search (spec 2.14, §4 "Help search"): filters the local article and guide
 * titles and descriptions 300 ms after the last keystroke. A combobox: the arrow keys move
 * through the results, Enter opens one, Escape and a click outside close the list.
 */
export function HelpSearch() {
  const { t } = useTranslation('help');
  const language = useContentLanguage();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // The text the results are for: `text` once the debounce has passed.
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = text.trim() !== '' && text !== term;

  useEffect(() => {
    if (text.trim() === '') return;
    const timer = setTimeout(() => {
      setTerm(text);
      setActive(-1);
      setOpen(true);
    }, HELP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const results = useMemo(() => searchHelp(term, language), [term, language]);
  const expanded = open && term.trim() !== '';

  const go = (slug: string) => {
    setOpen(false);
    void navigate({ to: '/help/$slug', params: { slug } });
  };

  const change = (value: string) => {
    setText(value);
    // Empty text: no results and a closed list at once, no debounce (spec §4).
    if (value.trim() === '') {
      setTerm('');
      setOpen(false);
      setActive(-1);
    }
  };

  const clear = () => {
    change('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : results.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (current === -1) return step === 1 ? 0 : results.length - 1;
        return (current + step + results.length) % results.length;
      });
    } else if (event.key === 'Enter') {
      const chosen = expanded ? results[active] : undefined;
      if (chosen) {
        event.preventDefault();
        go(chosen.slug);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        clear();
      }
    }
  };

  const activeId = expanded && active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <div ref={rootRef} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={`${id}-status`}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => change(event.target.value)}
          onFocus={() => {
            if (term.trim() !== '' && text === term) setOpen(true);
          }}
          onKeyDown={onKeyDown}
          className="h-14 w-full rounded-full border border-neutral-300 bg-white pr-24 pl-12 text-base shadow-sm outline-none placeholder:text-muted focus-visible:border-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-900"
        />
        <div className="absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-1">
          {pending ? (
            <span
              data-testid="help-search-loading"
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-neutral-300 border-t-neutral-900 motion-reduce:animate-none"
            />
          ) : null}
          {text ? (
            <button
              type="button"
              onClick={clear}
              aria-label={t('search.clear')}
              className="flex size-9 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
            >
              <CloseIcon aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-status`} role="status" className="sr-only">
        {pending
          ? t('search.loading')
          : expanded
            ? results.length === 0
              ? t('search.noResults')
              : t('search.resultCount', { count: results.length })
            : ''}
      </p>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[400px] overflow-y-auto rounded-2xl border border-neutral-200 bg-white py-2 text-left shadow-xl"
        data-testid="help-search-dropdown"
        aria-busy={pending}
      >
        {pending ? <p className="px-5 py-3 text-sm text-muted">{t('search.loading')}</p> : null}
        {!pending && expanded && results.length === 0 ? (
          <p className="px-5 py-3 text-sm text-muted">{t('search.noResults')}</p>
        ) : null}
        <ul id={listId} role="listbox" aria-label={t('search.resultsLabel')}>
          {pending
            ? null
            : results.map((result, index) => (
                // Options are chosen with the pointer here and with the keyboard on the input
                // (aria-activedescendant), as the combobox pattern has it.
                <li
                  key={result.slug}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onPointerMove={() => setActive(index)}
                  onClick={() => go(result.slug)}
                  className={`cursor-pointer px-5 py-3 ${index === active ? 'bg-neutral-100' : ''}`}
                >
                  <span className="block text-xs font-semibold tracking-wide text-muted uppercase">
                    {result.kind === 'guide' ? t('search.guides') : t('search.popular')}
                  </span>
                  <span className="mt-0.5 block font-semibold">{result.title}</span>
                  <span className="mt-0.5 block text-sm text-muted">{result.description}</span>
                </li>
              ))}
        </ul>
      </div>
    </div>
  );
}
