export { leadBody } from './lead-body';
export { createLead, getLeadStatus, updateLead } from './lead-client';
export { saveLead, type SaveOptions } from './save-lead';
export { rememberRedirect, rememberedRedirect } from './remember-redirect';
