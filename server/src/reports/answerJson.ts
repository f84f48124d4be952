/**
 * A report's answer as JSON bytes, where lists may already be JSON text (the database's `json` read): the same bytes JSON.stringify gives for the answer with those lists as values.
 */

/** A value already written as JSON text. */
export class JsonText {
  constructor(readonly bytes: Buffer) {}
}

/**
 * Whether JsonText is somewhere inside: only as a member of the envelope or of an `object` shape (runReport puts it
 * nowhere else), so arrays — the lists of row objects — are never walked.
 */
const holdsText = (value: unknown): boolean =>
  value instanceof JsonText || (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).some(holdsText));

/** JSON.stringify's text of `value`, splicing JsonText values in. */
export function answerJson(value: unknown): Buffer {
  const parts: (string | Buffer)[] = [];
  write(value, parts);
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

function write(value: unknown, parts: (string | Buffer)[]): void {
  if (value instanceof JsonText) parts.push(value.bytes);
  else if (!holdsText(value)) parts.push(JSON.stringify(value) ?? 'null');
  else {
    // the answer's objects are plain ones built by runReport: JSON.stringify's key order, undefined left out
    parts.push('{');
    let first = true;
    for (const [key, item] of Object.entries(value as object)) {
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      parts.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      write(item, parts);
    }
    parts.push('}');
  }
}
