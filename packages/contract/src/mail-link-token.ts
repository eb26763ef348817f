/**
 * A mail link's token as the front end takes it from the address bar at start-up: the query
 * parameter and the header it is sent in, and its shape (the returning link's token's). Plain
 * values, no schema, so the first page can hold a token without the contract's schemas; the
 * schema (`MailLinkTokenSchema`, mail-link.ts) checks the same shape.
 */
export const MAIL_LINK_TOKEN_PARAM = 'token';
export const MAIL_LINK_TOKEN_HEADER = 'mail-link-token';
export const MAIL_LINK_TOKEN_SHAPE = /^[\w-]{16,200}$/;
