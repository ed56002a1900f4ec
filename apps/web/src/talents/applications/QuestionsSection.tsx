import { defineTexts, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { useLoad } from '../ui/useLoad';
import { QuestionItem } from './QuestionItem';
import { myApplicationsApi } from './my-applications-api';
import styles from './Applications.module.css';

const texts = defineTexts({
  it: { title: 'Domande dell’azienda' },
  en: { title: 'Questions from the company' },
});

/**
 * The company's questions about the application (docs/questions.md), oldest first; nothing when it
 * asked none. `version` changes after each write and each live notice: the questions are read again.
 */
export function QuestionsSection({
  applicationId,
  version,
  canAct,
  onAnswered,
}: {
  applicationId: number;
  version: string;
  canAct: boolean;
  onAnswered: () => void;
}) {
  const t = useTexts(texts);
  const { data, error, loading } = useLoad(
    (signal) => myApplicationsApi.questions(applicationId, signal),
    `${applicationId}:${version}`,
  );
  if (!data?.length && !error) return loading && !data ? <Loading /> : null;
  return (
    <section className={styles.section} aria-labelledby="questions-title" data-testid="questions">
      <h2 id="questions-title">{t.title}</h2>
      <ErrorMessage error={error} />
      <ol className={styles.list}>
        {(data ?? []).map((question) => (
          <QuestionItem key={question.id} question={question} canAct={canAct} onAnswered={onAnswered} />
        ))}
      </ol>
    </section>
  );
}
