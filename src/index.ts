export * from './product.js';
export * from './validate.js';
export * from './search.js';
export * from './links.js';
export * from './sources/index.js';
export * from './bengali.js';
