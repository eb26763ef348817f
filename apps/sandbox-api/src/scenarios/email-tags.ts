/**
 * The plus-tags of an e-mail address, lower-cased: `Ana+Offer+mobile@example.com` has `offer`
 * and `mobile`. The local part is what comes before the last `@`; no `@`, no tags.
 */
export function emailTags(email: string | undefined): readonly string[] {
  if (email === undefined) return [];
  const at = email.lastIndexOf('@');
  if (at < 0) return [];
  const [, ...tags] = email.slice(0, at).split('+');
  return tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag.length > 0);
}

export function hasEmailTag(email: string | null | undefined, tag: string): boolean {
  return emailTags(email ?? undefined).includes(tag);
}
