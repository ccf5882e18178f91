export * from './common.js';
export * from './auth.js';
export * from './health.js';
export * from './options.js';
export * from './summaries.js';
export * from './decks.js';
export * from './progress.js';
export * from './feedback.js';
