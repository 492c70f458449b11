export * from './interim-engine.js';
