import { Highlighted } from './Highlighted';
import styles from './Guide.module.css';

/**
 * An answer as written in the help namespace: paragraphs separated by a blank line; a paragraph
 * whose lines start with '- ' is a list (a line before them, if any, introduces it).
 */
export function FaqAnswer({ text, words }: { text: string; words: readonly string[] }) {
  const blocks = text.split(/\n\s*\n/);
  return (
    <div className={styles.answer}>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        const items = lines.filter((line) => line.startsWith('- '));
        const lead = lines.filter((line) => !line.startsWith('- ')).join(' ');
        return (
          <div key={index} className={styles.block}>
            {lead && (
              <p>
                <Highlighted text={lead} words={words} />
              </p>
            )}
            {items.length > 0 && (
              <ul>
                {items.map((item, i) => (
                  <li key={i}>
                    <Highlighted text={item.slice(2)} words={words} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
