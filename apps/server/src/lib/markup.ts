const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML or XML: element content and quoted attribute values. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
