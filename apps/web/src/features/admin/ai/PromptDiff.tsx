import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber } from '../../../shared/format/number';
import { dropdownA11y } from '../../../shared/ui/dropdown-a11y';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import { getPromptVersion, type PromptDraft } from './ai-api';
import styles from './AdminAi.module.css';
import { diffCounts, diffLinesOf, diffTexts, type DiffMode } from './prompt-diff';

/** The editor's unsaved text, as a side of the comparison. */
export const EDITOR = -1;

export interface CompareSides {
  from: number;
  to: number;
}

interface PromptDiffProps {
  promptId: number;
  current: number;
  /** The editor's draft when it differs from the saved prompt; null otherwise. */
  editorDraft: PromptDraft | null;
  sides: CompareSides;
  onSides: (sides: CompareSides) => void;
}

function useSide(promptId: number, version: number, editorDraft: PromptDraft | null) {
  const saved = useQuery({
    queryKey: ['admin-ai', 'version', promptId, version],
    queryFn: () => getPromptVersion(promptId, version),
    enabled: version !== EDITOR,
    staleTime: Infinity,
  });
  if (version === EDITOR) return { draft: editorDraft, loading: false };
  return { draft: saved.data ?? null, loading: saved.isPending };
}

/** Two versions of a prompt compared (computed here with `diff`): + and − signs and <ins>/<del>, not colour alone. */
export function PromptDiff({ promptId, current, editorDraft, sides, onSides }: PromptDiffProps) {
  const { t } = useTranslation('admin-ai');
  const [mode, setMode] = useState<DiffMode>('lines');
  const versions = Array.from({ length: current + 1 }, (_, i) => current - i);
  const label = (v: number) =>
    v === current
      ? t('admin-ai:compare.current', { version: v })
      : v === 0
        ? t('admin-ai:compare.shipped')
        : t('admin-ai:compare.version', { version: v });
  const options = versions.map((v) => ({ value: v, label: label(v) }));
  const toOptions = editorDraft
    ? [{ value: EDITOR, label: t('admin-ai:compare.editor') }, ...options]
    : options;
  const to = sides.to === EDITOR && !editorDraft ? current : sides.to;
  const before = useSide(promptId, sides.from, editorDraft);
  const after = useSide(promptId, to, editorDraft);

  return (
    <div className={styles.form} data-testid="ai-compare">
      <div className={styles.compareBar}>
        <div className={styles.compareField}>
          <label htmlFor="ai-compare-from">{t('admin-ai:compare.from')}</label>
          <Dropdown
            inputId="ai-compare-from"
            value={sides.from}
            options={options}
            onChange={(e) => onSides({ from: e.value as number, to })}
            pt={dropdownA11y(t('admin-ai:compare.from'))}
            data-testid="ai-compare-from"
          />
        </div>
        <div className={styles.compareField}>
          <label htmlFor="ai-compare-to">{t('admin-ai:compare.to')}</label>
          <Dropdown
            inputId="ai-compare-to"
            value={to}
            options={toOptions}
            onChange={(e) => onSides({ from: sides.from, to: e.value as number })}
            pt={dropdownA11y(t('admin-ai:compare.to'))}
            data-testid="ai-compare-to"
          />
        </div>
        <SelectButton
          value={mode}
          options={[
            { value: 'lines', label: t('admin-ai:compare.lines') },
            { value: 'words', label: t('admin-ai:compare.words') },
          ]}
          onChange={(e) => {
            if (e.value) setMode(e.value as DiffMode);
          }}
          allowEmpty={false}
          aria-label={t('admin-ai:compare.mode')}
          data-testid="ai-compare-mode"
        />
      </div>
      {before.loading || after.loading ? (
        <LoadingBlock label={t('admin-ai:loading')} />
      ) : before.draft && after.draft ? (
        <>
          <p className={styles.meta}>{t('admin-ai:compare.legend')}</p>
          <TextDiff
            title={t('admin-ai:form.system')}
            before={before.draft.system}
            after={after.draft.system}
            mode={mode}
            testId="ai-diff-system"
          />
          <TextDiff
            title={t('admin-ai:form.template')}
            before={before.draft.template}
            after={after.draft.template}
            mode={mode}
            testId="ai-diff-template"
          />
          <SettingsDiff before={before.draft} after={after.draft} />
        </>
      ) : null}
    </div>
  );
}

function TextDiff(props: { title: string; before: string; after: string; mode: DiffMode; testId: string }) {
  const { t } = useTranslation('admin-ai');
  const parts = diffTexts(props.before, props.after, props.mode);
  const counts = diffCounts(parts, props.mode);
  const unchanged = counts.added === 0 && counts.removed === 0;
  return (
    <section aria-label={props.title} data-testid={props.testId}>
      <h3 className={styles.diffTitle}>
        {props.title}
        <span className={styles.diffCounts}>
          {unchanged
            ? t('admin-ai:compare.same')
            : t(`admin-ai:compare.counts.${props.mode}`, { added: counts.added, removed: counts.removed })}
        </span>
      </h3>
      {props.mode === 'lines' ? (
        <div className={styles.diff}>
          {diffLinesOf(props.before, props.after).map((line, i) => (
            <div key={i} className={styles.diffLine} data-kind={line.kind}>
              <span className={styles.sign} aria-hidden="true">
                {line.sign}
              </span>
              {line.kind === 'added' ? (
                <ins aria-label={t('admin-ai:compare.addedLine', { text: line.text })}>{line.text}</ins>
              ) : line.kind === 'removed' ? (
                <del aria-label={t('admin-ai:compare.removedLine', { text: line.text })}>{line.text}</del>
              ) : (
                <span>{line.text || ' '}</span>
              )}
            </div>
          ))}
        </div>
      ) : (
        <div className={`${styles.diff} ${styles.words}`}>
          {parts.map((part, i) =>
            part.kind === 'added' ? (
              <ins key={i}>
                <span className={styles.sign} aria-hidden="true">
                  +
                </span>
                {part.text}
              </ins>
            ) : part.kind === 'removed' ? (
              <del key={i}>
                <span className={styles.sign} aria-hidden="true">
                  −
                </span>
                {part.text}
              </del>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </div>
      )}
    </section>
  );
}

function SettingsDiff({ before, after }: { before: PromptDraft; after: PromptDraft }) {
  const { t, i18n } = useTranslation('admin-ai');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const show = (value: string | number | null, empty: string) =>
    value === null || value === ''
      ? empty
      : typeof value === 'number'
        ? formatLocaleNumber(value, locale)
        : value;
  const rows = [
    {
      key: 'temperature',
      label: t('admin-ai:form.temperature'),
      a: before.temperature,
      b: after.temperature,
      empty: '',
    },
    {
      key: 'model',
      label: t('admin-ai:form.model'),
      a: before.model,
      b: after.model,
      empty: t('admin-ai:form.modelDefault'),
    },
    {
      key: 'maxTokens',
      label: t('admin-ai:form.maxTokens'),
      a: before.maxTokens,
      b: after.maxTokens,
      empty: t('admin-ai:form.maxTokensDefault'),
    },
  ];
  return (
    <table className={styles.settingsDiff} data-testid="ai-diff-settings">
      <caption className="p-hidden-accessible">{t('admin-ai:compare.settings')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin-ai:compare.setting')}</th>
          <th scope="col">{t('admin-ai:compare.before')}</th>
          <th scope="col">{t('admin-ai:compare.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const changed = row.a !== row.b;
          return (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{show(row.a, row.empty)}</td>
              <td data-changed={changed ? '' : undefined}>
                {show(row.b, row.empty)}
                {changed && ` (${t('admin-ai:compare.changed')})`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
