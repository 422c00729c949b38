/**
 * `compute` with its answers remembered by key, for pure functions called again and again on few distinct
 * keys (due dates, timestamps). At most `max` answers are kept; when full, all are forgotten at once.
 */
export function remembered<T>(compute: (key: string) => T, max: number): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    if (answers.size >= max) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
