/**
 * The feature modules the demo turns on (`npm start` and the browser tests' server). The spec's
 * default configuration (section 6) has scheduling, budget and invitations off; the demo shows them.
 */
export const demoModuleEnv = {
  MODULE_DISABLE_SCHEDULING: 'false',
  MODULE_DISABLE_BUDGET: 'false',
  MODULE_DISABLE_INVITE: 'false',
  // Signups wait for the back office (/admin/enrollment) once the email is confirmed.
  SIGNUP_REVIEW: 'true',
};
