export * from './blocks.ts';
export * from './document.ts';
export * from './format.ts';
export * from './sectioned.ts';
