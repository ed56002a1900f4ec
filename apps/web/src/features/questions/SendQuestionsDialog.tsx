import { MAX_QUESTIONS_PER_REQUEST, type QuestionAsked } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../shared/reference/reference-label';
import type { ReferenceRecord } from '../../shared/reference/reference-tables';
import { useReference } from '../../shared/reference/useReference';
import { RemoveButton } from '../../shared/ui/RemoveButton';
import { groupByArea, questionText } from './question-catalogue';
import styles from './Questions.module.css';
import { useQuestionCatalogue } from './useQuestionCatalogue';

interface Chosen {
  key: string;
  asked: QuestionAsked;
  text: string;
}

/**
 * Picks the questions to send: from the catalogue, one area at a time (areas named through their
 * translation key), and/or written by the recruiter; at most 20 in one request.
 */
export function SendQuestionsDialog(props: {
  sending: boolean;
  onSend: (questions: QuestionAsked[]) => void;
  onHide: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const areas = useReference('question_area');
  const catalogue = useQuestionCatalogue();
  const groups = useMemo(() => groupByArea(areas.records, catalogue ?? []), [areas.records, catalogue]);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [own, setOwn] = useState('');
  const ownCount = useRef(0);
  const ids = { form: useId(), area: useId(), own: useId(), list: useId() };

  const areaLabel = (area: ReferenceRecord) => {
    const key = `database:${String(area.translationKey ?? '')}`;
    return area.translationKey && i18n.exists(key) ? t(key) : labelOf(area, lang);
  };
  const options = groups.map((g) => ({ value: g.area.id, label: areaLabel(g.area) }));
  const group = groups.find((g) => g.area.id === areaId) ?? null;
  const full = chosen.length >= MAX_QUESTIONS_PER_REQUEST;
  const isChosen = (key: string) => chosen.some((c) => c.key === key);

  const toggle = (record: ReferenceRecord) => {
    const key = `q${record.id}`;
    setChosen((list) =>
      list.some((c) => c.key === key)
        ? list.filter((c) => c.key !== key)
        : [...list, { key, asked: { questionId: record.id }, text: questionText(record, lang) }],
    );
  };
  const addOwn = () => {
    const text = own.trim();
    if (!text || full) return;
    setChosen((list) => [...list, { key: `own${(ownCount.current += 1)}`, asked: { text }, text }]);
    setOwn('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0) props.onSend(chosen.map((c) => c.asked));
  };

  return (
    <Dialog
      visible
      header={t('questions:send.title')}
      onHide={props.onHide}
      style={{ width: 'min(94vw, 44rem)' }}
      data-testid="send-questions-dialog"
      footer={
        <>
          <Button type="button" label={t('questions:send.cancel')} text onClick={props.onHide} />
          <Button
            type="submit"
            form={ids.form}
            icon="pi pi-send"
            label={t('questions:send.submit')}
            disabled={chosen.length === 0}
            loading={props.sending}
            data-testid="send-questions-submit"
          />
        </>
      }
    >
      <form id={ids.form} className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={ids.area} className={styles.label}>
            {t('questions:send.area')}
          </label>
          <Dropdown
            inputId={ids.area}
            aria-label={t('questions:send.area')}
            // The trigger and the hidden native select are outside the label's reach (axe).
            pt={{
              trigger: { 'aria-label': t('questions:send.area') },
              select: { 'aria-label': t('questions:send.area') },
            }}
            value={areaId}
            options={options}
            onChange={(event) => setAreaId(event.value as number)}
            placeholder={
              areas.loading || catalogue === null ? t('questions:send.loading') : t('questions:send.pickArea')
            }
            filter
            data-testid="question-area"
          />
        </div>
        {group && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>
              {t('questions:send.catalogue', { area: areaLabel(group.area) })}
            </legend>
            <ul className={styles.catalogue} data-testid="question-catalogue">
              {group.questions.map((record) => {
                const inputId = `${ids.list}-${record.id}`;
                const checked = isChosen(`q${record.id}`);
                return (
                  <li key={record.id} className={styles.option}>
                    <Checkbox
                      inputId={inputId}
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => toggle(record)}
                    />
                    <label htmlFor={inputId}>{questionText(record, lang)}</label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        <div className={styles.ownRow}>
          <div className={styles.field}>
            <label htmlFor={ids.own} className={styles.label}>
              {t('questions:send.own')}
            </label>
            <InputTextarea
              id={ids.own}
              value={own}
              rows={2}
              maxLength={1000}
              autoResize
              onChange={(event) => setOwn(event.target.value)}
            />
          </div>
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('questions:send.add')}
            outlined
            disabled={!own.trim() || full}
            onClick={addOwn}
            data-testid="add-own-question"
          />
        </div>
        <div className={styles.field}>
          <span className={styles.label}>
            {t('questions:send.chosen', { count: chosen.length, max: MAX_QUESTIONS_PER_REQUEST })}
          </span>
          {chosen.length === 0 ? (
            <p className={styles.muted}>{t('questions:send.noneChosen')}</p>
          ) : (
            <ol className={styles.chosen} data-testid="chosen-questions">
              {chosen.map((c) => (
                <li key={c.key} className={styles.chosenItem}>
                  <span>{c.text}</span>
                  <RemoveButton
                    label={t('questions:send.remove')}
                    onClick={() => setChosen((list) => list.filter((x) => x.key !== c.key))}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      </form>
    </Dialog>
  );
}
