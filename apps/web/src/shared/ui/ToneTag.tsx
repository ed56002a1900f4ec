import { Tag } from 'primereact/tag';
import styles from './ToneTag.module.css';

/** success: in force now; info: coming; neutral: over, or plain (the theme has no grey tag). */
export type Tone = 'success' | 'info' | 'neutral';

/** A PrimeReact tag in one of the tones the dated rows use (licence periods, price rows, tiers). */
export function ToneTag({ tone, value }: { tone: Tone; value: string }) {
  return (
    <Tag
      severity={tone === 'neutral' ? undefined : tone}
      className={tone === 'neutral' ? styles.neutral : undefined}
      value={value}
    />
  );
}
