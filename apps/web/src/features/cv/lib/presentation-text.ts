const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text with blank-line paragraphs and line breaks → the HTML the presentation stores. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Stored HTML → the text the editor shows (paragraphs and line breaks kept). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li|h3|h4|blockquote)>/gi, '\n\n'),
    'text/html',
  );
  return doc.body.textContent.replace(/\n{3,}/g, '\n\n').trim();
}
