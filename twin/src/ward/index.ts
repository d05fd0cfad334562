export * from './types.ts';
export * from './catalog.ts';
export { generateWard, type GenerateWardOptions } from './generate-ward.ts';
export * from './roster.ts';
