export { conflictOf, type VersionConflict } from './conflict';
export { ConflictDialog } from './conflict-dialog';
