/** Values for a sentence that names the accepted ones: `a, b or c` (`a` alone, `a or b`). */
export function anyOf(values: readonly string[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
}
