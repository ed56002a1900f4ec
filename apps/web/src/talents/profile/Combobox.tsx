import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { defineTexts, useTexts } from '../i18n/language';
import { describedBy, FieldNotes } from '../ui/FieldNotes';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: {
    results: (n: number) =>
      n === 1
        ? '1 risultato: usa le frecce per sceglierlo'
        : `${n} risultati: usa le frecce per sceglierne uno`,
    none: 'Nessun risultato',
    searching: 'Ricerca…',
    failed: 'Ricerca non riuscita: riprova.',
    typeMore: (n: number) => `Scrivi almeno ${n} lettere`,
  },
  en: {
    results: (n: number) =>
      n === 1
        ? '1 result: use the arrow keys to choose it'
        : `${n} results: use the arrow keys to choose one`,
    none: 'No results',
    searching: 'Searching…',
    failed: 'The search failed: try again.',
    typeMore: (n: number) => `Type at least ${n} letters`,
  },
});

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

export interface ComboboxProps<T> {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The options for a text (asked once the typing pauses). */
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  optionKey: (item: T) => number;
  optionLabel: (item: T) => string;
  /** The chosen item, shown as the input's text; null when none (or `clearOnSelect`). */
  value: T | null;
  /** An option chosen, or null when the text no longer names the chosen item. */
  onChange: (item: T | null) => void;
  /** The input empties after each choice (for adding items to a list). */
  clearOnSelect?: boolean;
  /** The text as typed (a form tells "typed but not chosen" by it). */
  onTextChange?: (text: string) => void;
}

/**
 * A type-ahead picker on the ARIA 1.2 combobox pattern: a text input (role combobox) controlling a
 * listbox of server results. Down and Up move through the options (aria-activedescendant), Enter
 * chooses, Escape closes the list (or clears the text), Tab leaves; options are chosen by pointer
 * too. How many results came is said in a polite status.
 */
export function Combobox<T>({
  id,
  label,
  hint,
  error,
  inputRef,
  search,
  optionKey,
  optionLabel,
  value,
  onChange,
  clearOnSelect = false,
  onTextChange,
}: ComboboxProps<T>) {
  const t = useTexts(texts);
  const listId = useId();
  const chosenLabel = value ? optionLabel(value) : '';
  const [text, setText] = useState(chosenLabel);
  const [options, setOptions] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  });

  // The input shows the chosen item's name when the choice changes from outside (a reload).
  const [shownChoice, setShownChoice] = useState(chosenLabel);
  if (!clearOnSelect && chosenLabel !== shownChoice) {
    setShownChoice(chosenLabel);
    setText(chosenLabel);
  }

  const [query, setQuery] = useState('');
  useEffect(() => {
    const needle = query.trim();
    if (needle.length < MIN_CHARS) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus(t.searching);
      latestSearch.current(needle, controller.signal).then(
        (found) => {
          setOptions(found);
          setActive(-1);
          setOpen(true);
          setStatus(found.length ? t.results(found.length) : t.none);
        },
        () => {
          if (!controller.signal.aborted) setStatus(t.failed);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, t]);

  const type = (next: string) => {
    setText(next);
    setQuery(next);
    onTextChange?.(next);
    if (next.trim().length < MIN_CHARS) {
      setOptions([]);
      setOpen(false);
      setStatus(next.trim() ? t.typeMore(MIN_CHARS) : '');
    }
    if (value && next !== chosenLabel) {
      // The text no longer names the choice: the choice goes, the text stays as typed.
      setShownChoice('');
      onChange(null);
    }
  };

  const choose = (item: T) => {
    onChange(item);
    const shown = clearOnSelect ? '' : optionLabel(item);
    setText(shown);
    onTextChange?.(shown);
    setShownChoice(clearOnSelect ? shownChoice : shown);
    setQuery('');
    setOpen(false);
    setOptions([]);
    setActive(-1);
    setStatus('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && step < 0 ? count - 1 : (i + step + count) % count));
    } else if (event.key === 'Enter') {
      const item = open ? options[active] : undefined;
      if (item !== undefined) {
        event.preventDefault();
        choose(item);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        event.preventDefault();
        type('');
      }
    }
  };

  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="t-field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.anchor}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={label} className={styles.listbox} hidden={!expanded}>
          {options.map((item, index) => (
            <li
              key={optionKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
            >
              {optionLabel(item)}
            </li>
          ))}
        </ul>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
      <span className="t-visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}
