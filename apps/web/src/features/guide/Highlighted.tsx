import { Fragment } from 'react';
import { highlightRanges } from './faq-search';

/** The text with every occurrence of the search words marked (case and accents ignored). */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  const ranges = highlightRanges(text, words);
  if (ranges.length === 0) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(<mark key={`m${start}`}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
