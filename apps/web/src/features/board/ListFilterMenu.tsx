import { ariaLabel } from 'primereact/api';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import type { DataTableFilterMeta, DataTableFilterMetaData } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { TriStateCheckbox } from 'primereact/tristatecheckbox';
import { DomHandler } from 'primereact/utils';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { matchModes, type ColumnKind } from '../../shared/table/lazy-query';
import table from './BoardTable.module.css';
import { constraintsOf, filterActive } from './list-filters';

type Meta = DataTableFilterMeta[string];

/** The meta with its first rule's value and match mode replaced (the menu edits one rule). */
function withRule(meta: Meta, rule: DataTableFilterMetaData): Meta {
  if ('constraints' in meta) return { ...meta, constraints: [rule, ...meta.constraints.slice(1)] };
  return rule;
}

/**
 * A column's filter menu in the list view, as PrimeReact's DataTable drew it (its classes, so the
 * theme styles it the same): a button in the header that opens an overlay with the match mode
 * (spec section 9's, in the app's words), the value, and Clear / Apply. The value takes effect on
 * Apply (or Enter); Clear empties it. `boolean` is the yes / no / either box of "viewed".
 */
export function ListFilterMenu(props: {
  kind: ColumnKind | 'boolean';
  meta: Meta;
  onChange: (meta: Meta) => void;
  placeholder?: string;
  /** The name of the value's field, for screen readers. */
  label: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DataTableFilterMetaData>(() => constraintsOf(props.meta)[0]!);
  const button = useRef<HTMLButtonElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const overlayId = useId();
  const active = filterActive(props.meta);

  const show = () => {
    setDraft(constraintsOf(props.meta)[0]!);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const apply = (rule: DataTableFilterMetaData) => {
    props.onChange(withRule(props.meta, rule));
    close(true);
  };

  // Placed under its button, and closed by a click elsewhere (not in its own dropdown or calendar).
  useLayoutEffect(() => {
    if (open && overlay.current && button.current) {
      DomHandler.absolutePosition(overlay.current, button.current);
    }
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (overlay.current?.contains(target) || button.current?.contains(target)) return;
      if ((target as Element).closest?.('.p-dropdown-panel, .p-datepicker')) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      apply(draft);
    }
  };

  const value = (() => {
    switch (props.kind) {
      case 'boolean':
        return (
          <TriStateCheckbox
            value={draft.value as boolean | null}
            onChange={(event) => setDraft({ ...draft, value: event.value ?? null })}
            aria-label={props.label}
          />
        );
      case 'date':
        return (
          <Calendar
            value={draft.value as Date | null}
            onChange={(event) => setDraft({ ...draft, value: event.value ?? null })}
            dateFormat="dd/mm/yy"
            placeholder={t('table.datePlaceholder')}
            aria-label={t('table.date')}
            appendTo="self"
          />
        );
      default:
        return (
          <InputText
            className="p-column-filter"
            value={(draft.value as string | null) ?? ''}
            onChange={(event) => setDraft({ ...draft, value: event.target.value })}
            placeholder={props.placeholder}
            aria-label={props.label}
            autoFocus
          />
        );
    }
  })();

  return (
    <div className="p-column-filter p-fluid p-column-filter-menu">
      <button
        ref={button}
        type="button"
        className={`p-column-filter-menu-button p-link${open ? ' p-column-filter-menu-button-open' : ''}${
          active ? ' p-column-filter-menu-button-active' : ''
        }`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? overlayId : undefined}
        aria-label={ariaLabel('showFilterMenu', {})}
        onClick={() => (open ? close(false) : show())}
      >
        <i className={active ? 'pi pi-filter-fill' : 'pi pi-filter'} aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <div
            ref={overlay}
            id={overlayId}
            role="dialog"
            aria-label={props.label}
            className={`p-column-filter-overlay p-component p-fluid p-column-filter-overlay-menu ${table.filterOverlay}`}
            onKeyDown={onKeyDown}
          >
            <div className="p-column-filter-constraints">
              <div className="p-column-filter-constraint">
                {props.kind !== 'boolean' && (
                  <Dropdown
                    className="p-column-filter-matchmode-dropdown"
                    options={matchModes[props.kind].map((mode) => ({
                      value: mode,
                      label: t(`table.${mode}`),
                    }))}
                    value={draft.matchMode}
                    onChange={(event) =>
                      setDraft({ ...draft, matchMode: event.value as DataTableFilterMetaData['matchMode'] })
                    }
                    aria-label={ariaLabel('filterConstraint', {})}
                    appendTo="self"
                  />
                )}
                {value}
              </div>
            </div>
            <div className="p-column-filter-buttonbar">
              <Button
                type="button"
                size="small"
                outlined
                label={t('table.clear')}
                onClick={() => apply({ ...draft, value: null })}
              />
              <Button type="button" size="small" label={t('table.apply')} onClick={() => apply(draft)} />
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}
