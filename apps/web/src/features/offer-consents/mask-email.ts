/**
 * An address as an unsubscribe page shows it: the first character of the mailbox and the domain
 * (`a•••@example.com`), enough for its owner to know it, too little for anyone looking on.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${Array.from(email.slice(0, at))[0] ?? ''}•••${email.slice(at)}`;
}
