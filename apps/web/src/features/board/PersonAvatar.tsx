import { useState } from 'react';
import styles from './PersonAvatar.module.css';

/** The first letters of the first and last name, e.g. 'GR'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * A person's picture, or their initials when there is none or it does not load. Plain markup with
 * PrimeReact's avatar classes rather than its Avatar: each Avatar that mounts rewrites PrimeReact's
 * <style> elements, which restyles and lays out the whole page, once per card or row scrolled in.
 */
export function PersonAvatar(props: { name: string; picture: string | null; size?: 'normal' | 'large' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = props.picture && props.picture !== failed ? props.picture : null;
  const className = [
    'p-avatar p-component p-avatar-circle',
    styles.avatar,
    props.size === 'large' ? `p-avatar-lg ${styles.large}` : '',
    image ? `p-avatar-image ${styles.image}` : '',
  ].join(' ');
  return (
    <span className={className} aria-hidden="true">
      {image ? (
        <img src={image} alt="" onError={() => setFailed(image)} />
      ) : (
        <span className="p-avatar-text">{initialsOf(props.name)}</span>
      )}
    </span>
  );
}
