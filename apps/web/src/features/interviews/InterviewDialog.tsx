import type { MeetingView, Slot } from '@hiring/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { FormField, fieldA11y } from '../../shared/forms/FormField';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useRecruiterOptions } from '../../shared/team/useRecruiterOptions';
import { useToast } from '../../shared/ui/toast/useToast';
import { interviewKeys, interviewMutexes, meetingSlots } from './interviews-api';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';
import styles from './Interviews.module.css';
import { daysFrom, daysRange, mutexesOn, slotsByDay } from './slot-days';
import { useInterviewActions, useViewerTimeZone } from './useInterviews';
import { dateTimeIn, dayKeyIn, dayLabel, shiftDay, timeIn, type DayKey } from './zoned-time';

/** Days the picker shows at once, and fetches slots for. */
const WEEK = 7;
/** The server's answer when another booking took the slot meanwhile. */
const SLOT_TAKEN = 'The slot is no longer free';

const sameSlot = (a: Slot | null, b: Slot) => a !== null && Date.parse(a.startsAt) === Date.parse(b.startsAt);

/**
 * Schedules an interview for an application, or changes one (`meeting`): the kind (onsite or online),
 * who holds it, a day of the week shown and one of the recruiter's free slots that day (what blocks
 * the others is listed as busy), the place for onsite ones, a note.
 */
export function InterviewDialog(props: {
  jobId: number;
  applicationId: number;
  meeting: MeetingView | null;
  onClose: () => void;
}) {
  const { jobId, applicationId, meeting } = props;
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const me = useSessionStore((state) => state.user?.id ?? null);
  const timeZone = useViewerTimeZone();
  const today = dayKeyIn(new Date(), timeZone);
  // Spec 6: who holds the interview, the signed-in user first.
  const { options: recruiters, loading: recruitersLoading } = useRecruiterOptions(true, {
    includeSelf: true,
  });
  const { schedule } = useInterviewActions(jobId, applicationId);

  const current: Slot | null = meeting ? { startsAt: meeting.startsAt, endsAt: meeting.endsAt } : null;
  const meetingDay = meeting ? dayKeyIn(meeting.startsAt, timeZone) : today;
  const [type, setType] = useState<1 | 2>(meeting?.meetingTypeId === 1 ? 1 : 2);
  const [recruiterUserId, setRecruiterUserId] = useState<number | null>(meeting?.recruiterUserId ?? me);
  const [firstDay, setFirstDay] = useState<DayKey>(meetingDay > today ? meetingDay : today);
  const [picked, setPicked] = useState<DayKey | null>(null);
  const [slot, setSlot] = useState<Slot | null>(current);
  const [place, setPlace] = useState(meeting?.place ?? '');
  const [note, setNote] = useState(meeting?.note ?? '');
  const [submitted, setSubmitted] = useState(false);

  const range = { applicationId, recruiterUserId, ...daysRange(firstDay, WEEK, timeZone) };
  const slots = useQuery({
    queryKey: interviewKeys.slots(applicationId, recruiterUserId, range.from, range.to),
    queryFn: ({ signal }) => meetingSlots(range, signal),
    enabled: recruiterUserId !== null,
  });
  const mutexes = useQuery({
    queryKey: interviewKeys.mutexes(applicationId, recruiterUserId, range.from, range.to),
    queryFn: ({ signal }) => interviewMutexes(range, signal),
    enabled: recruiterUserId !== null,
  });

  const days = daysFrom(firstDay, WEEK);
  const byDay = slotsByDay(slots.data?.slots ?? [], timeZone);
  // The day shown: the one picked in this week, else the first with free slots.
  const day =
    picked && days.includes(picked) ? picked : (days.find((d) => byDay.has(d)) ?? days[0] ?? firstDay);
  const daySlots = byDay.get(day) ?? [];
  const dayBusy = mutexesOn(mutexes.data ?? [], day, timeZone).filter(
    (m) => !meeting || m.meetingId !== meeting.id,
  );

  const placeError = submitted && type === 1 && place.trim() === '' ? 'common.error.mandatory' : undefined;
  const slotError = submitted && slot === null;
  const recruiterError = submitted && recruiterUserId === null ? 'common.error.mandatory' : undefined;

  const submit = () => {
    setSubmitted(true);
    if (slot === null || recruiterUserId === null || (type === 1 && place.trim() === '')) return;
    schedule.mutate(
      {
        applicationId,
        meetingTypeId: type,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        recruiterUserId,
        place: type === 1 ? place.trim() : null,
        note: note.trim() === '' ? null : note.trim(),
        ...(meeting ? { meetingId: meeting.id } : {}),
      },
      {
        onSuccess: () => {
          notify('done', t(meeting ? 'interviews:toast.changed' : 'interviews:toast.scheduled'));
          props.onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.messages.includes(SLOT_TAKEN)) {
            // The slots and what blocks them are read again (useInterviewActions, on any 409).
            notify('warn', t('interviews:errors.slotTaken'));
            setSlot(null);
            return;
          }
          showApiError(error);
        },
      },
    );
  };

  const typeOptions = [
    { value: 1, label: t('interviews:type.onsite'), icon: 'pi pi-building' },
    { value: 2, label: t('interviews:type.online'), icon: 'pi pi-video' },
  ];
  const recruiterOptions = recruiters.map((r) => ({ value: r.userId, label: r.label }));
  const firstLabel = dayLabel(days[0] ?? firstDay, i18n.resolvedLanguage ?? 'it').date;
  const lastLabel = dayLabel(days[WEEK - 1] ?? firstDay, i18n.resolvedLanguage ?? 'it').date;

  return (
    <Dialog
      visible
      onHide={props.onClose}
      header={t(meeting ? 'interviews:dialog.changeTitle' : 'interviews:dialog.scheduleTitle')}
      style={{ width: '95%', maxWidth: '44rem' }}
      data-testid="interview-dialog"
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={props.onClose} />
          <Button
            type="button"
            label={t(meeting ? 'interviews:dialog.saveChange' : 'interviews:dialog.schedule')}
            icon="pi pi-calendar-plus"
            loading={schedule.isPending}
            disabled={schedule.isPending}
            onClick={submit}
            data-testid="interview-submit"
          />
        </>
      }
    >
      <div className={styles.form}>
        <div className={styles.row}>
          <div className={styles.field}>
            <span id="interview-type-label" className={styles.label}>
              {t('interviews:dialog.type')}
            </span>
            <SelectButton
              aria-labelledby="interview-type-label"
              value={type}
              options={typeOptions}
              allowEmpty={false}
              itemTemplate={(option: { label: string; icon: string }) => (
                <span className={styles.typeOption}>
                  <i className={option.icon} aria-hidden="true" /> {option.label}
                </span>
              )}
              onChange={(event) => {
                const value: unknown = event.value;
                if (value === 1 || value === 2) setType(value);
              }}
              data-testid="interview-type"
            />
          </div>
          <FormField id="interview-recruiter" label={t('interviews:dialog.recruiter')} error={recruiterError}>
            <Dropdown
              inputId="interview-recruiter"
              pt={dropdownA11y(t('interviews:dialog.recruiter'))}
              value={recruiterUserId}
              options={recruiterOptions}
              loading={recruitersLoading}
              filter={recruiterOptions.length > 8}
              onChange={(event) => {
                setRecruiterUserId(event.value as number);
                setSlot(current);
              }}
            />
          </FormField>
        </div>

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('interviews:dialog.when')}</legend>
          <div className={styles.weekNav}>
            <Button
              type="button"
              icon="pi pi-chevron-left"
              text
              rounded
              aria-label={t('interviews:dialog.previousWeek')}
              disabled={firstDay <= today}
              onClick={() => {
                const back = shiftDay(firstDay, -WEEK);
                setFirstDay(back < today ? today : back);
              }}
            />
            <span className={styles.weekLabel}>
              {firstLabel} – {lastLabel}
            </span>
            <Button
              type="button"
              icon="pi pi-chevron-right"
              text
              rounded
              aria-label={t('interviews:dialog.nextWeek')}
              onClick={() => setFirstDay(shiftDay(firstDay, WEEK))}
              data-testid="interview-next-week"
            />
          </div>
          <div className={styles.days} role="group" aria-label={t('interviews:dialog.day')}>
            {days.map((d) => {
              const label = dayLabel(d, i18n.resolvedLanguage ?? 'it');
              const count = byDay.get(d)?.length ?? 0;
              return (
                <button
                  key={d}
                  type="button"
                  className={styles.day}
                  aria-pressed={d === day}
                  onClick={() => setPicked(d)}
                  data-day={d}
                  data-empty={slots.isSuccess && count === 0}
                  data-testid="interview-day"
                >
                  <span className={styles.dayName}>{label.weekday}</span>
                  <span className={styles.dayDate}>{label.date}</span>
                  <span className={styles.dayCount}>
                    {slots.isSuccess ? t('interviews:dialog.freeCount', { count }) : '…'}
                  </span>
                </button>
              );
            })}
          </div>

          <div className={styles.slots} role="group" aria-label={t('interviews:dialog.slots')}>
            {slots.isPending && recruiterUserId !== null && (
              <span>{t('interviews:dialog.loadingSlots')}</span>
            )}
            {slots.isSuccess && daySlots.length === 0 && (
              <span className={styles.muted}>{t('interviews:dialog.noSlots')}</span>
            )}
            {daySlots.map((s) => (
              <Button
                key={s.startsAt}
                type="button"
                size="small"
                outlined={!sameSlot(slot, s)}
                label={timeIn(s.startsAt, timeZone)}
                aria-pressed={sameSlot(slot, s)}
                onClick={() => setSlot(s)}
                data-testid="interview-slot"
                data-starts-at={s.startsAt}
              />
            ))}
          </div>
          {dayBusy.length > 0 && (
            <ul className={styles.busy} aria-label={t('interviews:dialog.busyTitle')}>
              {dayBusy.map((m) => (
                <li key={`${m.who}-${m.startsAt}`} data-testid="interview-busy">
                  <i className="pi pi-ban" aria-hidden="true" />{' '}
                  {t('interviews:dialog.busy', {
                    from: timeIn(m.startsAt, timeZone),
                    to: timeIn(m.endsAt, timeZone),
                    context: m.who,
                  })}
                </li>
              ))}
            </ul>
          )}
          <p className={styles.chosen} data-testid="interview-chosen">
            {slot
              ? t('interviews:dialog.chosen', {
                  from: dateTimeIn(slot.startsAt, timeZone),
                  to: timeIn(slot.endsAt, timeZone),
                })
              : t('interviews:dialog.noneChosen')}
          </p>
          {slotError && (
            <small className={styles.error} role="alert">
              {t('interviews:dialog.slotRequired')}
            </small>
          )}
          <small className={styles.muted}>{t('interviews:dialog.timeZone', { zone: timeZone })}</small>
        </fieldset>

        {type === 1 && (
          <FormField id="interview-place" label={t('interviews:dialog.place')} error={placeError}>
            <InputText
              {...fieldA11y('interview-place', placeError)}
              value={place}
              maxLength={500}
              onChange={(event) => setPlace(event.target.value)}
            />
          </FormField>
        )}
        {type === 2 && <p className={styles.muted}>{t('interviews:dialog.linkHint')}</p>}
        <FormField id="interview-note" label={t('interviews:dialog.note')}>
          <InputTextarea
            id="interview-note"
            value={note}
            rows={2}
            maxLength={2000}
            autoResize
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
      </div>
    </Dialog>
  );
}
