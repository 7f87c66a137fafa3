import type { Plugin } from 'vite';
export function compileCatalog(source: string, file?: string): string;
export function catalogPlugin(): Plugin;
