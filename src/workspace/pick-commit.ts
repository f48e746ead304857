import { runGit } from './git.js';

/** A merge of a commit onto another (see mergeOnto). */
type MergeResult =
  | { readonly kind: 'ok'; readonly tree: string; readonly parts: CommitParts }
  | { readonly kind: 'conflict'; readonly message: string }
  /** Not a case the merge replays exactly as `git rebase` would: the caller rebases instead. */
  | { readonly kind: 'unsupported' };

/** What of a commit object a pick carries over (see readCommit). */
interface CommitParts {
  readonly id: string;
  readonly parent: string;
  readonly subject: string;
  readonly message: string;
  readonly author: { readonly name: string; readonly email: string; readonly date: string };
}

/**
 * The tree `git rebase --onto onto base` makes of `commit` (a rev with exactly one parent,
 * `base`), without touching a work tree, the index or HEAD: `git merge-tree --write-tree`,
 * with the merge base checked and the commit's parts read at the same time. The rebase's
 * sequencer also checks out, writes the index, commits and keeps state files, on the
 * critical path of every landing that lost a race; here the caller commits (commitMerged)
 * and moves the files as it needs. The merge is the same (merge-ort, rename detection on) as
 * long as the merge base git finds is `base`, which holds when `onto` descends from `base`;
 * a head reset or force-pushed meanwhile does not. Those, a change `onto` already holds
 * (which a rebase drops), and commit objects with headers a pick would not copy (a
 * signature, an encoding) are `unsupported` and left to a real rebase. A conflict is
 * reported with git's own lines.
 */
export async function mergeOnto(
  dir: string,
  commit: string,
  base: string,
  onto: string,
): Promise<MergeResult> {
  // Independent reads: asked at once. merge-tree may write objects a fallback leaves unused.
  const [read, mergeBase, merged] = await Promise.all([
    readCommit(dir, commit, onto),
    runGit(dir, ['merge-base', '--all', onto, commit]),
    runGit(dir, ['merge-tree', '--write-tree', onto, commit]),
  ]);
  if (read?.parts.parent !== base || mergeBase.exitCode !== 0 || mergeBase.stdout.trim() !== base) {
    return { kind: 'unsupported' };
  }
  const { parts, ontoTree } = read;
  const tree = /^[0-9a-f]{40,64}$/.exec(merged.stdout.split('\n', 1)[0] ?? '')?.[0];
  // A change that `onto` already holds leaves its tree as it is: the rebase drops such a
  // commit (HEAD becomes `onto`), and that stays the rebase's to do.
  if (tree === undefined || tree === ontoTree || (merged.exitCode !== 0 && merged.exitCode !== 1)) {
    return { kind: 'unsupported' };
  }
  if (merged.exitCode === 1) {
    return { kind: 'conflict', message: conflictMessage(merged.stdout, parts) };
  }
  return { kind: 'ok', tree, parts };
}

/**
 * The commit of a merged tree on `onto`, with the replayed commit's message (byte for byte,
 * trailers included) and author, as the rebase would make it; null when git refuses.
 */
export async function commitMerged(
  dir: string,
  merged: { readonly tree: string; readonly parts: CommitParts },
  onto: string,
): Promise<string | null> {
  const { parts, tree } = merged;
  const made = await runGit(dir, ['commit-tree', tree, '-p', onto], {
    input: parts.message,
    env: {
      GIT_AUTHOR_NAME: parts.author.name,
      GIT_AUTHOR_EMAIL: parts.author.email,
      GIT_AUTHOR_DATE: parts.author.date,
    },
  });
  const commit = made.stdout.trim();
  return made.exitCode === 0 && commit !== '' ? commit : null;
}

/**
 * The parts of `commit` and the id of `onto`'s tree, from one `git cat-file --batch` (its
 * header lines also name the ids); null when the commit has other than one parent, headers a
 * pick would not copy, or a message that is not UTF-8 (it would not pass through unchanged).
 */
async function readCommit(
  dir: string,
  commit: string,
  onto: string,
): Promise<{ readonly parts: CommitParts; readonly ontoTree: string } | null> {
  if (/[\n\r]/.test(commit + onto)) {
    return null;
  }
  const result = await runGit(dir, ['cat-file', '--batch'], {
    input: `${commit}\n${onto}^{tree}\n`,
    keepStdoutBytes: true,
  });
  const bytes = result.stdoutBytes;
  const header = /^([0-9a-f]{40,64}) commit (\d+)\n/.exec(result.stdout);
  if (result.exitCode !== 0 || header === null || bytes === undefined) {
    return null;
  }
  // Sizes count bytes: a message need not be ASCII.
  const start = Buffer.byteLength(header[0]);
  const end = start + Number(header[2]);
  const body = bytes.subarray(start, end);
  const ontoTree = /^([0-9a-f]{40,64}) tree /.exec(
    bytes.subarray(end + 1, bytes.indexOf(0x0a, end + 1)).toString('utf8'),
  )?.[1];
  const text = body.toString('utf8');
  if (ontoTree === undefined || !Buffer.from(text, 'utf8').equals(body)) {
    return null;
  }
  const split = text.indexOf('\n\n');
  const headers = (split === -1 ? text : text.slice(0, split)).split('\n');
  const message = split === -1 ? '' : text.slice(split + 2);
  const parents = headers.filter((line) => line.startsWith('parent '));
  const author = headers.find((line) => line.startsWith('author '));
  const known = headers.every((line) => /^(tree|parent|author|committer) /.test(line));
  // `author <name> <<email>> <seconds> <zone>`, the date kept as git's own raw format.
  const match = /^author (.*) <(.*)> (\d+ [+-]\d{4})$/.exec(author ?? '');
  if (!known || parents.length !== 1 || match === null) {
    return null;
  }
  const [, name = '', email = '', date = ''] = match;
  const parts = {
    id: header[1] ?? commit,
    parent: (parents[0] ?? '').slice('parent '.length),
    subject: message.split('\n', 1)[0] ?? '',
    message,
    author: { name, email, date: `@${date}` },
  };
  return { parts, ontoTree };
}

/**
 * A conflict as `git rebase` words it, without its hints about `--continue` (nobody runs one):
 * merge-tree's messages after the conflicted entries, then the commit that did not apply.
 */
function conflictMessage(output: string, parts: CommitParts): string {
  const blank = output.indexOf('\n\n');
  const messages =
    blank === -1
      ? []
      : output
          .slice(blank + 2)
          .trim()
          .split('\n');
  return [...messages, `error: could not apply ${parts.id.slice(0, 7)}... ${parts.subject}`]
    .filter((line) => line.trim() !== '')
    .join('\n');
}
