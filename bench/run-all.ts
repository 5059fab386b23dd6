/** Runs every benchmark and prints the figures (npm run bench). */
import { measureBundles } from './bundle-size.js';
import { measureStartup } from './startup.js';

console.log('\nGzipped JS loaded by the first view of each public route');
console.table(measureBundles());
console.log('\nTime to a healthy /api/health');
console.table(await measureStartup());
