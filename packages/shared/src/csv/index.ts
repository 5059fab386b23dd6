// '@ai4n/shared/csv': the bulk import and export formats, kept out of the pages that do not need a CSV parser.
export * from './csv.js';
export * from './prompt-csv.js';
export * from './content-csv.js';
