export {
  collectChanges,
  collectChangeSet,
  collectCommitChanges,
  readBlobTexts,
  readCommittedText,
  commitChange,
  commitTree,
  commitChangeToBranch,
  deleteBranch,
  findTaskCommit,
  formatCommitMessage,
  isAncestor,
  resolveRevision,
} from './change.js';
export type { ChangeSet, ChangeStatus, CommitRequest, FileChange } from './change.js';
export { GOVERN_AUTHOR, gitEnvironment, gitOrThrow, runGit } from './git.js';
export type { GitOptions } from './git.js';
export {
  currentBranch,
  ensureGovernanceIgnored,
  findRepoRoot,
  GOVERNANCE_PATHS,
  headCommit,
  listIgnoredPaths,
  removeIgnoredSince,
  removeStaleIndexLock,
  resolveWorkspace,
  restoreToBase,
  uncommittedChanges,
} from './repo.js';
export type { StatusEntry } from './repo.js';
export { removeStaleScratch, scratchPath } from './scratch.js';
export {
  blobIdOf,
  isTreeFileContent,
  listTreeFiles,
  pathsChangedBetween,
  restoreFromTree,
} from './tree-files.js';
export type { TreeFile } from './tree-files.js';
export {
  addWorktree,
  fastForward,
  moveChangeOnto,
  rebaseOnto,
  removeAllWorktrees,
  removeWorktree,
  WIP_BRANCH_PREFIX,
  WORKTREES_DIR,
} from './worktree.js';
export type { MovedChange, RebaseResult, Worktree } from './worktree.js';
export { openWorktreePool } from './worktree-pool.js';
export type { SerializeWorktreeAdmin, WorktreePool } from './worktree-pool.js';
