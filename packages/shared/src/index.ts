export * from './constants.js';
export * from './error-catalogue.js';
export * from './pricing.js';
export * from './contracts/common.js';
export * from './contracts/faq.js';
export * from './contracts/support.js';
export * from './grading.js';
export * from './contracts/school.js';
