import { questionStatus, type ApplicationQuestion, type CandidateDetail } from '@hiring/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/access/useCan';
import { formatDateTime } from '../../shared/format/date';
import { useToast } from '../../shared/ui/toast/useToast';
import { VideoPlayer } from '../../shared/media/VideoPlayer';
import { useBoard } from '../board/useBoard';
import { candidateDetailKey } from '../board/useCandidateDetail';
import panel from '../../shared/ui/DetailPanel.module.css';
import styles from './Questions.module.css';
import { SendQuestionsDialog } from './SendQuestionsDialog';
import { useQuestions } from './useQuestions';

/**
 * Q&A in the candidate detail: the questions sent about the application, where each stands
 * (waiting, answered, viewed), and the answers — opening them marks the new ones read (the qa-view
 * step). Only for users who may write on this job's board.
 */
export function QuestionsPanel(props: { jobId: number; applicationId: number }) {
  const access = useCan();
  const owner = useBoard(props.jobId).data?.job.userId;
  if (owner === undefined || !access.can('board', owner)) return null;
  return <QuestionList applicationId={props.applicationId} />;
}

function QuestionList({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { questions, send, markViewed } = useQuestions(applicationId);
  const [sending, setSending] = useState(false);
  const [open, setOpen] = useState(false);
  const list = questions.data ?? [];
  const answered = list.filter((q) => q.answeredAt !== null);
  const unread = answered.filter((q) => q.viewedAt === null).length;
  // The videos answering the questions come with the candidate detail (its files), which is open.
  const answerVideos = useAnswerVideos(applicationId, answered);

  const toggleAnswers = () => {
    if (!open && unread > 0) markViewed.mutate();
    setOpen(!open);
  };

  return (
    <section className={panel.panel} aria-labelledby="questions-title" data-testid="questions-panel">
      <header className={panel.panelHead}>
        <h3 id="questions-title" className={panel.panelTitle}>
          {t('questions:panel.title')}
        </h3>
        <div className={styles.headActions}>
          {answered.length > 0 && (
            <Button
              type="button"
              size="small"
              outlined
              icon={open ? 'pi pi-eye-slash' : 'pi pi-eye'}
              label={
                open
                  ? t('questions:panel.hideAnswers')
                  : t('questions:panel.showAnswers', { count: answered.length, unread })
              }
              aria-expanded={open}
              onClick={toggleAnswers}
              data-testid="questions-toggle-answers"
            />
          )}
          <Button
            type="button"
            size="small"
            icon="pi pi-question-circle"
            label={t('questions:panel.send')}
            onClick={() => setSending(true)}
            data-testid="questions-send"
          />
        </div>
      </header>
      {questions.isPending && <p className={styles.muted}>{t('questions:panel.loading')}</p>}
      {questions.isError && <p className={styles.muted}>{t('questions:panel.unavailable')}</p>}
      {questions.isSuccess && list.length === 0 && (
        <p className={styles.muted}>{t('questions:panel.none')}</p>
      )}
      {list.length > 0 && (
        <ul className={styles.questions}>
          {list.map((q) => (
            <QuestionItem
              key={q.id}
              question={q}
              showAnswer={open}
              videoId={answerVideos.videos.get(q.id) ?? null}
              videoGone={answerVideos.gaveUp(q.id)}
            />
          ))}
        </ul>
      )}
      {sending && (
        <SendQuestionsDialog
          sending={send.isPending}
          onHide={() => setSending(false)}
          onSend={(asked) =>
            send.mutate(asked, {
              onSuccess: (rows) => {
                setSending(false);
                notify('done', t('questions:toast.sent', { count: rows.length }));
              },
            })
          }
        />
      )}
    </section>
  );
}

/**
 * Question id → the id of the video answering it, from the open candidate detail's files. An answer
 * that came after the detail was read has none there yet: the detail is read again, once per answer.
 */
function useAnswerVideos(
  applicationId: number,
  answered: ApplicationQuestion[],
): { videos: Map<number, number>; gaveUp: (questionId: number) => boolean } {
  const queryClient = useQueryClient();
  const detail = useQuery<CandidateDetail>({ queryKey: candidateDetailKey(applicationId), enabled: false });
  const videos = new Map(
    (detail.data?.files.videos ?? []).flatMap((v) =>
      v.applicationQuestionId === null ? [] : [[v.applicationQuestionId, v.videoId] as const],
    ),
  );
  const missing = detail.data
    ? answered.filter((q) => q.videoAnswerId !== null && !videos.has(q.id)).map((q) => q.id)
    : [];
  const asked = useRef(new Set<number>());
  const missingKey = missing.join(',');
  useEffect(() => {
    const fresh = missingKey.split(',').filter((id) => id !== '' && !asked.current.has(Number(id)));
    if (fresh.length === 0) return;
    for (const id of fresh) asked.current.add(Number(id));
    void queryClient.invalidateQueries({ queryKey: candidateDetailKey(applicationId), exact: true });
  }, [missingKey, applicationId, queryClient]);
  // Read again and still not there (its video record is gone): say so instead of loading forever.
  const gaveUp = (questionId: number) => !detail.isFetching && asked.current.has(questionId);
  return { videos, gaveUp };
}

function QuestionItem({
  question,
  showAnswer,
  videoId,
  videoGone,
}: {
  question: ApplicationQuestion;
  showAnswer: boolean;
  videoId: number | null;
  videoGone: boolean;
}) {
  const { t } = useTranslation();
  const status = questionStatus(question);
  const when =
    status === 'waiting'
      ? t('questions:panel.askedAt', { when: formatDateTime(question.createdAt) })
      : t('questions:panel.answeredAt', { when: formatDateTime(question.answeredAt) });
  return (
    <li className={styles.question} data-status={status} data-testid="question">
      <div className={styles.questionHead}>
        <p className={styles.questionText}>{question.text}</p>
        <span className={styles.status} data-status={status} data-testid="question-status">
          {t(`questions:status.${status}`)}
        </span>
      </div>
      <p className={styles.when}>{when}</p>
      {showAnswer && question.answerText !== null && (
        <p className={styles.answer} data-testid="question-answer">
          {question.answerText}
        </p>
      )}
      {showAnswer &&
        question.videoAnswerId !== null &&
        (videoId === null ? (
          <p className={styles.muted}>
            {videoGone ? t('questions:panel.videoUnavailable') : t('questions:panel.videoLoading')}
          </p>
        ) : (
          <VideoPlayer
            videoId={videoId}
            title={t('questions:panel.video', { question: question.text })}
            data-testid="question-video"
          />
        ))}
    </li>
  );
}
