/**
 * A new lead's write secret, made in this browser before its create and proposed there (the
 * contract's ProposedWriteSecretSchema): 256 bits from `crypto.getRandomValues`, in base64url
 * without padding (43 characters). The lead API keeps only its hash and never answers it back,
 * so no stored answer and no replay of the create holds it (issue 36).
 */
export function newLeadWriteSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
