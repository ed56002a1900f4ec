import { excerpt, fold } from './faq-search';
import styles from './Guide.module.css';
import { Highlighted } from './Highlighted';
import type { FaqItem } from './useFaqDocs';

/**
 * An entry's accordion header: the question with the search words marked and, among search
 * results, its topic and (when only the answer matched) the piece of the answer that did.
 */
export function FaqQuestion(props: { item: FaqItem; words: readonly string[]; searching: boolean }) {
  const { item, words, searching } = props;
  const inQuestion = words.some((word) => fold(item.question).includes(word));
  const piece = searching && !inQuestion ? excerpt(item.answer, words) : null;
  return (
    <span className={styles.question} data-entry={item.id}>
      {searching && <span className={styles.topicTag}>{item.topicTitle}</span>}
      <span className={styles.questionText}>
        <Highlighted text={item.question} words={words} />
      </span>
      {piece && (
        <span className={styles.excerpt}>
          <Highlighted text={piece} words={words} />
        </span>
      )}
    </span>
  );
}
