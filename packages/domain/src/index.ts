export * from './access/roles.js';
export * from './access/permissions.js';
export * from './config/modules.js';
export * from './config/runtime-config.js';
export * from './errors/messages.js';
export * from './access/company-roles.js';
export * from './board/step-types.js';
export * from './auth/session.js';
