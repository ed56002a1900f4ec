import type { ApplicationQuestion } from '@hiring/domain';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/date';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { AnswerForm } from './AnswerForm';
import { AnsweredVideo } from './AnsweredVideo';
import { Tag } from './ApplicationTags';
import { VideoAnswer } from './VideoAnswer';
import { myApplicationsApi } from './my-applications-api';
import styles from './Applications.module.css';

const texts = defineTexts({
  it: {
    waiting: 'Da rispondere',
    answered: 'Risposta inviata',
    viewed: 'Letta dall’azienda',
    askedOn: (date: string) => `Domanda del ${date}`,
    yourAnswer: 'La tua risposta',
    video: 'Hai risposto con un video.',
    correct: 'Correggi la risposta',
    correctable: 'Puoi correggerla finché l’azienda non l’ha letta.',
    sent: 'Risposta inviata',
  },
  en: {
    waiting: 'To answer',
    answered: 'Answer sent',
    viewed: 'Read by the company',
    askedOn: (date: string) => `Asked on ${date}`,
    yourAnswer: 'Your answer',
    video: 'You answered with a video.',
    correct: 'Correct the answer',
    correctable: 'You can correct it until the company has read it.',
    sent: 'Answer sent',
  },
});

/**
 * One question of the company: a form to answer it in writing while it waits; once answered, the
 * answer, which may be corrected until a recruiter has read it (docs/questions.md: then it is final).
 */
export function QuestionItem({
  question,
  canAct,
  onAnswered,
}: {
  question: ApplicationQuestion;
  canAct: boolean;
  onAnswered: () => void;
}) {
  const t = useTexts(texts);
  const [correcting, setCorrecting] = useState(false);
  const status =
    question.answeredAt === null ? 'waiting' : question.viewedAt === null ? 'answered' : 'viewed';

  const send = async (answer: string) => {
    await myApplicationsApi.answerText(question.id, answer);
    announce(t.sent);
    setCorrecting(false);
    onAnswered();
  };

  return (
    <li className="t-card" data-testid="question">
      <p className={styles.plain}>
        <strong>{question.text}</strong>
      </p>
      <div className="t-row">
        <span data-testid="question-status">
          <Tag tone={status === 'waiting' ? 'attention' : status === 'viewed' ? 'confirm' : 'info'}>
            {t[status]}
          </Tag>
        </span>
        <span className="t-muted">{t.askedOn(formatDateTime(question.createdAt))}</span>
      </div>
      {status === 'waiting' || correcting ? (
        canAct ? (
          <div className={`t-stack ${styles.section}`}>
            <AnswerForm
              label={question.text}
              initial={question.answerText ?? ''}
              onSubmit={send}
              onCancel={correcting ? () => setCorrecting(false) : undefined}
            />
            <VideoAnswer
              questionId={question.id}
              onAnswered={() => {
                setCorrecting(false);
                onAnswered();
              }}
            />
          </div>
        ) : null
      ) : (
        <>
          <p className="t-visually-hidden">{t.yourAnswer}</p>
          {question.answerText !== null ? (
            <p className={styles.answer} data-testid="question-answer">
              {question.answerText}
            </p>
          ) : (
            <>
              <p className={styles.answer}>{t.video}</p>
              {question.videoAnswerId !== null ? (
                <AnsweredVideo videoAnswerId={question.videoAnswerId} question={question.text} />
              ) : null}
            </>
          )}
          {status === 'answered' && canAct ? (
            <>
              <p className="t-muted">{t.correctable}</p>
              <button
                type="button"
                className="t-button t-button-secondary"
                onClick={() => setCorrecting(true)}
              >
                {t.correct}
              </button>
            </>
          ) : null}
        </>
      )}
    </li>
  );
}
