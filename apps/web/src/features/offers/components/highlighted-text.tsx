import classes from './offers.module.css';
import { useMemo } from 'react';
import { parseHighlight } from '../lib/highlight.ts';

/**
 * A server snippet with its matched words marked. Rendered as React text and `<mark>` elements,
 * never as HTML, so an offer's text cannot inject markup.
 */
export function HighlightedText({ snippet }: { snippet: string }) {
  const parts = useMemo(() => parseHighlight(snippet), [snippet]);
  return (
    <>
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className={classes.match}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
