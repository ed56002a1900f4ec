import type { WorkingHours, WorkingInterval } from '@hiring/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { FormField, fieldA11y } from '../../shared/forms/FormField';
import { useErrorText } from '../../shared/forms/useErrorText';
import { useToast } from '../../shared/ui/toast/useToast';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';
import { interviewKeys, saveInterviewSettings, type RecruiterPreference } from './interviews-api';
import {
  formWeekdays,
  interviewLengths,
  maxIntervalsPerDay,
  nextInterval,
  sortedHours,
  tidyTime,
  workingHoursErrors,
} from './working-hours-form';
import styles from './WorkingHours.module.css';
import { isTimeZone, weekdayName } from './zoned-time';

/** Every IANA zone the browser knows, the saved one included even if it does not. */
function zoneOptions(saved: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(saved) ? zones : [saved, ...zones];
}

/**
 * The recruiter's interview settings: for each weekday the stretches of time they take interviews
 * (added and removed one by one), the time zone those hours are read in, and how long an interview
 * lasts. Saved together with PATCH /recruiter-preference/{id}.
 */
export function WorkingHoursForm({ preference }: { preference: RecruiterPreference }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const queryClient = useQueryClient();
  const language = i18n.resolvedLanguage ?? 'it';
  const [hours, setHours] = useState<WorkingHours>(preference.workingHours);
  const [timeZone, setTimeZone] = useState(preference.timeZone);
  const [minutes, setMinutes] = useState<number | null>(preference.interviewMinutes);
  const [submitted, setSubmitted] = useState(false);
  const zones = useMemo(() => zoneOptions(preference.timeZone), [preference.timeZone]);
  const lengths = [...new Set([...interviewLengths, preference.interviewMinutes])].sort((a, b) => a - b);
  const errors = submitted ? workingHoursErrors(hours, timeZone, minutes, isTimeZone) : {};

  const save = useMutation({
    mutationFn: () =>
      saveInterviewSettings(preference.id, {
        workingHours: sortedHours(hours),
        timeZone,
        interviewMinutes: minutes ?? 0,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(interviewKeys.preference(saved.userId), saved);
      setHours(saved.workingHours);
      setSubmitted(false);
      notify('done', t('interviews:hours.saved'));
    },
    onError: showApiError,
  });

  const setDay = (weekday: number, change: (intervals: WorkingInterval[]) => WorkingInterval[]) =>
    setHours((all) => all.map((intervals, day) => (day === weekday ? change(intervals) : intervals)));
  const setTime = (weekday: number, index: number, end: 'from' | 'to', value: string) =>
    setDay(weekday, (intervals) => intervals.map((i, at) => (at === index ? { ...i, [end]: value } : i)));

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(workingHoursErrors(hours, timeZone, minutes, isTimeZone)).length > 0) return;
    save.mutate();
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="working-hours"
    >
      <ul className={styles.week}>
        {formWeekdays.map((weekday) => {
          const name = weekdayName(weekday, language);
          const intervals = hours[weekday] ?? [];
          return (
            <li key={weekday} className={styles.day} data-weekday={weekday}>
              <span className={styles.dayName}>{name}</span>
              <div className={styles.intervals}>
                {intervals.length === 0 && <span className={styles.off}>{t('interviews:hours.dayOff')}</span>}
                {intervals.map((interval, index) => {
                  const id = `hours-${weekday}-${index}`;
                  const errorOf = (end: 'from' | 'to') => errors[`${weekday}.${index}.${end}`];
                  return (
                    <div key={index} className={styles.interval} data-testid="working-interval">
                      {(['from', 'to'] as const).map((end) => (
                        <Fragment key={end}>
                          {end === 'to' && <span aria-hidden="true">–</span>}
                          <InputText
                            {...fieldA11y(`${id}-${end}`, errorOf(end))}
                            value={interval[end]}
                            inputMode="numeric"
                            maxLength={5}
                            placeholder={t('interviews:hours.timePlaceholder')}
                            aria-label={t(`interviews:hours.${end}`, { day: name, n: index + 1 })}
                            onChange={(event) => setTime(weekday, index, end, event.target.value)}
                            onBlur={(event) => setTime(weekday, index, end, tidyTime(event.target.value))}
                            className={styles.time}
                            data-end={end}
                          />
                        </Fragment>
                      ))}
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        text
                        rounded
                        severity="secondary"
                        aria-label={t('interviews:hours.remove', { day: name, n: index + 1 })}
                        onClick={() => setDay(weekday, (list) => list.filter((_, at) => at !== index))}
                      />
                      {(['from', 'to'] as const).map((end) => {
                        const error = errorOf(end);
                        return (
                          error && (
                            <small key={end} id={`${id}-${end}-error`} className={styles.error} role="alert">
                              {errorText(error)}
                            </small>
                          )
                        );
                      })}
                    </div>
                  );
                })}
              </div>
              <Button
                type="button"
                icon="pi pi-plus"
                text
                size="small"
                label={t('interviews:hours.add')}
                aria-label={t('interviews:hours.addTo', { day: name })}
                disabled={intervals.length >= maxIntervalsPerDay}
                onClick={() => setDay(weekday, (list) => [...list, nextInterval(list)])}
                data-testid="working-add"
              />
            </li>
          );
        })}
      </ul>
      <div className={styles.settings}>
        <FormField id="hours-time-zone" label={t('interviews:hours.timeZone')} error={errors.timeZone}>
          <Dropdown
            inputId="hours-time-zone"
            pt={dropdownA11y(t('interviews:hours.timeZone'))}
            value={timeZone}
            options={zones}
            filter
            onChange={(event) => setTimeZone(String(event.value))}
          />
        </FormField>
        <FormField id="hours-length" label={t('interviews:hours.length')} error={errors.interviewMinutes}>
          <Dropdown
            inputId="hours-length"
            pt={dropdownA11y(t('interviews:hours.length'))}
            value={minutes}
            options={lengths.map((value) => ({
              value,
              label: t('interviews:hours.minutes', { count: value }),
            }))}
            onChange={(event) => setMinutes(event.value as number)}
          />
        </FormField>
      </div>
      <div className={styles.footer}>
        <Button
          type="submit"
          icon="pi pi-check"
          label={t('common.save')}
          loading={save.isPending}
          disabled={save.isPending}
          data-testid="working-hours-save"
        />
      </div>
    </form>
  );
}
