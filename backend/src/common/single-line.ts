/** Line breaks (CR, LF, the Unicode line and paragraph separators), other control characters and NEL. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/**
 * `text` as one line for an email's subject or body (a person's or a child's name): every run of
 * line breaks and control characters becomes one space, runs of spaces collapse, ends are
 * trimmed. A name typed with line breaks can then neither start a new header nor forge lines of
 * the message.
 */
export function singleLine(text: string): string {
  return text
    .replace(BREAKS_AND_CONTROLS, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
