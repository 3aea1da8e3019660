import type { TocEntry } from '@portal/contracts';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { TableOfContents } from './table-of-contents.tsx';

/**
 * A page the careers office writes: the in-page table of contents (from its headings, when it
 * has at least two) and the HTML, whose headings carry the anchors the contents link to.
 */
export function ContentBody(props: {
  html: string;
  indice: readonly TocEntry[];
  tocTitle: string;
  testId: string;
}) {
  return (
    <>
      {props.indice.length > 1 && (
        <TableOfContents
          title={props.tocTitle}
          entries={props.indice.map((entry) => ({
            anchor: entry.ancla,
            label: entry.titulo,
            level: entry.nivel,
          }))}
        />
      )}
      <SafeHtml html={props.html} className="rich-text content-page" testId={props.testId} />
    </>
  );
}
