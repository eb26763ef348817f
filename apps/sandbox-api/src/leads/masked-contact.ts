import type { LeadData, LinkContact } from '@lf/contract';

/** An address shown to whoever holds a link, enough for its owner to know it: `l•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** A number shown the same way: its last three digits only, `••• ••• 678`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 6 ? '•••' : `••• ••• ${digits.slice(-3)}`;
}

/** Where a lead's fresh link can go, masked; the actual addresses, for the message itself. */
export function linkContacts(data: LeadData): { contact: LinkContact; address: string }[] {
  const { email, phoneNumber } = data.contactDetails ?? {};
  return [
    ...(email
      ? [{ contact: { channel: 'email' as const, to: maskEmail(email) }, address: email }]
      : []),
    ...(phoneNumber
      ? [{ contact: { channel: 'sms' as const, to: maskPhone(phoneNumber) }, address: phoneNumber }]
      : []),
  ];
}
