export * from './reference.js';
export * from './users.js';
export * from './companies.js';
export * from './candidates.js';
export * from './jobs.js';
export * from './chat.js';
export * from './identity.js';
