export * from './content.js';
export * from './school.js';
export * from './commerce.js';
export * from './operations.js';
export * from './test-payments.js';
