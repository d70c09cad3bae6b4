/** A calendar date, `YYYY-MM-DD`, in this machine's time zone: the visitor's, in the browser. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
