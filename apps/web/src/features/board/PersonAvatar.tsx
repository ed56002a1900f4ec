import { Avatar } from 'primereact/avatar';

/** The first letters of the first and last name, e.g. 'GR'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** A person's picture, or their initials when there is none. */
export function PersonAvatar(props: { name: string; picture: string | null; size?: 'normal' | 'large' }) {
  return props.picture ? (
    <Avatar image={props.picture} shape="circle" size={props.size} imageAlt="" aria-hidden="true" />
  ) : (
    <Avatar label={initialsOf(props.name)} shape="circle" size={props.size} aria-hidden="true" />
  );
}
