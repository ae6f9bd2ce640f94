// Moved to lib/machines.ts (shared by documents and software); this re-export goes once nothing imports it.
export * from '../../../lib/machines';
