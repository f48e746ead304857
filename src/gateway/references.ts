import { identifiersUsedIn, namesInText, renderReferenceIr } from '../analysis/index.js';
import type { FullReason } from '../analysis/index.js';

/** How reference files enter a context (config `gateway.references`). */
export const REFERENCE_MODES = ['ir', 'full'] as const;
export type ReferenceMode = (typeof REFERENCE_MODES)[number];

/** The tokenizer the token counts use (records say which, so figures stay comparable). */
export const TOKENIZER = 'o200k_base';

/** A reference file ready for the gateway: what to send, and what it replaced. */
export interface PreparedReference {
  readonly path: string;
  /** The text to send (the IR, or the whole file); null when missing or binary. */
  readonly content: string | null;
  /** The whole file when `content` is its IR (redaction and scoring read it too). */
  readonly original?: string;
}

/** The token count of one reference, whole and as sent. */
export interface ReferenceTokens {
  readonly path: string;
  readonly mode: 'ir' | 'full';
  /** Why the file went whole: config `full`, or the renderer's reason; null for IR. */
  readonly reason: FullReason | 'config' | null;
  readonly fullTokens: number;
  /** Tokens of the IR; null when the file went whole. */
  readonly irTokens: number | null;
  /** Bodies elided, and named bodies kept because the task or the targets use them. */
  readonly elidedBodies: number;
  readonly keptNamedBodies: number;
}

export interface PrepareReferencesInput {
  readonly mode: ReferenceMode;
  readonly referenceFiles: readonly { readonly path: string; readonly content: string | null }[];
  readonly description: string;
  readonly acceptanceCriteria: readonly string[];
  /** The target files as they are now (null: not there yet); their identifiers keep bodies. */
  readonly targetFiles: readonly { readonly path: string; readonly content: string | null }[];
}

type Counter = (text: string) => number;
let counter: Promise<Counter> | undefined;

/**
 * Counts tokens with the o200k_base BPE (gpt-tokenizer). Loaded on first use: the encoding
 * takes a few hundred milliseconds to load, which commands without references never pay.
 * Special-token text (`<|endoftext|>`) in a file is counted as ordinary text.
 */
export function countTokens(text: string): Promise<number> {
  counter ??= import('gpt-tokenizer/encoding/o200k_base').then(
    (encoding) => (input: string) => encoding.countTokens(input, { disallowedSpecial: new Set() }),
  );
  return counter.then((count) => count(text));
}

/**
 * The IR step of the gateway: renders each reference file as its compact IR (mode `ir`),
 * keeping the bodies of the symbols the task names and the targets use, and counts the
 * tokens of each file whole and as IR. The result goes through `buildAgentContext`, which
 * redacts, scores and caps it like any foreign text.
 */
export async function prepareReferences(
  input: PrepareReferencesInput,
): Promise<{ files: PreparedReference[]; tokens: ReferenceTokens[] }> {
  const files: PreparedReference[] = [];
  const tokens: ReferenceTokens[] = [];
  const keep = input.mode === 'ir' ? await namesToKeep(input) : new Set<string>();
  for (const file of input.referenceFiles) {
    if (file.content === null) {
      files.push({ path: file.path, content: null });
      continue;
    }
    const fullTokens = await countTokens(file.content);
    if (input.mode === 'full') {
      files.push({ path: file.path, content: file.content });
      tokens.push(wholeFile(file.path, fullTokens, 'config', 0));
      continue;
    }
    const ir = await renderReferenceIr(file.path, file.content, { keepNames: keep });
    if (ir.mode === 'full') {
      files.push({ path: file.path, content: file.content });
      tokens.push(wholeFile(file.path, fullTokens, ir.reason, ir.keptNamed.length));
      continue;
    }
    files.push({ path: file.path, content: ir.text, original: file.content });
    tokens.push({
      path: file.path,
      mode: 'ir',
      reason: null,
      fullTokens,
      irTokens: await countTokens(ir.text),
      elidedBodies: ir.elided.length,
      keptNamedBodies: ir.keptNamed.length,
    });
  }
  return { files, tokens };
}

function wholeFile(
  path: string,
  fullTokens: number,
  reason: ReferenceTokens['reason'],
  kept: number,
): ReferenceTokens {
  return {
    path,
    mode: 'full',
    reason,
    fullTokens,
    irTokens: null,
    elidedBodies: 0,
    keptNamedBodies: kept,
  };
}

async function namesToKeep(input: PrepareReferencesInput): Promise<Set<string>> {
  const names = namesInText([input.description, ...input.acceptanceCriteria].join('\n'));
  for (const target of input.targetFiles) {
    if (target.content !== null) {
      for (const name of await identifiersUsedIn(target.path, target.content)) {
        names.add(name);
      }
    }
  }
  return names;
}
