/** List entries as typed: trimmed, empties dropped. */
export const cleanList = (items: readonly string[]): string[] => items.map((s) => s.trim()).filter(Boolean);

/** A list entered as text (comma-separated unless told otherwise): trimmed, empties dropped. */
export const splitList = (text: string, separator: RegExp | string = ','): string[] => cleanList(text.split(separator));
