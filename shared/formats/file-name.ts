/**
 * A download's file name in ASCII: the title's letters, digits, dashes and spaces (as dashes), without dashes at
 * the ends, at most 60 characters; `fallback` when nothing is left (a title in another script).
 */
export function fileName(title: string, extension: string, fallback = 'mind-map'): string {
  const base =
    title
      .trim()
      .replace(/[^\w\- ]+/g, '')
      .replace(/\s+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || fallback;
  return `${base}.${extension}`;
}

// Characters no file system takes in a name, control characters, and the ends of a quoted header value.
const UNSAFE = /[\p{Cc}/\\:*?"<>|]+/gu;

/** The title as a file name in full, any script kept: unsafe characters dropped, at most 100 characters. */
function unicodeName(title: string, extension: string, fallback: string): string {
  const base = [...title.replace(UNSAFE, '').trim().replace(/\s+/g, ' ')].slice(0, 100).join('') || fallback;
  return `${base}.${extension}`;
}

// encodeURIComponent leaves these, but RFC 5987's attr-char does not allow them.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header for a download of `title`: an ASCII `filename` by the fileName rule for old
 * clients, and `filename*` with the whole title in UTF-8 (RFC 6266) for the others, whatever the script.
 */
export function contentDisposition(title: string, extension: string, fallback = 'mind-map'): string {
  const ascii = fileName(title, extension, fallback);
  const full = encodeRfc5987(unicodeName(title, extension, fallback));
  return `attachment; filename="${ascii}"; filename*=UTF-8''${full}`;
}
