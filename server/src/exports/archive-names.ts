// Characters no file system takes in a name, control characters, and dots or spaces at either end (a name of
// dots would climb out of its folder when the archive is unpacked).
const UNSAFE = /[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu;
const ENDS = /^[\s.]+|[\s.]+$/g;
const LONGEST = 80;

/** A title as one segment of a path in an archive: any script kept, nothing that names another folder. */
export function safeSegment(title: string, fallback: string): string {
  const cleaned = title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').replace(ENDS, '');
  return [...cleaned].slice(0, LONGEST).join('').replace(ENDS, '') || fallback;
}

/**
 * Names for the entries of one folder of an archive: each title made safe, and a number added to a name
 * already given in that folder (letter case aside, as case-insensitive file systems see them).
 */
export function uniqueNames() {
  const taken = new Set<string>();
  return (folder: string, title: string, fallback: string): string => {
    const base = safeSegment(title, fallback);
    let name = base;
    for (let count = 2; taken.has(`${folder}/${name}`.toLowerCase()); count += 1) name = `${base} (${count})`;
    taken.add(`${folder}/${name}`.toLowerCase());
    return `${folder}/${name}`;
  };
}
